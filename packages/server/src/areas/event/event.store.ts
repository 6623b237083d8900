import type { Kysely, Selectable } from 'kysely';
import type { BrandKey } from '@portal/core';
import { toJson, type Database, type EventTable } from '../../db/schema';
import type { CatalogItemRow } from '../eventcatalog/eventcatalog.service';

export type EventRow = Selectable<EventTable> & {
  type_name: string;
  type_reference_id: string | null;
  type_category: string | null;
  type_can_self_register: boolean;
  type_details: CatalogItemRow['details'];
  participant_count: number;
  checked_in_count: number;
};

/** The events of a brand with their type and counts; narrow it with `where`. */
export function eventsQuery(db: Kysely<Database>, brand: BrandKey) {
  return db
    .selectFrom('event as e')
    .innerJoin('event_catalog_item as c', 'c.id', 'e.event_type_id')
    .selectAll('e')
    .select([
      'c.name as type_name',
      'c.reference_id as type_reference_id',
      'c.category as type_category',
      'c.can_self_register as type_can_self_register',
      'c.details as type_details',
    ])
    .select((eb) => [
      eb
        .selectFrom('participant as p')
        .whereRef('p.event_id', '=', 'e.id')
        .select(eb.fn.countAll<string>().as('n'))
        .as('participant_count'),
      eb
        .selectFrom('participant as p')
        .whereRef('p.event_id', '=', 'e.id')
        .where('p.checked_in_at', 'is not', null)
        .select(eb.fn.countAll<string>().as('n'))
        .as('checked_in_count'),
    ])
    .where('e.app_name', '=', brand);
}

/** Counts arrive as text on PostgreSQL (bigint): numbers for the API. */
export function normalizeEventRow<
  R extends { participant_count: unknown; checked_in_count: unknown },
>(
  row: R,
): Omit<R, 'participant_count' | 'checked_in_count'> & {
  participant_count: number;
  checked_in_count: number;
} {
  return {
    ...row,
    participant_count: Number(row.participant_count ?? 0),
    checked_in_count: Number(row.checked_in_count ?? 0),
  };
}

/** The brand's open events of the same type as this one, starting after `now` (50 at most). */
export async function laterEventsOfType(
  db: Kysely<Database>,
  event: EventRow,
  now: Date,
): Promise<EventRow[]> {
  const rows = await eventsQuery(db, event.app_name as BrandKey)
    .where('e.event_type_id', '=', event.event_type_id)
    .where('e.id', '!=', event.id)
    .where('e.archived', '=', false)
    .where('e.start_date', '>', now)
    .orderBy('e.start_date')
    .limit(50)
    .execute();
  return rows.map(normalizeEventRow);
}

export async function findEvent(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
): Promise<EventRow | undefined> {
  const row = await eventsQuery(db, brand).where('e.id', '=', id).executeTakeFirst();
  return row && normalizeEventRow(row);
}

export async function findEventsByIds(
  db: Kysely<Database>,
  brand: BrandKey,
  ids: readonly string[],
): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  const rows = await eventsQuery(db, brand)
    .where('e.id', 'in', ids)
    .orderBy('e.start_date')
    .execute();
  return rows.map(normalizeEventRow);
}

export type EventValues = {
  event_type_id: string;
  user_group_id: string | null;
  status: string;
  start_date: Date | null;
  end_date: Date | null;
  iana_time_zone: string;
  trainer_email: string | null;
  trainer2_email: string | null;
  planner_user_account_id: string | null;
  max_students: number;
  is_static_account_list: boolean;
  details: Record<string, unknown>;
  /** Set only when the check-in code is replaced. */
  event_code?: string;
};

