import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { MOVE_REFUSAL_MESSAGES, eventApi, planMove, type TMovePreview } from '@portal/core';
import type { Database } from '../../db/schema';
import { serve } from '../../http/serve';
import {
  findParticipantsByIds,
  moveParticipants,
  participantsOfEvents,
} from './event-participants.store';
import { eventContext, type EventContext } from './event-context';
import { manageableEvent } from './event.service';
import type { EventRow } from './event.store';

const facts = (row: EventRow) => ({
  id: row.id,
  eventTypeId: row.event_type_id,
  archived: row.archived,
  maxStudents: row.max_students,
  participantCount: row.participant_count,
});

/** What a move would do: one rule (core's planMove) for the preview and the move. */
async function preview(
  ctx: EventContext,
  fromId: string,
  toId: string,
  participantIds: readonly string[],
): Promise<TMovePreview> {
  const [source, target] = [await manageableEvent(ctx, fromId), await manageableEvent(ctx, toId)];
  const candidates = await findParticipantsByIds(ctx.db, ctx.brand, participantIds);
  const plan = planMove({
    source: facts(source),
    target: facts(target),
    participantIds,
    candidates: candidates.map((c) => ({
      participantId: c.id,
      eventId: c.event_id,
      userAccountId: c.user_account_id,
      email: c.email,
      checkedIn: c.checked_in_at !== null,
    })),
    targetParticipants: (await participantsOfEvents(ctx.db, [target.id])).map((p) => ({
      userAccountId: p.user_account_id,
      email: p.email,
    })),
  });
  const byId = new Map(candidates.map((c) => [c.id, c]));
  return {
    fromEventId: source.id,
    toEventId: target.id,
    lines: plan.lines.map((line) => {
      const c = byId.get(line.participantId);
      return {
        participantId: line.participantId,
        firstName: c?.first_name ?? null,
        lastName: c?.last_name ?? null,
        email: c?.email ?? null,
        willMove: line.refusal === null,
        reason: line.refusal ? MOVE_REFUSAL_MESSAGES[line.refusal] : null,
        carriesCheckin: line.carriesCheckin,
      };
    }),
    moving: plan.moving,
    targetCountAfter: plan.targetCountAfter,
    targetMaxStudents: target.max_students,
    overCapacity: plan.overCapacity,
  };
}

/**
 * Moving participants (feature moveParticipant, the events' managers): ValidateMoveParticipants/
 * {from}/{to} shows what would change; MoveParticipants/{to} moves them with their records
 * (check-in, invite, scheduling state, survey answers stay with the participant row).
 */
export function registerEventMoveRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const ctx = async (request: FastifyRequest) => eventContext(request, db);

  serve(app, eventApi.validateMove, async ({ params, body }, request) =>
    preview(await ctx(request), params.a, params.b, body.participantIds),
  );

  serve(app, eventApi.move, async ({ params: { id }, body: input }, request) => {
    const context = await ctx(request);
    const plan = await preview(context, input.fromEventId, id, input.participantIds);
    const moving = plan.lines.filter((l) => l.willMove).map((l) => l.participantId);
    if (moving.length > 0) {
      await moveParticipants(db, moving, input.fromEventId, id, context.now);
    }
    return { ...plan, moved: moving.length };
  });
}
