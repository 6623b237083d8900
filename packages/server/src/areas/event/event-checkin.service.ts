import {
  CHECKIN_MESSAGES,
  ZCheckinRequest,
  checkinAvailability,
  isWellFormedEventCode,
  normalizeEventCode,
  type TCheckinEvent,
  type TCheckinResult,
  type TEventCodeValidation,
} from '@portal/core';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { findTemplate, queueTemplateMessage } from '../../mail/templates/template-mail';
import { EVENT_TEMPLATE_CODES } from '../../mail/templates/event-templates';
import { emitWebhookEvent } from '../webhooks/webhook-events';
import {
  checkedInCount,
  completeAttendedMakeups,
  findParticipant,
  findRegistration,
  markCheckedIn,
  upsertParticipant,
  type ParticipantRow,
} from './event-participants.store';
import { markProfileCheckedIn } from '../profile-participant/participant.service';
import { brandHas } from '../webconfig/webconfig.service';
import { releaseDueReports } from '../profile-report/report-release.service';
import type { EventContext } from './event-context';
import { canManageEvent } from './event.policy';
import { virtualLinkOf } from './event-links';
import { eventAccess } from './event.service';
import { findEvent, type EventRow } from './event.store';
import { findEventIdByCode, heldReportIds, staffUserIds } from './event-checkin.store';

type CheckinRequest = z.output<typeof ZCheckinRequest>;

export const INVALID_EVENT_CODE = 'The event code is not valid.';
const NOT_YOURS = 'This registration is not yours: ask your trainer to check you in.';

/** Catalog facts of an event row that check-in reads. */
export function typeFlags(row: EventRow) {
  const d = row.type_details as Record<string, unknown>;
  return {
    disableCheckin: d['disableCheckin'] === true,
    useStrictCheckinRules: d['useStrictCheckinRules'] === true,
    disableCheckInEmail: d['disableCheckInEmail'] === true,
    checkedInTemplateId:
      typeof d['checkedInTemplateId'] === 'string' ? d['checkedInTemplateId'] : null,
    checkedInTitle: typeof d['checkedInTitle'] === 'string' ? d['checkedInTitle'] : null,
    checkedInRedirect: typeof d['checkedInRedirect'] === 'string' ? d['checkedInRedirect'] : null,
  };
}

/** Why check-in is closed now (a message), or null when it is open. */
export function checkinRefusalOf(row: EventRow, now: Date): string | null {
  const refusal = checkinAvailability(
    {
      startDate: row.start_date,
      endDate: row.end_date,
      timeZone: row.iana_time_zone,
      archived: row.archived,
      ...typeFlags(row),
    },
    now,
  );
  return refusal ? CHECKIN_MESSAGES[refusal] : null;
}

async function findEventByCode(db: Kysely<Database>, ctx: EventContext, input: string) {
  const code = normalizeEventCode(input);
  if (!isWellFormedEventCode(code)) return undefined;
  const id = await findEventIdByCode(db, ctx.brand, code);
  return id ? findEvent(db, ctx.brand, id) : undefined;
}

/** GetCheckinEventByCode/{code}: what the check-in page shows; never other participants. */
export async function checkinEventByCode(
  ctx: EventContext,
  code: string,
): Promise<TCheckinEvent | null> {
  const row = await findEventByCode(ctx.db, ctx, code);
  return row ? presentCheckinEvent(ctx, row) : null;
}

export async function presentCheckinEvent(
  ctx: EventContext,
  row: EventRow,
): Promise<TCheckinEvent> {
  const d = row.details as Record<string, string | null | undefined>;
  const flags = typeFlags(row);
  const refusal = checkinRefusalOf(row, ctx.now);
  const mine = await findRegistration(ctx.db, row.id, {
    userAccountId: ctx.actor.userAccountId,
    email: ctx.actor.verifiedEmail,
  });
  return {
    id: row.id,
    description: d['description'] ?? null,
    location: d['location'] ?? null,
    startDate: row.start_date?.toISOString() ?? null,
    endDate: row.end_date?.toISOString() ?? null,
    ianaLocationTimeZone: row.iana_time_zone,
    locationTimeZone: d['locationTimeZone'] ?? null,
    trainer: d['trainer'] ?? null,
    virtualConferenceUrl: virtualLinkOf(d, await brandHas(ctx, 'virtualEvents')),
    eventTypeName: row.type_name,
    checkedInTitle: flags.checkedInTitle,
    checkedInRedirect: flags.checkedInRedirect,
    checkinAvailable: refusal === null,
    checkinMessage: refusal,
    isRegistered: mine !== undefined,
    isCheckedIn: mine?.checked_in_at != null,
  };
}

