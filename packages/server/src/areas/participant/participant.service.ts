import {
  SELF_REGISTER_REFUSALS,
  ZParticipantSave,
  certificateTemplateOf,
  selfRegisterRefusal,
  type BrandKey,
  type TParticipant,
  type TParticipantWithEvent,
} from '@portal/core';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import { canSeeGroup } from '@portal/core';
import { groupFacts } from '../usergroup/usergroup.policy';
import { isEventAdmin } from '../event/event.policy';
import { HttpError, notFound } from '../../http/errors';
import type { EventContext } from '../event/event-context';
import { canManageEvent, canReadParticipants } from '../event/event.policy';
import { EVENT_NOT_FOUND, eventAccess, manageableEvent } from '../event/event.service';
import { personalizedSchedulingUrl, virtualLinkOf } from '../event/event-links';
import { findEvent, findEventsByIds, type EventRow } from '../event/event.service';
import {
  findParticipant,
  findRegistration,
  participantCheckinPath,
  groupMembers,
  upsertParticipant,
  type ParticipantRow,
} from '../event/event.service';
import {
  deleteParticipant as deleteParticipantRow,
  findAccountIdByEmail,
  findAccountNames,
  findInviteRegistrant,
  updateParticipant,
} from './participant.store';

type ParticipantInput = z.output<typeof ZParticipantSave>;

export const PARTICIPANT_NOT_FOUND = 'errors.participant.participantNotFound';

const DETAIL_FIELDS = [
  'titles',
  'school',
  'employerName',
  'parentEmployerName',
  'mobile',
  'smsNotifications',
  'crmAccountIds',
] as const;

export function detailsOf(input: Partial<Record<(typeof DETAIL_FIELDS)[number], unknown>>) {
  return Object.fromEntries(
    DETAIL_FIELDS.filter((f) => input[f] !== undefined).map((f) => [f, input[f]]),
  );
}

/** A certificate is earned by checking in; a type that requires certification also needs the count certified. */
export function certificateAvailable(row: ParticipantRow, event: EventRow): boolean {
  const requires = (event.type_details as Record<string, unknown>)['requireCertification'] === true;
  return row.checked_in_at !== null && (!requires || event.attendence_status !== 'none');
}

export function presentParticipant(
  row: ParticipantRow,
  event: EventRow,
  abilities: TParticipant['abilities'],
): TParticipant {
  const d = row.details as Record<string, unknown>;
  const schedulingUrl = (event.details as Record<string, unknown>)['schedulingUrl'];
  return {
    id: row.id,
    appName: row.app_name,
    eventId: row.event_id,
    userAccountId: row.user_account_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    titles: Array.isArray(d['titles']) ? (d['titles'] as string[]) : [],
    school: (d['school'] as string | undefined) ?? null,
    employerName: (d['employerName'] as string | undefined) ?? null,
    parentEmployerName: (d['parentEmployerName'] as string | undefined) ?? null,
    mobile: (d['mobile'] as string | undefined) ?? null,
    smsNotifications: d['smsNotifications'] !== false,
    crmAccountIds: Array.isArray(d['crmAccountIds']) ? (d['crmAccountIds'] as string[]) : [],
    date: row.registered_at.toISOString(),
    eventStartDate: event.start_date?.toISOString() ?? null,
    checkedIn: row.checked_in_at !== null,
    checkedInUTC: row.checked_in_at?.toISOString() ?? null,
    inviteSentUTC: row.invite_sent_at?.toISOString() ?? null,
    checkinPath: participantCheckinPath(row.id),
    schedulingType: row.scheduling_type as TParticipant['schedulingType'],
    personalizedSchedulingUrl:
      typeof schedulingUrl === 'string' ? personalizedSchedulingUrl(schedulingUrl, row.id) : null,
    makeupStatus: row.makeup_status as TParticipant['makeupStatus'],
    makeupEventId: row.makeup_event_id,
    certificateAvailable: certificateAvailable(row, event),
    abilities,
  };
}

/** Whether the participant row is the caller's own registration. */
export function isOwn(ctx: EventContext, row: ParticipantRow): boolean {
  const { userAccountId, verifiedEmail } = ctx.actor;
  return (
    (userAccountId !== null && row.user_account_id === userAccountId) ||
    (verifiedEmail !== null && row.email === verifiedEmail)
  );
}

/**
 * The participants the caller may read, presented: every participant of events whose list the
 * caller may read, and the caller's own registrations.
 */
