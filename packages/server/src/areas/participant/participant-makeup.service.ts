import {
  MakeupStatus,
  SchedulingType,
  type TMakeupOption,
  type TMakeupRequest,
  type TSchedulingLink,
} from '@portal/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import { HttpError, notFound } from '../../http/errors';
import { EVENT_TEMPLATE_CODES } from '../../mail/templates/event-templates';
import { queueTemplateMessage } from '../../mail/templates/template-mail';
import { eventMessageData } from '../event/event-checkin.service';
import type { EventContext } from '../event/event-context';
import { canManageEvent, isEventAdmin } from '../event/event.policy';
import { makeupOptionRows, schedulingLinkOf } from '../event/event-scheduling.service';
import { virtualLinkOf } from '../event/event-links';
import { eventAccess, participantCheckinPath } from '../event/event.service';
import { brandHas } from '../webconfig/webconfig.service';
import {
  findEvent,
  findEventsByIds,
  findParticipant,
  upsertParticipant,
  type EventRow,
  type ParticipantRow,
} from '../event/event.service';
import { PARTICIPANT_NOT_FOUND, isOwn } from './participant.service';
import {
  clearMakeupRequest,
  deleteUnattendedBooking,
  findMakeupBookingId,
  listMakeupRequests,
  markMakeupRequested,
  updateMakeupStatus,
} from './participant.store';

/**
 * Participant scheduling (feature participantScheduling): scheduling links and internal
 * make-up events (see docs/decisions.md, "Events: jobs, make-up events and the post-event
 * survey").
 */

export const MAKEUP_NOT_NEEDED = 'errors.participant.makeupNotNeeded';
export const MAKEUP_NOT_BOOKABLE = 'errors.participant.makeupNotBookable';
export const MAKEUP_COMPLETE = 'errors.participant.makeupComplete';

/** A make-up event offered; `linksOn`: the brand hands out links to join online. */
function presentOption(row: EventRow, linksOn: boolean): TMakeupOption {
  const d = row.details as Record<string, string | null | undefined>;
  return {
    eventId: row.id,
    description: d['description'] ?? null,
    eventTypeName: row.type_name,
    startDate: row.start_date?.toISOString() ?? null,
    endDate: row.end_date?.toISOString() ?? null,
    ianaLocationTimeZone: row.iana_time_zone,
    location: d['location'] ?? null,
    virtualConferenceUrl: virtualLinkOf(d, linksOn),
    trainer: d['trainer'] ?? null,
    seatsLeft: Math.max(0, row.max_students - row.participant_count),
  };
}

type Subject = { participant: ParticipantRow; event: EventRow; own: boolean; manages: boolean };

/** A registration that is the caller's own or of an event they manage (404 otherwise). */
async function subjectOf(ctx: EventContext, participantId: string): Promise<Subject> {
  const participant = await findParticipant(ctx.db, ctx.brand, participantId);
  const event = participant && (await findEvent(ctx.db, ctx.brand, participant.event_id));
  if (!participant || !event) throw notFound(PARTICIPANT_NOT_FOUND);
  const own = isOwn(ctx, participant);
  const manages = canManageEvent(ctx.actor, await eventAccess(ctx, event));
  if (!own && !manages) throw notFound(PARTICIPANT_NOT_FOUND);
  return { participant, event, own, manages };
}

/** GetSchedulingLink/{participantId} */
export async function schedulingLink(ctx: EventContext, id: string): Promise<TSchedulingLink> {
  const { participant, event } = await subjectOf(ctx, id);
  return schedulingLinkOf(event, participant, ctx.origin);
}

/** GetMakeupOptions/{participantId} */
export async function makeupOptions(ctx: EventContext, id: string): Promise<TMakeupOption[]> {
  const { event } = await subjectOf(ctx, id);
  const linksOn = await brandHas(ctx, 'virtualEvents');
  return (await makeupOptionRows(ctx.db, event, ctx.now)).map((row) => presentOption(row, linksOn));
}

const eventName = (row: EventRow | undefined) =>
  ((row?.details as Record<string, unknown> | undefined)?.['description'] as string | undefined) ||
  row?.type_name ||
  '';

/** Make-up requests presented with both events' names. */
export async function presentMakeupRequests(
  ctx: EventContext,
  rows: readonly ParticipantRow[],
): Promise<TMakeupRequest[]> {
  const ids = [...new Set(rows.flatMap((r) => [r.event_id, r.makeup_event_id ?? r.event_id]))];
  const events = new Map((await findEventsByIds(ctx.db, ctx.brand, ids)).map((e) => [e.id, e]));
  const managed = new Map<string, boolean>();
  for (const event of events.values()) {
    managed.set(event.id, canManageEvent(ctx.actor, await eventAccess(ctx, event)));
  }
  const bookings = await makeupRegistrations(ctx.db, rows);
  return rows.flatMap((r) => {
    const missed = events.get(r.event_id);
    const makeup = r.makeup_event_id ? events.get(r.makeup_event_id) : undefined;
    if (!missed || !makeup || !r.makeup_status) return [];
    return [
      {
        participantId: r.id,
        firstName: r.first_name,
        lastName: r.last_name,
        email: r.email,
        userAccountId: r.user_account_id,
        eventId: missed.id,
        eventName: eventName(missed),
        eventStartDate: missed.start_date?.toISOString() ?? null,
        makeupEventId: makeup.id,
        makeupEventName: eventName(makeup),
        makeupStartDate: makeup.start_date?.toISOString() ?? null,
        makeupIanaLocationTimeZone: makeup.iana_time_zone,
        makeupParticipantId: bookings.get(r.id) ?? null,
        status: r.makeup_status as MakeupStatus,
        schedulingType: (r.scheduling_type as SchedulingType) ?? SchedulingType.InternalMakeupEvent,
        requestedUTC: r.makeup_requested_at?.toISOString() ?? null,
        completedUTC: r.makeup_completed_at?.toISOString() ?? null,
        canManage: managed.get(missed.id) === true,
      },
    ];
  });
}