/** ValidateEventCode/{code}: whether a code names an event of the brand open for check-in. */
export async function validateEventCode(
  ctx: EventContext,
  code: string,
): Promise<TEventCodeValidation> {
  const row = await findEventByCode(ctx.db, ctx, code);
  if (!row)
    return { valid: false, eventId: null, checkinAvailable: false, message: INVALID_EVENT_CODE };
  const refusal = checkinRefusalOf(row, ctx.now);
  return { valid: true, eventId: row.id, checkinAvailable: refusal === null, message: refusal };
}

const refused = (message: string, count = 0): TCheckinResult => ({
  checkedIn: false,
  participantId: null,
  alreadyCheckedIn: false,
  computedCheckedInCount: count,
  checkedInTitle: null,
  checkedInRedirect: null,
  message,
});

/** The registration to check in, or a refusal message. */
async function registrationToCheckIn(
  ctx: EventContext,
  row: EventRow,
  request: CheckinRequest,
  manages: boolean,
): Promise<ParticipantRow | string> {
  const self = { userAccountId: ctx.actor.userAccountId, email: ctx.actor.verifiedEmail };
  if (request.participantId) {
    const found = await findParticipant(ctx.db, ctx.brand, request.participantId);
    if (!found || found.event_id !== row.id) return 'No such registration for this event.';
    const own =
      (self.userAccountId !== null && found.user_account_id === self.userAccountId) ||
      (self.email !== null && found.email === self.email);
    return manages || own ? found : NOT_YOURS;
  }
  const existing = await findRegistration(ctx.db, row.id, self);
  if (existing) return existing;
  // A walk-in: registered as they check in, with the caller's own sign-in address.
  const attendant = request.attendant;
  if (!attendant?.firstName || !attendant.lastName) {
    return 'You are not registered for this event: give your first and last name to check in.';
  }
  const { firstName, lastName, email: _ignored, ...details } = attendant;
  void _ignored;
  const { row: created } = await upsertParticipant(
    ctx.db,
    ctx.brand,
    {
      eventId: row.id,
      userAccountId: self.userAccountId,
      email: ctx.actor.email,
      firstName,
      lastName,
      details,
    },
    ctx.now,
  );
  return created;
}

/**
 * Trainers and the planner see the count rise live on their event screen, where the brand shows
 * attendance (`eventAttendance`).
 */
async function pushCount(ctx: EventContext, row: EventRow, count: number): Promise<void> {
  if (!(await brandHas(ctx, 'eventAttendance'))) return;
  const emails = [row.trainer_email, row.trainer2_email].filter((e): e is string => e !== null);
  const users = await staffUserIds(ctx.db, emails, row.planner_user_account_id);
  await Promise.all(
    users.map((u) =>
      ctx.hub.send({
        to: { userId: u.id, brand: ctx.brand },
        event: { name: 'EventCheckedInCount', eventId: row.id, computedCheckedInCount: count },
      }),
    ),
  );
}

/**
 * checkin/{eventId}: checks a person in. Self check-in needs the event's code (or the caller's
 * own registration id, from their QR code) and an open check-in; the event's trainers and
 * admins check anyone of it in by participant id at any time unless the catalog disables it.
 */
