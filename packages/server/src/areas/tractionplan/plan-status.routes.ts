import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  zEmail,
  zGuid,
  zTractionPlanStatusByEmails,
  zTractionPlanStatusByUserAccountIds,
} from '@portal/core';
import { parseInput } from '../../http/errors';
import { signedIn, type PLAN_CALLS, type planContextOf } from './plan-context';
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
  app.get('/api/tractionplan/GetTractionPlanStatusByEvent/:id', callers, async (request) =>
    statusByEvent(user(request), parseInput(z.object({ id: zGuid }), request.params).id),
  );
}
