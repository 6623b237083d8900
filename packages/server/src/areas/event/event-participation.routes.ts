import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ANY, ZUpcomingEventsParams, isValidGuid, zFlag, zGuid } from '@portal/core';
import type { Database } from '../../db/schema';
import { parseInput } from '../../http/errors';
import { selfRegister } from '../participant/participant.service';
import { findRegistration } from '../participant/participant.service';
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

const zPair = z.object({ a: z.string().max(100), b: z.string().max(100) });

/** The participation calls of the event area: registering oneself and asking about it. */
export function registerEventParticipationRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const signedIn = { config: { access: ANY } } as const;
  const ctx = (request: FastifyRequest) => eventContext(request, db);

  app.get('/api/event/SelfRegister/:id/:flag', signedIn, async (request) => {
    const { id, flag } = parseInput(z.object({ id: zGuid, flag: zFlag }), request.params);
    return selfRegister(await ctx(request), id, flag);
  });

  // Failures answer false (error catalogue): malformed ids included.
  for (const [path, key] of [
    ['isRegistered', 'registered'],
    ['isCheckedIn', 'checkedIn'],
  ] as const) {
    app.get(`/api/event/${path}/:a/:b`, signedIn, async (request) => {
      const { a, b } = parseInput(zPair, request.params);
      if (!isValidGuid(a) || !isValidGuid(b)) return false;
      try {
        return (await registrationState(await ctx(request), a, b))[key];
      } catch (error) {
        request.log.error({ err: error }, `${path} failed`);
        return false;
      }
    });
  }

  app.get<{ Params: { id: string } }>(
    '/api/event/isCheckinAvailable/:id',
    signedIn,
    async (request) => {
      if (!isValidGuid(request.params.id)) return false;
      const context = await ctx(request);
      const event = await findEvent(context.db, context.brand, request.params.id);
      return event !== undefined && checkinRefusalOf(event, context.now) === null;
    },
  );

  app.get(
    '/api/event/GetUpcomingEventsByUserAccountIdAndType/:a/:b/:c',
    signedIn,
    async (request) =>
      upcomingEvents(await ctx(request), parseInput(ZUpcomingEventsParams, request.params)),
  );
}
