import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { systemConfigApi } from '@portal/core';
import type { Database } from '../../db/schema';
import { serve } from '../../http/serve';
import {
  resetSystemSetting,
  saveSystemSetting,
  systemConfigOf,
  type SettingActor,
} from './systemconfig.service';

const actorOf = (request: FastifyRequest): SettingActor => ({
  userId: request.session?.userId ?? null,
  email: request.session?.email ?? null,
  brand: request.brand,
  ip: request.ip,
});

/** systemconfig area: the run-time settings of the installation (security admins). */
export function registerSystemConfigRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const view = () => systemConfigOf(app.portal.settings, app.portal.config);

  serve(app, systemConfigApi.get, () => Promise.resolve(view()));

  serve(app, systemConfigApi.save, async ({ params: { name }, body: { value } }, request) => {
    await saveSystemSetting(db, app.portal.settings, name, value, actorOf(request));
    return view();
  });

  serve(app, systemConfigApi.reset, async ({ params: { name } }, request) => {
    await resetSystemSetting(db, app.portal.settings, name, actorOf(request));
    return view();
  });
}
