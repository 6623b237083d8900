import type { FastifyInstance } from 'fastify';
import { tractionPlanApi } from '@portal/core';
import { serve } from '../../http/serve';
import { eventContext } from '../event/event-context';
import { canManageEvent } from '../event/event.policy';
import { eventAccess } from '../event/event.service';
import { findEvent } from '../event/event.service';
import type { planContextOf } from './plan-context';
import { signedIn } from '../../shared/request-context';
import {
  statusByEmail,
  statusByEmails,
  statusByEvent,
  statusByUserAccountId,
  statusByUserAccountIds,
} from './plan-status.service';

/** The status calls other screens read (home, dashboards): `zTractionPlanStatus` rows. */
export function registerPlanStatusRoutes(
  app: FastifyInstance,
  context: ReturnType<typeof planContextOf>,
): void {
  const user = (request: Parameters<typeof context>[0]) => signedIn(context(request));
  const api = tractionPlanApi;

  serve(app, api.statusByUserAccountId, async ({ params }, request) =>
    statusByUserAccountId(user(request), params.x),
  );
  serve(app, api.statusByEmail, async ({ params }, request) =>
    statusByEmail(user(request), params.x),
  );
  serve(app, api.statusByUserAccountIds, async ({ body }, request) =>
    statusByUserAccountIds(user(request), body),
  );
  serve(app, api.statusByEmails, async ({ body }, request) => statusByEmails(user(request), body));
  serve(app, api.statusByEvent, async ({ params }, request) => {
    const ctx = user(request);
    const managesEvent = async (id: string) => {
      const events = await eventContext(request, ctx.db);
      const row = await findEvent(ctx.db, ctx.brand, id);
      return row ? canManageEvent(events.actor, await eventAccess(events, row)) : null;
    };
    return statusByEvent(ctx, params.id, managesEvent);
  });
}