export async function checkIn(
  ctx: EventContext,
  eventId: string,
  request: CheckinRequest,
): Promise<TCheckinResult> {
  const row = await findEvent(ctx.db, ctx.brand, eventId);
  if (!row) return refused('No event of this brand has this id.');
  const manages = canManageEvent(ctx.actor, await eventAccess(ctx, row));
  const flags = typeFlags(row);
  const refusal = checkinRefusalOf(row, ctx.now);
  if (flags.disableCheckin || (refusal && !manages)) {
    return refused(refusal ?? CHECKIN_MESSAGES.disabled, row.checked_in_count);
  }
  const ownQr = request.participantId !== undefined && !request.eventCode;
  if (!manages && !ownQr && normalizeEventCode(request.eventCode ?? '') !== row.event_code) {
    return refused(INVALID_EVENT_CODE, row.checked_in_count);
  }
  const participant = await registrationToCheckIn(ctx, row, request, manages);
  if (typeof participant === 'string') return refused(participant, row.checked_in_count);
  const template = flags.disableCheckInEmail
    ? null
    : await templateCodeOr(ctx, flags.checkedInTemplateId, EVENT_TEMPLATE_CODES.checkedIn);
  const includesProfile = (row.details as Record<string, unknown>)['includeProfile'] === true;
  let profileParticipantIds: string[] = [];
  const changed = await ctx.db.transaction().execute(async (trx) => {
    if (!(await markCheckedIn(trx, participant.id, ctx.now))) return false;
    await completeAttendedMakeups(trx, row.id, ctx.now);
    if (includesProfile && participant.user_account_id) {
      profileParticipantIds = await markProfileCheckedIn(
        trx,
        ctx.brand,
        participant.user_account_id,
        ctx.now,
      );
    }
    await emitWebhookEvent(trx, ctx.brand, 'participant.checked-in', {
      eventId: row.id,
      participantId: participant.id,
      userAccountId: participant.user_account_id,
      checkedInUTC: ctx.now.toISOString(),
    });
    if (template) {
      await queueTemplateMessage(trx, ctx.brand, template, {
        to: participant.email,
        data: eventMessageData(row, participant, `${ctx.origin}/myevents`),
        origin: ctx.origin,
        entityId: participant.id,
        entityType: 'Participant',
        entityId2: row.id,
        entityType2: 'TrainingEvent',
        ...(participant.user_account_id ? { userAccountId: participant.user_account_id } : {}),
      });
    }
    return true;
  });
  const count = await checkedInCount(ctx.db, row.id);
  if (changed) await pushCount(ctx, row, count);
  if (profileParticipantIds.length > 0) await releaseReportsOf(ctx, profileParticipantIds);
  return {
    checkedIn: true,
    participantId: participant.id,
    alreadyCheckedIn: !changed,
    computedCheckedInCount: count,
    checkedInTitle: flags.checkedInTitle,
    checkedInRedirect: flags.checkedInRedirect,
    message: null,
  };
}

/**
 * Reports of the 360s that waited for this check-in are released now (the release job e-mails
 * their participants on its next run).
 */
async function releaseReportsOf(ctx: EventContext, participantIds: string[]): Promise<void> {
  const reports = await heldReportIds(ctx.db, participantIds);
  if (reports.length === 0) return;
  await releaseDueReports(
    ctx.db,
    ctx.brand,
    ctx.now,
    reports.map((r) => r.id),
  );
}

/** The catalog's own template when it exists, else the built-in one (a typo never blocks). */
export async function templateCodeOr(
  ctx: Pick<EventContext, 'db' | 'brand'>,
  code: string | null,
  fallback: string,
): Promise<string> {
  return code && (await findTemplate(ctx.db, ctx.brand, code)) ? code : fallback;
}

/** The placeholders every event message fills. */
export function eventMessageData(
  row: EventRow,
  participant: { first_name: string },
  link: string,
): Record<string, unknown> {
  const d = row.details as Record<string, string | null | undefined>;
  return {
    firstName: participant.first_name,
    eventName: d['description'] || row.type_name,
    startDate: (row.start_date ?? row.created_at).toISOString(),
    timeZone: d['locationTimeZone'] || row.iana_time_zone,
    location: d['location'] || d['virtualConferenceUrl'] || 'online',
    link,
  };
}
