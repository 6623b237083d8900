import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { systemConfigApi } from '@portal/core';
import type { BrandKey } from '@portal/core';
import type { Database } from '../../db/schema';
import { serve } from '../../http/serve';
import type { WebConfigCache } from '../webconfig/webconfig.service';
import {
  resetSystemSetting,
  saveSystemSetting,
  setEmployeeDomains,
  systemConfigOf,
  type SettingActor,
} from './systemconfig.service';

const actorOf = (request: FastifyRequest): SettingActor => ({
  userId: request.session?.userId ?? null,
  email: request.session?.email ?? null,
  brand: request.brand,
  ip: request.ip,
});

/** systemconfig area: the run-time settings of the installation and each brand's employee domains (security admins). */
export function registerSystemConfigRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  webConfig: WebConfigCache,
  configChanged: (brand: BrandKey) => void,
): void {
  const view = () => systemConfigOf(app.portal.settings, app.portal.config, webConfig);

  serve(app, systemConfigApi.get, view);

  serve(app, systemConfigApi.save, async ({ params: { name }, body: { value } }, request) => {
    await saveSystemSetting(db, app.portal.settings, name, value, actorOf(request));
    return view();
  });

  serve(app, systemConfigApi.reset, async ({ params: { name } }, request) => {
    await resetSystemSetting(db, app.portal.settings, name, actorOf(request));
    return view();
  });

  const changeDomains = async (
    brand: BrandKey,
    domains: string[] | null,
    request: FastifyRequest,
  ) => {
    await setEmployeeDomains(db, brand, domains, actorOf(request));
    webConfig.invalidate(brand);
    configChanged(brand);
    return view();
  };
  serve(app, systemConfigApi.saveEmployeeDomains, ({ params: { brand }, body }, request) =>
    changeDomains(brand, body.domains, request),
  );
  serve(app, systemConfigApi.resetEmployeeDomains, ({ params: { brand } }, request) =>
    changeDomains(brand, null, request),
  );
}
