import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { tractionPlanApi } from '@portal/core';
import type { Database } from '../../db/schema';
import { serve } from '../../http/serve';
import { archiveById, archiveOptions, restoreVersion } from './plan-archive.service';
import { activityLog, logDownload, logUpdate, logView } from './plan-activity.service';
import { planContextOf } from './plan-context';
import { signedIn } from '../../shared/request-context';
import { getLock, setLock } from './plan-lock.service';
import { savePlan } from './plan-save.service';
import { rotateReviewId } from './plan-sharing.service';
import { registerPlanStatusRoutes } from './plan-status.routes';
import {
  planById,
  planByOwner,
  planOrDraftByOwner,
  planByParticipantEmail,
  planByReviewId,
} from './tractionplan.service';

/** tractionplan area: reads, save, review links, lock, versions and logs (docs/decisions.md). */
export function registerTractionPlanRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const context = planContextOf(db);
  const user = (request: Parameters<typeof context>[0]) => signedIn(context(request));
  const api = tractionPlanApi;

  serve(app, api.byId, async ({ params }, request) => planById(user(request), params.id));
  serve(app, api.byUserAccountId, async ({ params }, request, reply) => {
    const plan = await planByOwner(user(request), params.id);
    return plan ?? reply.code(204).send();
  });
  serve(app, api.byUserAccountIdV2, async ({ params }, request) =>
    planOrDraftByOwner(user(request), params.id),
  );
  serve(app, api.byParticipantEmail, async ({ params }, request, reply) => {
    const plan = await planByParticipantEmail(user(request), params.email);
    return plan ?? reply.code(204).send();
  });
  serve(app, api.save, async ({ body }, request) => savePlan(user(request), body));

  for (const endpoint of [api.review, api.byReviewId]) {
    serve(app, endpoint, async ({ params }, request) =>
      planByReviewId(context(request), params.id),
    );
  }
  serve(app, api.generateReviewId, async ({ query }, request) =>
    rotateReviewId(user(request), query.tractionPlanId),
  );

  serve(app, api.takeLock, async ({ params }, request) => setLock(user(request), params.id, true));
  serve(app, api.setLock, async ({ params }, request) =>
    setLock(user(request), params.id, params.take),
  );
  serve(app, api.getLock, async ({ params }, request) => getLock(user(request), params.id));

  serve(app, api.archiveOptions, async ({ params }, request) =>
    archiveOptions(user(request), params.id),
  );
  serve(app, api.archiveById, async ({ params }, request) => archiveById(user(request), params.id));
  serve(app, api.restoreVersion, async ({ params }, request) =>
    restoreVersion(user(request), params.a, params.b),
  );
  serve(app, api.activityLog, async ({ params }, request) =>
    activityLog(context(request), params.id),
  );

  // Review-link visitors log their views and downloads too: anonymous, checked by the key.
  serve(app, api.logView, async ({ params: { a, b, c } }, request, reply) => {
    await logView(context(request), a, b, c);
    return reply.code(204).send();
  });
  serve(app, api.logDownload, async ({ params: { a, b, c } }, request, reply) => {
    await logDownload(context(request), a, b, c);
    return reply.code(204).send();
  });
  serve(app, api.logUpdate, async ({ params: { a, b } }, request, reply) => {
    await logUpdate(context(request), a, b);
    return reply.code(204).send();
  });

  registerPlanStatusRoutes(app, context);
}