export async function presentReadableParticipants(
  ctx: EventContext,
  rows: readonly ParticipantRow[],
): Promise<TParticipant[]> {
  const events = new Map(
    (await findEventsByIds(ctx.db, ctx.brand, [...new Set(rows.map((r) => r.event_id))])).map(
      (e) => [e.id, e],
    ),
  );
  const access = new Map<string, { read: boolean; manage: boolean }>();
  for (const event of events.values()) {
    const facts = await eventAccess(ctx, event);
    access.set(event.id, {
      read: canReadParticipants(ctx.actor, facts),
      manage: canManageEvent(ctx.actor, facts),
    });
  }
  return rows.flatMap((row) => {
    const event = events.get(row.event_id);
    const rights = access.get(row.event_id);
    if (!event || !rights) return [];
    const own = isOwn(ctx, row);
    if (!rights.read && !own) return [];
    return [
      presentParticipant(row, event, {
        edit: rights.manage,
        delete: rights.manage || own,
        checkIn: rights.manage || own,
      }),
    ];
  });
}

/** One participant the caller may read (404 for anything else: ids are not probed). */
export async function readableParticipant(ctx: EventContext, id: string): Promise<TParticipant> {
  const row = await findParticipant(ctx.db, ctx.brand, id);
  const [presented] = row ? await presentReadableParticipants(ctx, [row]) : [];
  if (!presented) throw notFound(PARTICIPANT_NOT_FOUND);
  return presented;
}

/**
 * A registration with its event summary (myevents, the person's own lists); `linksOn`: whether
 * the brand hands out the links to join events online (`virtualEvents`).
 */
export function withEvent(
  p: TParticipant,
  event: EventRow,
  linksOn: boolean,
): TParticipantWithEvent {
  const d = event.details as Record<string, string | null | undefined>;
  return {
    ...p,
    event: {
      id: event.id,
      description: d['description'] ?? null,
      eventTypeId: event.event_type_id,
      eventTypeName: event.type_name,
      category: event.type_category,
      startDate: event.start_date?.toISOString() ?? null,
      endDate: event.end_date?.toISOString() ?? null,
      ianaLocationTimeZone: event.iana_time_zone,
      location: d['location'] ?? null,
      virtualConferenceUrl: virtualLinkOf(d, linksOn),
      trainer: d['trainer'] ?? null,
      trainerEmail: event.trainer_email,
      archived: event.archived,
    },
  };
}

/** save: adds or updates a participant by hand (the event's managers). */
export async function saveParticipant(
  ctx: EventContext,
  input: ParticipantInput,
): Promise<TParticipant> {
  const event = await manageableEvent(ctx, input.eventId);
  if (input.id) {
    const existing = await findParticipant(ctx.db, ctx.brand, input.id);
    if (!existing || existing.event_id !== event.id) throw notFound(PARTICIPANT_NOT_FOUND);
    await updateParticipant(
      ctx.db,
      existing.id,
      {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        userAccountId: input.userAccountId ?? existing.user_account_id,
        details: detailsOf(input),
      },
      ctx.now,
    );
    return readableParticipant(ctx, existing.id);
  }
  const userAccountId = input.userAccountId ?? (await accountIdByEmail(ctx, input.email));
  const { row } = await upsertParticipant(
    ctx.db,
    ctx.brand,
    {
      eventId: event.id,
      userAccountId,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      details: detailsOf(input),
    },
    ctx.now,
  );
  return readableParticipant(ctx, row.id);
}

/** The user account of the brand whose sign-in address this is, if any. */
export function accountIdByEmail(ctx: EventContext, email: string): Promise<string | null> {
  return findAccountIdByEmail(ctx.db, ctx.brand, email);
}

/** DELETE {id}: the event's managers remove a participant; false when nothing was removed. */
export async function deleteParticipant(ctx: EventContext, id: string): Promise<boolean> {
  const row = await findParticipant(ctx.db, ctx.brand, id);
  if (!row) return false;
  await manageableEvent(ctx, row.event_id);
  return deleteParticipantRow(ctx.db, id);
}

/** DeleteSelf/{id}: a person withdraws their own registration (not once checked in). */
export async function deleteSelf(ctx: EventContext, id: string): Promise<boolean> {
  const row = await findParticipant(ctx.db, ctx.brand, id);
  if (!row || !isOwn(ctx, row)) return false;
  if (row.checked_in_at !== null) {
    throw new HttpError(422, 'errors.participant.checkedIn');
  }
  return deleteParticipantRow(ctx.db, id);
}

