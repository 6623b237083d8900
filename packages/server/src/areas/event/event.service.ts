import {
  EVENT_CODE_LENGTH,
  EventCountStatus,
  ZEventSave,
  eventCodeFromBytes,
  satisfies,
  type TEvent,
  type TUpdateCount,
} from '@portal/core';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import { HttpError, notFound } from '../../http/errors';
import { findCatalogItem } from '../eventcatalog/eventcatalog.service';
import { brandHas } from '../webconfig/webconfig.service';
import { personalizedSchedulingUrl, virtualLinkOf } from './event-links';
import { isUniqueViolation } from '../../db/query-helpers';
import { eventsSeenThroughAccounts } from './event-accounts';
import { accountNamesOf, groupAccountIds, groupNamesOf } from './event-accounts.store';
import type { EventContext } from './event-context';
import {
  canManageEvent,
  canReadEvent,
  eventAbilities,
  type EventAccessFacts,
} from './event.policy';
import {
  accountIdsOfEvents,
  deleteEventRow,
  eventCodeTaken,
  findEvent,
  findEventsByIds,
  insertEvent,
  markEventArchived,
  registrationsOf,
  setAttendanceCount,
  setEventAccounts,
  updateEvent,
  type EventRow,
  type EventValues,
} from './event.store';

/** What other areas use of this area's rows. */
export { type EventRow, findEvent, findEventsByIds, laterEventsOfType } from './event.store';
export {
  type ParticipantRow,
  findParticipant,
  findRegistration,
  participantsOfEvents,
  upsertParticipant,
} from './event-participants.store';
export { groupMembers } from './event-accounts.store';

type EventInput = z.output<typeof ZEventSave>;

export const EVENT_NOT_FOUND = 'errors.common.eventNotFound';
export const EVENT_CODE_TAKEN = 'errors.event.eventCodeTaken';
export const STALE_EVENT = 'errors.event.staleEvent';

/** The fields kept as columns or tables; every other field of the input lives in `details`. */
const COLUMN_FIELDS = new Set([
  'id',
  'version',
  'eventCode',
  'eventTypeId',
  'userGroupId',
  'status',
  'startDate',
  'endDate',
  'ianaLocationTimeZone',
  'trainerEmail',
  'trainer2Email',
  'maxStudents',
  'crmAccountIds',
  'isStaticAccountList',
]);

/** Path of an event's check-in page (its QR code opens it). */
export const eventCheckinPath = (eventCode: string) => `/ci/${eventCode}`;

/** Path of a participant's own check-in page (their QR code opens it). */
export const participantCheckinPath = (id: string) => `/ciById/${id}`;

/** The facts the policy reads, for many events at once. */
async function accessFacts(
  ctx: EventContext,
  rows: readonly EventRow[],
): Promise<{
  facts: Map<string, EventAccessFacts>;
  registrations: Map<string, { id: string; checkedIn: boolean }>;
  accounts: Map<string, { id: string; imported: boolean }[]>;
}> {
  const ids = rows.map((r) => r.id);
  const [registrations, accounts] = await Promise.all([
    registrationsOf(ctx.db, ids, {
      userAccountId: ctx.actor.userAccountId,
      email: ctx.actor.verifiedEmail,
    }),
    accountIdsOfEvents(ctx.db, ids),
  ]);
  const seen = await eventsSeenThroughAccounts(
    ctx,
    rows.map((r) => ({
      id: r.id,
      userGroupId: r.user_group_id,
      accountIds: (accounts.get(r.id) ?? []).map((a) => a.id),
    })),
  );
  const facts = new Map(
    rows.map((r) => [
      r.id,
      {
        trainer_email: r.trainer_email,
        trainer2_email: r.trainer2_email,
        planner_user_account_id: r.planner_user_account_id,
        viewerSeesAccounts: seen.has(r.id),
        viewerRegistered: registrations.has(r.id),
        offeredForSelfRegistration:
          r.type_can_self_register &&
          !r.archived &&
          r.start_date !== null &&
          r.start_date.getTime() > ctx.now.getTime(),
      },
    ]),
  );
  return { facts, registrations, accounts };
}

