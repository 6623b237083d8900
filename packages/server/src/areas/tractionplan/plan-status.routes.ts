import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  PLAN_STATUS_BY_EVENT_CALLERS,
  zEmail,
  zGuid,
  zTractionPlanStatusByEmails,
  zTractionPlanStatusByUserAccountIds,
} from '@portal/core';
import { parseInput } from '../../http/errors';
import { eventContext } from '../event/event-context';
import { canManageEvent } from '../event/event.policy';
import { eventAccess } from '../event/event.service';
import { findEvent } from '../event/event.service';
import { type PLAN_CALLS, type planContextOf } from './plan-context';
import { signedIn } from '../../shared/request-context';
import {
  statusByEmails,
  statusByEvent,
  statusByUserAccountId,
  statusByUserAccountIds,
} from './plan-status.service';

/** The status calls other screens read (home, dashboards): `zTractionPlanStatus` rows. */
export function registerPlanStatusRoutes(
  app: FastifyInstance,
  context: ReturnType<typeof planContextOf>,
  callers: typeof PLAN_CALLS,
): void {
  const user = (request: Parameters<typeof context>[0]) => signedIn(context(request));
  const byId = z.object({ x: zGuid });
  const byEmail = z.object({ x: zEmail });

  app.get('/api/tractionplan/GetTractionPlanStatusByUserAccountId/:x', callers, async (request) =>
    statusByUserAccountId(user(request), parseInput(byId, request.params).x),
  );
  app.get('/api/tractionplan/GetTractionPlanStatusByEmail/:x', callers, async (request) => {
    const [status] = await statusByEmails(user(request), [parseInput(byEmail, request.params).x]);
    return status;
  });
  app.post('/api/tractionplan/GetTractionPlanStatusByUserAccountIds', callers, async (request) =>
    statusByUserAccountIds(
      user(request),
      parseInput(zTractionPlanStatusByUserAccountIds, request.body),
    ),
  );
  app.post('/api/tractionplan/GetTractionPlanStatusByEmails', callers, async (request) =>
    statusByEmails(user(request), parseInput(zTractionPlanStatusByEmails, request.body)),
  );
  app.get(
    '/api/tractionplan/GetTractionPlanStatusByEvent/:id',
    { config: { access: PLAN_STATUS_BY_EVENT_CALLERS, verifiedEmail: true } },
    async (request) => {
      const ctx = user(request);
      const managesEvent = async (id: string) => {
        const events = await eventContext(request, ctx.db);
        const row = await findEvent(ctx.db, ctx.brand, id);
        return row ? canManageEvent(events.actor, await eventAccess(events, row)) : null;
      };
      return statusByEvent(
        ctx,
        parseInput(z.object({ id: zGuid }), request.params).id,
        managesEvent,
      );
    },
  );
}
