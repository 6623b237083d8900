import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { tractionPlanCheckupApi } from '@portal/core';
import type { Database } from '../../db/schema';
import { serve } from '../../http/serve';
import { eventContext } from '../event/event-context';
import {
  checkupOfEvent,
  checkupsBy,
  deleteAllByCheckupId,
  saveCheckup,
  setActive,
  setStage,
  updateFeedbackStatus,
} from './checkup.service';

/**
 * tractionplancheckup area, the checkup itself (docs/decisions.md, "Checkups: stages,
 * transitions and notifications"): its readers are those who read the event's participants,
 * its managers the event's, every checkup reached through its event's policy.
 */
export function registerCheckupRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const ctx = (request: FastifyRequest) => eventContext(request, db);
  const api = tractionPlanCheckupApi;

  serve(app, api.save, async ({ body }, request) => saveCheckup(await ctx(request), body));
  serve(app, api.setStage, async ({ params }, request) =>
    setStage(await ctx(request), params.a, params.b),
  );
  serve(app, api.setActive, async ({ params }, request) =>
    setActive(await ctx(request), params.a, params.b),
  );
  serve(app, api.updateFeedbackStatus, async ({ params, body }, request) =>
    updateFeedbackStatus(await ctx(request), params.id, body),
  );
  serve(app, api.byEventId, async ({ params }, request) =>
    checkupOfEvent(await ctx(request), params.id),
  );
  serve(app, api.byEventIds, async ({ body }, request) =>
    checkupsBy(await ctx(request), { eventIds: body }),
  );
  serve(app, api.byIds, async ({ body }, request) => checkupsBy(await ctx(request), { ids: body }));
  serve(app, api.deleteAll, async ({ params }, request) =>
    deleteAllByCheckupId(await ctx(request), params.id),
  );
}
