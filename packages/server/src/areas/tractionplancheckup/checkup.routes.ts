import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  CHECKUP_MANAGERS,
  CHECKUP_STAFF,
  ZCheckupFeedbackStatusUpdate,
  ZCheckupIdList,
  ZCheckupSave,
  ZCheckupStageParam,
  zFlag,
  zGuid,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { parseInput } from '../../http/errors';
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

export const CHECKUP_BASE = '/api/tractionplancheckup';
const zId = z.object({ id: zGuid });

/**
 * tractionplancheckup area, the checkup itself (docs/decisions.md, "Checkups: stages,
 * transitions and notifications"): its readers are those who read the event's participants,
 * its managers the event's, every checkup reached through its event's policy.
 */
export function registerCheckupRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const staff = { config: { access: CHECKUP_STAFF } } as const;
  const managers = { config: { access: CHECKUP_MANAGERS } } as const;
  const ctx = (request: FastifyRequest) => eventContext(request, db);

  app.post(`${CHECKUP_BASE}/save`, managers, async (request) =>
    saveCheckup(await ctx(request), parseInput(ZCheckupSave, request.body)),
  );

  app.post(`${CHECKUP_BASE}/setStage/:a/:b`, managers, async (request) => {
    const { a, b } = parseInput(z.object({ a: zGuid, b: ZCheckupStageParam }), request.params);
    return setStage(await ctx(request), a, b);
  });

  app.post(`${CHECKUP_BASE}/setActive/:a/:b`, managers, async (request) => {
    const { a, b } = parseInput(z.object({ a: zGuid, b: zFlag }), request.params);
    return setActive(await ctx(request), a, b);
  });

  app.post(`${CHECKUP_BASE}/updateCheckupFeedbackStatus/:id`, managers, async (request) => {
    const { id } = parseInput(zId, request.params);
    const body = parseInput(ZCheckupFeedbackStatusUpdate, request.body);
    return updateFeedbackStatus(await ctx(request), id, body);
  });

  app.get(`${CHECKUP_BASE}/GetByEventId/:id`, staff, async (request) =>
    checkupOfEvent(await ctx(request), parseInput(zId, request.params).id),
  );

  app.post(`${CHECKUP_BASE}/GetByEventIds`, staff, async (request) =>
    checkupsBy(await ctx(request), { eventIds: parseInput(ZCheckupIdList, request.body) }),
  );

  app.post(`${CHECKUP_BASE}/GetByIds`, staff, async (request) =>
    checkupsBy(await ctx(request), { ids: parseInput(ZCheckupIdList, request.body) }),
  );

  app.delete(
    `${CHECKUP_BASE}/DeleteAllByCheckupId/:id`,
    { config: { access: 'eventAdmin' } },
    async (request) => deleteAllByCheckupId(await ctx(request), parseInput(zId, request.params).id),
  );
}
