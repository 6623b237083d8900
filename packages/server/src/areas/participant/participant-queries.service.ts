import {
  type PagedResult,
  type TParticipant,
  type TParticipantEmail,
  type TParticipantWithEvent,
  type ZParticipantSearch,
  type ZScheduledParams,
} from '@portal/core';
import type { z } from 'zod';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import { HttpError, notFound } from '../../http/errors';
import { pageWindow } from '../../db/query-helpers';
import type { EventContext } from '../event/event-context';
import { canReadParticipants, readsAllEvents } from '../event/event.policy';
import { EVENT_NOT_FOUND, eventAccess } from '../event/event.service';
import { findEvent, findEventsByIds, participantsOfEvents } from '../event/event.service';
import { brandHas } from '../webconfig/webconfig.service';
import { presentReadableParticipants, withEvent } from './participant.service';
import {
  findRegistrationOfBrand,
  participantEmailsOfEventType,
  participantsOfAccount,
  participantsOfBrandByIds,
  searchEventParticipants,
} from './participant.store';

/** GET participant (root): one event's participants, paged (those who may read its list). */
export async function searchParticipants(
  ctx: EventContext,
  q: z.output<typeof ZParticipantSearch>,
): Promise<PagedResult<TParticipant>> {
  const event = await findEvent(ctx.db, ctx.brand, q.eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  if (!canReadParticipants(ctx.actor, await eventAccess(ctx, event)))
    throw new HttpError(403, NOT_AUTHORIZED);
  const { count, rows } = await searchEventParticipants(ctx.db, event.id, q, pageWindow(q));
  return {
    count,
    data: await presentReadableParticipants(ctx, rows),
    sortProperty: q.sortProperty,
    sortAscending: q.sortAscending,
  };
}

export async function participantsByIds(
  ctx: EventContext,
  ids: readonly string[],
): Promise<TParticipant[]> {
  if (ids.length === 0) return [];
  return presentReadableParticipants(ctx, await participantsOfBrandByIds(ctx.db, ctx.brand, ids));
}

export async function participantsByEventIds(
  ctx: EventContext,
  ids: readonly string[],
): Promise<TParticipant[]> {
  const events = await findEventsByIds(ctx.db, ctx.brand, ids);
  return presentReadableParticipants(
    ctx,
    await participantsOfEvents(
      ctx.db,
      events.map((e) => e.id),
    ),
  );
}

/** Only the person themselves, and staff who read every event, list a person's registrations. */
function requireSelfOrStaff(ctx: EventContext, userAccountId: string): void {
  if (ctx.actor.userAccountId !== userAccountId && !readsAllEvents(ctx.actor)) {
    throw new HttpError(403, NOT_AUTHORIZED);
  }
}

/** The person's registrations with their events, soonest first (myevents). */
export async function registrationsWithEvents(
  ctx: EventContext,
  userAccountId: string,
): Promise<TParticipantWithEvent[]> {
  requireSelfOrStaff(ctx, userAccountId);
  const rows = await participantsOfAccount(ctx.db, ctx.brand, userAccountId);
  const events = new Map(
    (await findEventsByIds(ctx.db, ctx.brand, [...new Set(rows.map((r) => r.event_id))])).map(
      (e) => [e.id, e],
    ),
  );
  const presented = await presentReadableParticipants(ctx, rows);
  const linksOn = await brandHas(ctx, 'virtualEvents');
  return presented
    .flatMap((p) => {
      const event = events.get(p.eventId);
      return event ? [withEvent(p, event, linksOn)] : [];
    })
    .sort((a, b) => (a.event.startDate ?? '9999').localeCompare(b.event.startDate ?? '9999'));
}

/**
 * getMostRecentParticipantsByUaIdThatHaveStartedForEachEventType/{userAccountId}: per event
 * type, the person's registration of the latest event that has started.
 */
export async function mostRecentStartedPerType(
  ctx: EventContext,
  userAccountId: string,
): Promise<TParticipantWithEvent[]> {
  const all = await registrationsWithEvents(ctx, userAccountId);
  const latest = new Map<string, TParticipantWithEvent>();
  for (const p of all) {
    if (!p.event.startDate || new Date(p.event.startDate) > ctx.now) continue;
    const current = latest.get(p.event.eventTypeId);
    if (!current || (current.event.startDate ?? '') < p.event.startDate)
      latest.set(p.event.eventTypeId, p);
  }
  return [...latest.values()];
}

/**
 * GetScheduledByUserAccountIdAndCategory/{userAccountId}/{category}/{status}/{days}: the
 * person's registrations for events of a catalog category starting within the next days,
 * narrowed by make-up status (pending, complete, or all).
 */
export async function scheduledByCategory(
  ctx: EventContext,
  params: z.output<typeof ZScheduledParams>,
): Promise<TParticipantWithEvent[]> {
  const until = ctx.now.getTime() + params.d * 86_400_000;
  return (await registrationsWithEvents(ctx, params.a)).filter(
    (p) =>
      (p.event.category ?? '').toLowerCase() === params.b.toLowerCase() &&
      (params.c === 'all' || p.makeupStatus === params.c) &&
      p.event.startDate !== null &&
      new Date(p.event.startDate).getTime() <= until &&
      new Date(p.event.endDate ?? p.event.startDate).getTime() >= ctx.now.getTime(),
  );
}

/** GetEmailsByEventType/{eventTypeId}/{checkedInOnly}: addresses of the type's participants (event admins). */
export async function emailsByEventType(
  ctx: EventContext,
  eventTypeId: string,
  checkedInOnly: boolean,
): Promise<TParticipantEmail[]> {
  const rows = await participantEmailsOfEventType(ctx.db, ctx.brand, eventTypeId, checkedInOnly);
  return rows.map((r) => ({
    email: r.email,
    userAccountId: r.user_account_id,
    eventId: r.event_id,
  }));
}

/** GetByEventEmailUserAccountId/{eventId}/{email}/{userAccountId}: a person's registration for an event, or null. */
export async function registrationOf(
  ctx: EventContext,
  eventId: string,
  email: string,
  userAccountId: string | null,
): Promise<TParticipant | null> {
  const rows = await findRegistrationOfBrand(ctx.db, ctx.brand, eventId, email, userAccountId);
  const [found] = await presentReadableParticipants(ctx, rows);
  return found ?? null;
}
