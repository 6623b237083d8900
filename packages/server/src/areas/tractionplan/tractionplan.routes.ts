import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  TRACTION_PLAN_DOWNLOAD_FORMATS,
  TRACTION_PLAN_VIEWS,
  zEmail,
  zGuid,
  zTractionPlanSave,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { parseInput } from '../../http/errors';
import { archiveById, archiveOptions, restoreVersion } from './plan-archive.service';
import { activityLog, logDownload, logUpdate, logView } from './plan-activity.service';
import { PLAN_CALLS, planContextOf } from './plan-context';
import { signedIn } from '../../shared/request-context';
import { getLock, setLock } from './plan-lock.service';
import { savePlan } from './plan-save.service';
import { rotateReviewId } from './plan-sharing.service';
import { registerPlanStatusRoutes } from './plan-status.routes';
import {
  planById,
  planByOwner,
  planByParticipantEmail,
  planByReviewId,
} from './tractionplan.service';

const zId = z.object({ id: zGuid });
/** A review id as issued (43 URL-safe characters); older links may be shorter or longer. */
const zReviewId = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/) });
const zFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((flag) => flag !== 'false' && flag !== '0');
/** The key of a logged action: the caller's user account id, or the review id. */
const zKey = z.union([zGuid, z.string().regex(/^[A-Za-z0-9_-]{16,128}$/)]);

/** tractionplan area: reads, save, review links, lock, versions and logs (docs/decisions.md). */
export function registerTractionPlanRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const context = planContextOf(db);
  const callers = PLAN_CALLS;
  const user = (request: Parameters<typeof context>[0]) => signedIn(context(request));

  app.get('/api/tractionplan/:id', callers, async (request) =>
    planById(user(request), parseInput(zId, request.params).id),
  );
  app.get('/api/tractionplan/getByUserAccountId/:id', callers, async (request, reply) => {
    const { id } = parseInput(zId, request.params);
    const plan = await planByOwner(user(request), id, { draft: false });
    return plan ?? reply.code(204).send();
  });
  app.get('/api/tractionplan/getByUserAccountIdV2/:id', callers, async (request) =>
    planByOwner(user(request), parseInput(zId, request.params).id, { draft: true }),
  );
  app.get('/api/tractionplan/getByParticipantEmail/:email', callers, async (request, reply) => {
    const { email } = parseInput(z.object({ email: zEmail }), request.params);
    const plan = await planByParticipantEmail(user(request), email);
    return plan ?? reply.code(204).send();
  });
  app.post('/api/tractionplan/save', callers, async (request) =>
    savePlan(user(request), parseInput(zTractionPlanSave, request.body)),
  );

  app.get('/api/tractionplan/review/:id', { config: { access: 'apiKey' } }, async (request) =>
    planByReviewId(context(request), parseInput(zReviewId, request.params).id),
  );
  app.get(
    '/api/tractionplan/review/GetByReviewId/:id',
    { config: { access: 'anonymous' } },
    async (request) => planByReviewId(context(request), parseInput(zReviewId, request.params).id),
  );
  app.get('/api/tractionplan/review/GenerateReviewId', callers, async (request) => {
    const { tractionPlanId } = parseInput(z.object({ tractionPlanId: zGuid }), request.query);
    return rotateReviewId(user(request), tractionPlanId);
  });

  const lockParams = z.object({ id: zGuid, take: zFlag });
  app.get('/api/tractionplan/setLock/:id', callers, async (request) => {
    const { id, take } = parseInput(lockParams, request.params);
    return setLock(user(request), id, take);
  });
  app.get('/api/tractionplan/setLock/:id/:take', callers, async (request) => {
    const { id, take } = parseInput(lockParams, request.params);
    return setLock(user(request), id, take);
  });
  app.get('/api/tractionplan/getLock/:id', callers, async (request) =>
    getLock(user(request), parseInput(zId, request.params).id),
  );

  registerArchiveAndLogRoutes(app, context, callers);
  registerPlanStatusRoutes(app, context, callers);
}

function registerArchiveAndLogRoutes(
  app: FastifyInstance,
  context: ReturnType<typeof planContextOf>,
  callers: typeof PLAN_CALLS,
): void {
  const user = (request: Parameters<typeof context>[0]) => signedIn(context(request));
  app.get('/api/tractionplan/GetPlanArchiveOptions/:id', callers, async (request) =>
    archiveOptions(user(request), parseInput(zId, request.params).id),
  );
  app.get('/api/tractionplan/GetPlanArchiveById/:id', callers, async (request) =>
    archiveById(user(request), parseInput(zId, request.params).id),
  );
  app.get('/api/tractionplan/RestorePlanVersion/:a/:b', callers, async (request) => {
    const { a, b } = parseInput(z.object({ a: zGuid, b: zGuid }), request.params);
    return restoreVersion(user(request), a, b);
  });
  app.get('/api/tractionplan/GetActivityLog/:id', callers, async (request) =>
    activityLog(context(request), parseInput(zId, request.params).id),
  );

  // Review-link visitors log their views and downloads too: anonymous, checked by the key.
  const open = { config: { access: 'anonymous' } } as const;
  app.post('/api/tractionplan/logViewAction/:a/:b/:c', open, async (request, reply) => {
    const params = z.object({ a: zGuid, b: z.enum(TRACTION_PLAN_VIEWS), c: zKey });
    const { a, b, c } = parseInput(params, request.params);
    await logView(context(request), a, b, c);
    return reply.code(204).send();
  });
  app.post('/api/tractionplan/logDownloadAction/:a/:b/:c', open, async (request, reply) => {
    const params = z.object({ a: zGuid, b: z.enum(TRACTION_PLAN_DOWNLOAD_FORMATS), c: zKey });
    const { a, b, c } = parseInput(params, request.params);
    await logDownload(context(request), a, b, c);
    return reply.code(204).send();
  });
  app.post('/api/tractionplan/logUpdateAction/:a/:b', callers, async (request, reply) => {
    const params = z.object({ a: zGuid, b: z.coerce.number().int().min(1) });
    const { a, b } = parseInput(params, request.params);
    await logUpdate(context(request), a, b);
    return reply.code(204).send();
  });
}