/**
 * SelfRegister/{eventId}/{flag}: true registers the caller (open, future, not full events of a
 * self-register type), false withdraws their registration (not once checked in).
 */
export async function selfRegister(
  ctx: EventContext,
  eventId: string,
  register: boolean,
): Promise<{ registered: boolean; participantId: string | null }> {
  const event = await findEvent(ctx.db, ctx.brand, eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  const self = { userAccountId: ctx.actor.userAccountId, email: ctx.actor.verifiedEmail };
  const existing = await findRegistration(ctx.db, event.id, self);
  if (!register) {
    if (existing) await deleteSelf(ctx, existing.id);
    return { registered: false, participantId: null };
  }
  if (existing) return { registered: true, participantId: existing.id };
  const refusal = selfRegisterRefusal(
    {
      canSelfRegister: event.type_can_self_register,
      archived: event.archived,
      startDate: event.start_date,
      participantCount: event.participant_count,
      maxStudents: event.max_students,
    },
    ctx.now,
  );
  if (refusal) throw new HttpError(422, SELF_REGISTER_REFUSALS[refusal]);
  if (!ctx.actor.userAccountId || !ctx.actor.verifiedEmail) {
    throw new HttpError(422, 'errors.participant.confirmToRegister');
  }
  const account = await findAccountNames(ctx.db, ctx.actor.userAccountId);
  const { row } = await upsertParticipant(
    ctx.db,
    ctx.brand,
    {
      eventId: event.id,
      userAccountId: ctx.actor.userAccountId,
      email: ctx.actor.verifiedEmail,
      firstName: account.first_name ?? '',
      lastName: account.last_name ?? '',
      details: { titles: account.titles, smsNotifications: true },
    },
    ctx.now,
  );
  return { registered: true, participantId: row.id };
}

/**
 * CreateParticipantsFromGroupMembers/{eventId}/{groupId}: registers the group's members (each
 * by their sign-in address, else their preferred e-mail); people already registered stay.
 */
export async function importGroupMembers(ctx: EventContext, eventId: string, groupId: string) {
  const event = await manageableEvent(ctx, eventId);
  // Event admins import any group of the brand; others only groups the accounts rules show them.
  const viewer = { session: ctx.actor.session, userAccountId: ctx.actor.userAccountId };
  const facts = await groupFacts(ctx.db, ctx.brand, groupId, viewer);
  if (!facts) throw notFound('errors.common.groupNotFound');
  if (!isEventAdmin(ctx.actor) && !canSeeGroup(viewer, facts))
    throw new HttpError(403, NOT_AUTHORIZED);
  const members = await groupMembers(ctx.db, ctx.brand, groupId);
  let added = 0;
  let alreadyRegistered = 0;
  let withoutEmail = 0;
  await ctx.db.transaction().execute(async (trx) => {
    for (const m of members) {
      const preferred = m.emails.find((e) => e.preferred)?.address ?? m.emails[0]?.address;
      const email = (m.user_email ?? preferred ?? '').toLowerCase();
      if (!email) {
        withoutEmail++;
        continue;
      }
      const { created } = await upsertParticipant(
        trx,
        ctx.brand,
        {
          eventId: event.id,
          userAccountId: m.user_account_id,
          email,
          firstName: m.first_name ?? '',
          lastName: m.last_name ?? '',
          details: { titles: m.titles, smsNotifications: true },
        },
        ctx.now,
      );
      if (created) added++;
      else alreadyRegistered++;
    }
  });
  return { added, alreadyRegistered, withoutEmail };
}

/** The certificate layout of an event's type. */
export const certificateTemplateOfEvent = (event: EventRow) =>
  certificateTemplateOf(
    ((event.type_details as Record<string, unknown>)['eventCertificateTemplateId'] as
      string | null) ?? null,
  );

/**
 * Registers the owner of a user account for an event (an event invite code used at
 * registration or sign-in): by their sign-in address and names; an archived event, or an
 * account of another brand, registers nobody; an existing registration stays.
 */
export async function registerForInviteEvent(
  db: Kysely<Database>,
  eventId: string,
  userAccountId: string,
  now: Date,
): Promise<void> {
  const person = await findInviteRegistrant(db, eventId, userAccountId);
  if (!person || person.archived) return;
  await upsertParticipant(
    db,
    person.app_name as BrandKey,
    {
      eventId,
      userAccountId,
      email: person.email.toLowerCase(),
      firstName: person.first_name ?? '',
      lastName: person.last_name ?? '',
      details: { titles: person.titles, smsNotifications: true },
    },
    now,
  );
}