function present(
  row: EventRow,
  facts: EventAccessFacts,
  extra: {
    accounts: { id: string; imported: boolean }[];
    accountNames: Map<string, string>;
    groupNames: Map<string, string>;
    participantId: string | null;
    actor: EventContext['actor'];
    /** The brand hands out the links to join events online (`virtualEvents`). */
    linksOn: boolean;
  },
): TEvent {
  const details = row.details as Partial<EventInput>;
  const abilities = eventAbilities(extra.actor, facts);
  const named = (imported: boolean) =>
    extra.accounts
      .filter((a) => a.imported === imported)
      .map((a) => ({ id: a.id, accountName: extra.accountNames.get(a.id) ?? '' }));
  const schedulingUrl = details.schedulingUrl ?? null;
  return {
    ...ZEventSave.parse({ eventTypeId: row.event_type_id }),
    ...details,
    id: row.id,
    appName: row.app_name,
    version: row.version,
    eventTypeId: row.event_type_id,
    eventType: { id: row.event_type_id, name: row.type_name, referenceId: row.type_reference_id },
    userGroupId: row.user_group_id,
    userGroupName: row.user_group_id ? (extra.groupNames.get(row.user_group_id) ?? null) : null,
    status: row.status,
    startDate: row.start_date?.toISOString() ?? null,
    endDate: row.end_date?.toISOString() ?? null,
    ianaLocationTimeZone: row.iana_time_zone,
    trainerEmail: row.trainer_email,
    trainer2Email: row.trainer2_email,
    maxStudents: row.max_students,
    isStaticAccountList: row.is_static_account_list,
    crmAccountIds: extra.accounts.filter((a) => !a.imported).map((a) => a.id),
    crmAccounts: named(!row.is_static_account_list),
    importedCrmAccounts: named(true),
    eventCode: row.event_code,
    inviteCode: row.invite_code,
    attendenceCount: row.attendence_count,
    attendenceStatus: row.attendence_status as TEvent['attendenceStatus'],
    participantCount: row.participant_count,
    computedCheckedInCount: row.checked_in_count,
    archived: row.archived,
    checkinPath: eventCheckinPath(row.event_code),
    participantId: extra.participantId,
    personalizedSchedulingUrl:
      schedulingUrl && extra.participantId
        ? personalizedSchedulingUrl(schedulingUrl, extra.participantId)
        : null,
    createdUTC: row.created_at.toISOString(),
    updatedUTC: row.updated_at.toISOString(),
    // Those who edit the event keep its link (their save sends it back).
    virtualConferenceUrl: virtualLinkOf(details, extra.linksOn || abilities.edit),
    abilities,
  };
}

/** The events the caller may read, presented, in the order given. */
export async function presentReadable(
  ctx: EventContext,
  rows: readonly EventRow[],
): Promise<TEvent[]> {
  const { facts, registrations, accounts } = await accessFacts(ctx, rows);
  const readable = rows.filter((r) => {
    const f = facts.get(r.id);
    return f !== undefined && canReadEvent(ctx.actor, f);
  });
  const accountIds = [
    ...new Set(readable.flatMap((r) => (accounts.get(r.id) ?? []).map((a) => a.id))),
  ];
  const groupIds = [
    ...new Set(readable.flatMap((r) => (r.user_group_id ? [r.user_group_id] : []))),
  ];
  const [accountNames, groupNames, linksOn] = await Promise.all([
    accountNamesOf(ctx.db, ctx.brand, accountIds),
    groupNamesOf(ctx.db, ctx.brand, groupIds),
    brandHas(ctx, 'virtualEvents'),
  ]);
  return readable.map((r) =>
    present(r, facts.get(r.id) as EventAccessFacts, {
      accounts: accounts.get(r.id) ?? [],
      accountNames,
      groupNames,
      participantId: registrations.get(r.id)?.id ?? null,
      actor: ctx.actor,
      linksOn,
    }),
  );
}

/** An event of the brand the caller may read (404, then 403). */
export async function readableEvent(ctx: EventContext, id: string): Promise<TEvent> {
  const row = await findEvent(ctx.db, ctx.brand, id);
  if (!row) throw notFound(EVENT_NOT_FOUND);
  const [event] = await presentReadable(ctx, [row]);
  if (!event) throw new HttpError(403, NOT_AUTHORIZED);
  return event;
}

/** The policy's facts of one event for the caller. */
export async function eventAccess(ctx: EventContext, row: EventRow): Promise<EventAccessFacts> {
  const { facts } = await accessFacts(ctx, [row]);
  return facts.get(row.id) as EventAccessFacts;
}

/** An event row the caller may manage (404, then 403). */
export async function manageableEvent(ctx: EventContext, id: string): Promise<EventRow> {
  const row = await findEvent(ctx.db, ctx.brand, id);
  if (!row) throw notFound(EVENT_NOT_FOUND);
  if (!canManageEvent(ctx.actor, await eventAccess(ctx, row))) {
    throw new HttpError(403, NOT_AUTHORIZED);
  }
  return row;
}

export async function readableEvents(ctx: EventContext, ids: readonly string[]): Promise<TEvent[]> {
  return presentReadable(ctx, await findEventsByIds(ctx.db, ctx.brand, ids));
}

/** A fresh check-in code that no event of the brand has. */
export async function freshEventCode(ctx: Pick<EventContext, 'db' | 'brand'>): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const code = eventCodeFromBytes(randomBytes(EVENT_CODE_LENGTH * 2));
    if (code && !(await eventCodeTaken(ctx.db, ctx.brand, code))) return code;
  }
  throw new Error('No free event code was found in 10 draws.');
}

function valuesOf(input: EventInput): EventValues {
  return {
    event_type_id: input.eventTypeId,
    user_group_id: input.userGroupId,
    status: input.status,
    start_date: input.startDate ? new Date(input.startDate) : null,
    end_date: input.endDate ? new Date(input.endDate) : null,
    iana_time_zone: input.ianaLocationTimeZone,
    trainer_email: input.trainerEmail,
    trainer2_email: input.trainer2Email,
    planner_user_account_id: input.planner.userAccountId,
    max_students: input.maxStudents,
    is_static_account_list: input.isStaticAccountList,
    details: Object.fromEntries(Object.entries(input).filter(([k]) => !COLUMN_FIELDS.has(k))),
  };
}