/** Inserts an event; undefined when its code is taken (the caller draws another). */
export function insertEvent(
  db: Kysely<Database>,
  brand: BrandKey,
  values: EventValues,
  eventCode: string,
  now: Date,
) {
  return db
    .insertInto('event')
    .values({
      ...values,
      details: toJson(values.details),
      app_name: brand,
      event_code: eventCode,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['app_name', 'event_code']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** Updates an event at the version it was loaded at; false when it changed meanwhile. */
export async function updateEvent(
  db: Kysely<Database>,
  id: string,
  version: number,
  values: EventValues,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('event')
    .set((eb) => ({
      ...values,
      details: toJson(values.details),
      updated_at: now,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The invite code that registers people for the event. */
export async function setEventInviteCode(
  db: Kysely<Database>,
  eventId: string,
  code: string,
): Promise<void> {
  await db.updateTable('event').set({ invite_code: code }).where('id', '=', eventId).execute();
}

/** Replaces the event's account list (static or imported from its group). */
export async function setEventAccounts(
  db: Kysely<Database>,
  eventId: string,
  accountIds: readonly string[],
  imported: boolean,
): Promise<void> {
  await db.deleteFrom('event_crm_account').where('event_id', '=', eventId).execute();
  if (accountIds.length === 0) return;
  await db
    .insertInto('event_crm_account')
    .values(
      [...new Set(accountIds)].map((id) => ({ event_id: eventId, crm_account_id: id, imported })),
    )
    .execute();
}

/** The account ids of events, by event. */
export async function accountIdsOfEvents(
  db: Kysely<Database>,
  eventIds: readonly string[],
): Promise<Map<string, { id: string; imported: boolean }[]>> {
  const map = new Map<string, { id: string; imported: boolean }[]>();
  if (eventIds.length === 0) return map;
  const rows = await db
    .selectFrom('event_crm_account')
    .selectAll()
    .where('event_id', 'in', eventIds)
    .execute();
  for (const row of rows) {
    const list = map.get(row.event_id) ?? [];
    list.push({ id: row.crm_account_id, imported: row.imported });
    map.set(row.event_id, list);
  }
  return map;
}

/** The caller's registrations among events: event id → participant row facts. */
export async function registrationsOf(
  db: Kysely<Database>,
  eventIds: readonly string[],
  /** The person's account, and their address only when it is verified. */
  person: { userAccountId: string | null; email: string | null },
) {
  if (eventIds.length === 0) return new Map<string, { id: string; checkedIn: boolean }>();
  const rows = await db
    .selectFrom('participant')
    .select(['id', 'event_id', 'checked_in_at'])
    .where('event_id', 'in', eventIds)
    .where((eb) =>
      eb.or([
        ...(person.userAccountId ? [eb('user_account_id', '=', person.userAccountId)] : []),
        ...(person.email ? [eb('email', '=', person.email)] : []),
        eb.lit(false),
      ]),
    )
    .execute();
  return new Map(rows.map((r) => [r.event_id, { id: r.id, checkedIn: r.checked_in_at !== null }]));
}

export async function eventCodeTaken(
  db: Kysely<Database>,
  brand: BrandKey,
  code: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('event')
    .select('id')
    .where('app_name', '=', brand)
    .where('event_code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes an event (its participants go with it); false when there was none. */
export async function deleteEventRow(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('event').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Archives an event (a new version); false when there was none. */
export async function markEventArchived(
  db: Kysely<Database>,
  id: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('event')
    .set((eb) => ({ archived: true, updated_at: now, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Sets the attendance count and its status (a new version). */
export async function setAttendanceCount(
  db: Kysely<Database>,
  id: string,
  count: number,
  status: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('event')
    .set((eb) => ({
      attendence_count: count,
      attendence_status: status,
      updated_at: now,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}

/** The brand's open events of a type, with their details. */
export function openEventDetailsOfType(db: Kysely<Database>, brand: BrandKey, eventTypeId: string) {
  return db
    .selectFrom('event')
    .select(['id', 'details'])
    .where('app_name', '=', brand)
    .where('event_type_id', '=', eventTypeId)
    .where('archived', '=', false)
    .execute();
}

/** Replaces an event's details (a new version). */
export async function setEventDetails(
  db: Kysely<Database>,
  id: string,
  details: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await db
    .updateTable('event')
    .set((eb) => ({
      details: JSON.stringify(details),
      updated_at: now,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}

/**
 * The brand's latest event of a type for the group or any of the accounts (latest start, then
 * latest created), if any.
 */
export async function latestEventOfTypeFor(
  db: Kysely<Database>,
  brand: BrandKey,
  eventTypeId: string,
  of: { userGroupId: string | null; accountIds: readonly string[] },
): Promise<string | undefined> {
  const latest = await db
    .selectFrom('event as e')
    .select('e.id')
    .where('e.app_name', '=', brand)
    .where('e.event_type_id', '=', eventTypeId)
    .where((eb) =>
      eb.or([
        ...(of.userGroupId ? [eb('e.user_group_id', '=', of.userGroupId)] : []),
        ...(of.accountIds.length > 0
          ? [
              eb.exists(
                eb
                  .selectFrom('event_crm_account as a')
                  .select('a.event_id')
                  .whereRef('a.event_id', '=', 'e.id')
                  .where('a.crm_account_id', 'in', of.accountIds),
              ),
            ]
          : []),
        eb.lit(false),
      ]),
    )
    .orderBy('e.start_date', 'desc')
    .orderBy('e.created_at', 'desc')
    .executeTakeFirst();
  return latest?.id;
}
