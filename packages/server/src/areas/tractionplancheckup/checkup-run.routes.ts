import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { tractionPlanCheckupApi } from '@portal/core';
import type { Database } from '../../db/schema';
import { serve } from '../../http/serve';
import { eventContext } from '../event/event-context';
import {
  processNow,
  seedGlobalShortCodes,
  sendFeedbackReminders,
  sendReportReminders,
  statusUpdatesNow,
} from './checkup-run.service';

/** tractionplancheckup area, what the jobs do, run by hand (docs/decisions.md). */
export function registerCheckupRunRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const ctx = (request: FastifyRequest) => eventContext(request, db);
  const api = tractionPlanCheckupApi;

  serve(app, api.sendFeedbackReminders, async ({ params }, request) =>
    sendFeedbackReminders(await ctx(request), params.id),
  );
  serve(app, api.sendReportReminders, async ({ params }, request) =>
    sendReportReminders(await ctx(request), params.id),
  );
  serve(app, api.processCheckups, async ({ params }, request) =>
    processNow(await ctx(request), params.x),
  );
  serve(app, api.statusUpdates, async ({ params }, request) =>
    statusUpdatesNow(await ctx(request), params.x),
  );
  serve(app, api.seedGlobalShortCodes, async (_input, request) =>
    seedGlobalShortCodes(await ctx(request), request.server.portal.config),
  );
}