/**
 * May the caller save this input? Event admins any; a trainer only an event they train after
 * the save as well, so a trainer cannot hand an event to someone else or take another's.
 */
async function checkSaveAllowed(ctx: EventContext, input: EventInput): Promise<void> {
  const after: EventAccessFacts = {
    trainer_email: input.trainerEmail,
    trainer2_email: input.trainer2Email,
    planner_user_account_id: input.planner.userAccountId,
    viewerSeesAccounts: false,
    viewerRegistered: false,
    offeredForSelfRegistration: false,
  };
  if (input.id && (await findEvent(ctx.db, ctx.brand, input.id))) {
    await manageableEvent(ctx, input.id);
  }
  if (!canManageEvent(ctx.actor, after)) throw new HttpError(403, NOT_AUTHORIZED);
}

/**
 * save: creates or updates an event (409 on a stale version). The accounts are the static
 * list, or the user group's accounts when the list is not static. Answers the saved event,
 * or null when the save failed (unknown event type or group, another brand's id).
 */
export async function saveEvent(ctx: EventContext, input: EventInput): Promise<TEvent | null> {
  await checkSaveAllowed(ctx, input);
  if (!(await findCatalogItem(ctx.db, ctx.brand, input.eventTypeId))) return null;
  const imported = !input.isStaticAccountList;
  const accountIds = imported
    ? input.userGroupId
      ? await groupAccountIds(ctx.db, ctx.brand, input.userGroupId)
      : []
    : input.crmAccountIds;
  if ((await accountNamesOf(ctx.db, ctx.brand, accountIds)).size !== new Set(accountIds).size) {
    return null;
  }
  if (
    input.userGroupId &&
    (await groupNamesOf(ctx.db, ctx.brand, [input.userGroupId])).size === 0
  ) {
    return null;
  }
  const existing = input.id ? await findEvent(ctx.db, ctx.brand, input.id) : undefined;
  const chosenCode = input.eventCode !== existing?.event_code ? input.eventCode : undefined;
  if (chosenCode && (await eventCodeTaken(ctx.db, ctx.brand, chosenCode))) {
    throw new HttpError(409, EVENT_CODE_TAKEN);
  }
  const values = { ...valuesOf(input), ...(chosenCode && { event_code: chosenCode }) };
  // Drawn before the transaction: on the embedded database it holds the only connection.
  const code = existing ? undefined : (chosenCode ?? (await freshEventCode(ctx)));
  const id = await ctx.db
    .transaction()
    .execute(async (trx) => {
      let eventId = existing?.id;
      if (existing) {
        if (
          !(await updateEvent(trx, existing.id, input.version ?? existing.version, values, ctx.now))
        ) {
          throw new HttpError(409, STALE_EVENT);
        }
      } else {
        const inserted = await insertEvent(trx, ctx.brand, values, code as string, ctx.now);
        if (!inserted) throw new HttpError(409, EVENT_CODE_TAKEN);
        eventId = inserted.id;
      }
      await setEventAccounts(trx, eventId as string, accountIds, imported);
      return eventId as string;
    })
    .catch((error: unknown) => {
      // Another save took the chosen code between the check above and this one.
      throw isUniqueViolation(error) ? new HttpError(409, EVENT_CODE_TAKEN) : error;
    });
  return readableEvent(ctx, id);
}

/** DELETE {id}: removes the event with its participants; false when it failed or is unknown. */
export async function deleteEvent(ctx: EventContext, id: string): Promise<boolean> {
  if (!(await findEvent(ctx.db, ctx.brand, id))) return false;
  await manageableEvent(ctx, id);
  return deleteEventRow(ctx.db, id);
}

/** archive/{id}: the event leaves the lists and takes no check-ins; its records stay. */
export async function archiveEvent(ctx: EventContext, id: string): Promise<boolean> {
  if (!(await findEvent(ctx.db, ctx.brand, id))) return false;
  await manageableEvent(ctx, id);
  return markEventArchived(ctx.db, id, ctx.now);
}

/**
 * updatecount/{id}: the attendance count, certified by the event's trainers or admins, or
 * reconciled by event admins. A reconciled count changes again only with `unreconcileEvent`.
 */
export async function updateCount(
  ctx: EventContext,
  id: string,
  input: TUpdateCount,
): Promise<TEvent> {
  const row = await manageableEvent(ctx, id);
  const session = ctx.actor.session;
  if (input.status === EventCountStatus.Reconciled && !satisfies(session, 'eventAdmin')) {
    throw new HttpError(403, 'errors.event.reconcileAdminsOnly');
  }
  if (
    row.attendence_status === EventCountStatus.Reconciled &&
    !satisfies(session, 'unreconcileEvent')
  ) {
    throw new HttpError(422, 'errors.event.countReconciled');
  }
  await setAttendanceCount(ctx.db, id, Number(input.count), input.status, ctx.now);
  return readableEvent(ctx, id);
}