/** Each request's registration in its make-up event (same person by e-mail). */
async function makeupRegistrations(db: Kysely<Database>, rows: readonly ParticipantRow[]) {
  const map = new Map<string, string>();
  for (const r of rows) {
    if (!r.makeup_event_id) continue;
    const bookingId = await findMakeupBookingId(db, r.makeup_event_id, r.email);
    if (bookingId) map.set(r.id, bookingId);
  }
  return map;
}

async function requestOf(ctx: EventContext, id: string): Promise<TMakeupRequest> {
  const row = await findParticipant(ctx.db, ctx.brand, id);
  const [request] = row ? await presentMakeupRequests(ctx, [row]) : [];
  if (!request) throw notFound(PARTICIPANT_NOT_FOUND);
  return request;
}

/** Removes the registration of a make-up not attended (a changed or cancelled booking). */
async function dropBooking(db: Kysely<Database>, p: ParticipantRow): Promise<void> {
  if (!p.makeup_event_id) return;
  await deleteUnattendedBooking(db, p.makeup_event_id, p.email);
}

/**
 * RequestMakeup/{participantId}: books another event of the same type for a registration not
 * attended: the person is registered there, the request is pending, and they get an e-mail.
 * Booking again replaces a pending booking.
 */
export async function requestMakeup(
  ctx: EventContext,
  id: string,
  makeupEventId: string,
): Promise<TMakeupRequest> {
  const { participant, event } = await subjectOf(ctx, id);
  if (participant.checked_in_at) throw new HttpError(422, MAKEUP_NOT_NEEDED);
  if (participant.makeup_status === MakeupStatus.Complete)
    throw new HttpError(422, MAKEUP_COMPLETE);
  const target = (await makeupOptionRows(ctx.db, event, ctx.now)).find(
    (e) => e.id === makeupEventId,
  );
  if (!target) throw new HttpError(422, MAKEUP_NOT_BOOKABLE);
  await ctx.db.transaction().execute(async (trx) => {
    if (participant.makeup_event_id !== target.id) await dropBooking(trx, participant);
    const { row: booking } = await upsertParticipant(
      trx,
      ctx.brand,
      {
        eventId: target.id,
        userAccountId: participant.user_account_id,
        email: participant.email,
        firstName: participant.first_name,
        lastName: participant.last_name,
        details: participant.details as Record<string, unknown>,
      },
      ctx.now,
    );
    await markMakeupRequested(trx, participant.id, target.id, ctx.now);
    await queueTemplateMessage(trx, ctx.brand, EVENT_TEMPLATE_CODES.makeupBooked, {
      to: participant.email,
      origin: ctx.origin,
      data: {
        ...eventMessageData(
          target,
          participant,
          `${ctx.origin}${participantCheckinPath(booking.id)}`,
        ),
        missedEventName: eventName(event),
      },
      entityType: 'Participant',
      entityId: participant.id,
      entityType2: 'TrainingEvent',
      entityId2: target.id,
      ...(participant.user_account_id ? { userAccountId: participant.user_account_id } : {}),
    });
  });
  return requestOf(ctx, participant.id);
}

/** CancelMakeup/{participantId}: withdraws a pending booking; false when there is none. */
export async function cancelMakeup(ctx: EventContext, id: string): Promise<boolean> {
  const { participant } = await subjectOf(ctx, id);
  if (!participant.makeup_status) return false;
  if (participant.makeup_status === MakeupStatus.Complete)
    throw new HttpError(422, MAKEUP_COMPLETE);
  await ctx.db.transaction().execute(async (trx) => {
    await dropBooking(trx, participant);
    await clearMakeupRequest(trx, participant.id, ctx.now);
  });
  return true;
}

/** SetMakeupStatus/{participantId}/{status}: the missed event's managers decide. */
export async function setMakeupStatus(
  ctx: EventContext,
  id: string,
  status: MakeupStatus,
): Promise<TMakeupRequest> {
  const { participant, manages } = await subjectOf(ctx, id);
  if (!manages) throw new HttpError(403, NOT_AUTHORIZED);
  if (!participant.makeup_event_id) throw notFound('errors.participant.noMakeup');
  await updateMakeupStatus(ctx.db, participant.id, status, ctx.now);
  return requestOf(ctx, participant.id);
}

/**
 * GetMakeupRequests?eventId=&status=: the requests whose missed or make-up event the caller
 * manages (event admins: the brand's), newest first.
 */
export async function makeupRequests(
  ctx: EventContext,
  query: { eventId?: string | undefined; status?: MakeupStatus | undefined },
): Promise<TMakeupRequest[]> {
  const rows = await listMakeupRequests(ctx.db, ctx.brand, query);
  const presented = await presentMakeupRequests(ctx, rows);
  if (isEventAdmin(ctx.actor)) return presented;
  const makeupManaged = new Set<string>();
  for (const id of new Set(presented.map((r) => r.makeupEventId))) {
    const event = await findEvent(ctx.db, ctx.brand, id);
    if (event && canManageEvent(ctx.actor, await eventAccess(ctx, event))) makeupManaged.add(id);
  }
  return presented.filter((r) => r.canManage || makeupManaged.has(r.makeupEventId));
}
