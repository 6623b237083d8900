import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { CHECKUP_MANAGERS, zGuid } from '@portal/core';
import type { Database } from '../../db/schema';
import { parseInput } from '../../http/errors';
import { eventContext } from '../event/event-context';
import {
  processNow,
  seedGlobalShortCodes,
  sendFeedbackReminders,
  sendReportReminders,
  statusUpdatesNow,
} from './checkup-run.service';
import { CHECKUP_BASE } from './checkup.routes';

const zId = z.object({ id: zGuid });
/** {x} of the process calls: one checkup, or `all` of the brand (event admins). */
const zTarget = z.object({ x: z.union([z.literal('all'), zGuid]) });

/** tractionplancheckup area, what the jobs do, run by hand (docs/decisions.md). */
export function registerCheckupRunRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const managers = { config: { access: CHECKUP_MANAGERS } } as const;
  const ctx = (request: FastifyRequest) => eventContext(request, db);

  app.get(`${CHECKUP_BASE}/SendFeedbackReminders/:id`, managers, async (request) =>
    sendFeedbackReminders(await ctx(request), parseInput(zId, request.params).id),
  );

  app.get(`${CHECKUP_BASE}/SendReportReminders/:id`, managers, async (request) =>
    sendReportReminders(await ctx(request), parseInput(zId, request.params).id),
  );

  app.get(`${CHECKUP_BASE}/ProcessCheckups/:x`, managers, async (request) =>
    processNow(await ctx(request), parseInput(zTarget, request.params).x),
  );

  app.get(`${CHECKUP_BASE}/ProcessTractionPlanCheckupStatusUpdates/:x`, managers, async (request) =>
    statusUpdatesNow(await ctx(request), parseInput(zTarget, request.params).x),
  );

  app.get(
    `${CHECKUP_BASE}/SeedGlobalShortCodes`,
    { config: { access: 'developer' } },
    async (request) => seedGlobalShortCodes(await ctx(request), request.server.portal.config),
  );
}
