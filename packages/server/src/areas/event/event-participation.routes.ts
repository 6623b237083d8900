import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { eventApi, isValidGuid } from '@portal/core';
import type { Database } from '../../db/schema';
import { serve } from '../../http/serve';
import { findRegistration } from './event-participants.store';
import { checkinRefusalOf } from './event-checkin.service';
import { eventContext, type EventContext } from './event-context';
import { canManageEvent } from './event.policy';
import { eventAccess } from './event.service';
import { findEvent } from './event.store';
import { upcomingEvents } from './event-queries.service';

/**
 * Whether a person is registered or checked in: about oneself, or by the event's managers
 * about anyone of it. Anything else (unknown ids, another's question) answers false.
 */
async function registrationState(
  ctx: EventContext,
  eventId: string,
  userAccountId: string,
): Promise<{ registered: boolean; checkedIn: boolean }> {
  const none = { registered: false, checkedIn: false };
  const event = await findEvent(ctx.db, ctx.brand, eventId);
  if (!event) return none;
  const self = ctx.actor.userAccountId === userAccountId;
  if (!self && !canManageEvent(ctx.actor, await eventAccess(ctx, event))) return none;
  const row = await findRegistration(ctx.db, event.id, {
    userAccountId,
    email: self ? ctx.actor.verifiedEmail : null,
  });
  return { registered: row !== undefined, checkedIn: row?.checked_in_at != null };
}

/** The participation calls of the event area: asking whether one is registered or checked in. */
export function registerEventParticipationRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const ctx = (request: FastifyRequest) => eventContext(request, db);

  // Failures answer false (error catalogue): malformed ids included.
  for (const [endpoint, key] of [
    [eventApi.isRegistered, 'registered'],
    [eventApi.isCheckedIn, 'checkedIn'],
  ] as const) {
    serve(app, endpoint, async ({ params: { a, b } }, request) => {
      if (!isValidGuid(a) || !isValidGuid(b)) return false;
      try {
        return (await registrationState(await ctx(request), a, b))[key];
      } catch (error) {
        request.log.error({ err: error }, `${endpoint.path} failed`);
        return false;
      }
    });
  }

  serve(app, eventApi.isCheckinAvailable, async ({ params }, request) => {
    if (!isValidGuid(params.id)) return false;
    const context = await ctx(request);
    const event = await findEvent(context.db, context.brand, params.id);
    return event !== undefined && checkinRefusalOf(event, context.now) === null;
  });

  serve(app, eventApi.upcoming, async ({ params }, request) =>
    upcomingEvents(await ctx(request), params),
  );
}
