import type { Kysely } from 'kysely';
import { MakeupStatus, SchedulingType, type BrandKey } from '@portal/core';
import type { Database } from '../../db/schema';
import type { ParticipantRow } from '../event/event.service';

/**
 * The owner of a user account as an event invite code registers them: their names and sign-in
 * address, and whether the event (of the account's brand) is archived; undefined when the
 * account or an event of its brand is not found.
 */
export function findInviteRegistrant(db: Kysely<Database>, eventId: string, userAccountId: string) {
  return db
    .selectFrom('user_account as ua')
    .innerJoin('identity_user as u', 'u.id', 'ua.user_id')
    .innerJoin('event as e', (join) =>
      join.on('e.id', '=', eventId).onRef('e.app_name', '=', 'ua.app_name'),
    )
    .select(['ua.app_name', 'ua.first_name', 'ua.last_name', 'ua.titles', 'u.email', 'e.archived'])
    .where('ua.id', '=', userAccountId)
    .executeTakeFirst();
}

/** A manager's edit of a registration: the person's names, address, account and details. */
export async function updateParticipant(
  db: Kysely<Database>,
  id: string,
  values: {
    firstName: string;
    lastName: string;
    email: string;
    userAccountId: string | null;
    details: Record<string, unknown>;
  },
  now: Date,
): Promise<void> {
  await db
    .updateTable('participant')
    .set({
      first_name: values.firstName,
      last_name: values.lastName,
      email: values.email,
      user_account_id: values.userAccountId,
      details: JSON.stringify(values.details),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/** Removes a registration; false when there was none. */
export async function deleteParticipant(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('participant').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The user account of the brand whose sign-in address this is (any case), if any. */
export async function findAccountIdByEmail(
  db: Kysely<Database>,
  brand: BrandKey,
  email: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('user_account as ua')
    .innerJoin('identity_user as u', 'u.id', 'ua.user_id')
    .select('ua.id')
    .where('ua.app_name', '=', brand)
    .where((eb) => eb(eb.fn('lower', ['u.email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The names and titles a user account registers with. */
export function findAccountNames(db: Kysely<Database>, userAccountId: string) {
  return db
    .selectFrom('user_account')
    .select(['first_name', 'last_name', 'titles'])
    .where('id', '=', userAccountId)
    .executeTakeFirstOrThrow();
}

/** The sortable columns of an event's participant list. */
export const PARTICIPANT_SORTS = {
  lastName: 'last_name',
  firstName: 'first_name',
  email: 'email',
  date: 'registered_at',
  checkedIn: 'checked_in_at',
} as const;

/** One page of an event's participants, filtered by check-in and a search, with the count. */
export async function searchEventParticipants(
  db: Kysely<Database>,
  eventId: string,
  q: {
    checkedIn?: 'true' | 'false' | undefined;
    search?: string | undefined;
    sortProperty: keyof typeof PARTICIPANT_SORTS;
    sortAscending: boolean;
  },
  window: { offset: number; limit: number },
): Promise<{ count: number; rows: ParticipantRow[] }> {
  let query = db.selectFrom('participant').where('event_id', '=', eventId);
  if (q.checkedIn)
    query = query.where('checked_in_at', q.checkedIn === 'true' ? 'is not' : 'is', null);
  if (q.search) {
    const pattern = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('first_name', 'ilike', pattern),
        eb('last_name', 'ilike', pattern),
        eb('email', 'ilike', pattern),
      ]),
    );
  }
  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    query
      .selectAll()
      .orderBy(PARTICIPANT_SORTS[q.sortProperty], q.sortAscending ? 'asc' : 'desc')
      .orderBy('id')
      .offset(window.offset)
      .limit(window.limit)
      .execute(),
  ]);
  return { count: Number(count.n), rows };
}

/** The brand's registrations with these ids (in no particular order). */
export function participantsOfBrandByIds(
  db: Kysely<Database>,
  brand: BrandKey,
  ids: readonly string[],
): Promise<ParticipantRow[]> {
  return db
    .selectFrom('participant')
    .selectAll()
    .where('app_name', '=', brand)
    .where('id', 'in', ids)
    .execute();
}

/** Every registration of a user account in the brand. */
export function participantsOfAccount(
  db: Kysely<Database>,
  brand: BrandKey,
  userAccountId: string,
): Promise<ParticipantRow[]> {
  return db
    .selectFrom('participant')
    .selectAll()
    .where('app_name', '=', brand)
    .where('user_account_id', '=', userAccountId)
    .execute();
}

/** The addresses of the participants of a type's events (10,000 at most), by address. */
export function participantEmailsOfEventType(
  db: Kysely<Database>,
  brand: BrandKey,
  eventTypeId: string,
  checkedInOnly: boolean,
) {
  let query = db
    .selectFrom('participant as p')
    .innerJoin('event as e', 'e.id', 'p.event_id')
    .select(['p.email', 'p.user_account_id', 'p.event_id'])
    .where('e.app_name', '=', brand)
    .where('e.event_type_id', '=', eventTypeId);
  if (checkedInOnly) query = query.where('p.checked_in_at', 'is not', null);
  return query.orderBy('p.email').limit(10_000).execute();
}

/** A person's registration for an event of the brand, by address (any case) or user account. */
export function findRegistrationOfBrand(
  db: Kysely<Database>,
  brand: BrandKey,
  eventId: string,
  email: string,
  userAccountId: string | null,
): Promise<ParticipantRow[]> {
  return db
    .selectFrom('participant')
    .selectAll()
    .where('app_name', '=', brand)
    .where('event_id', '=', eventId)
    .where((eb) =>
      eb.or([
        eb('email', '=', email.toLowerCase()),
        ...(userAccountId ? [eb('user_account_id', '=', userAccountId)] : []),
      ]),
    )
    .limit(1)
    .execute();
}

/** Marks the participants invited. */
export async function markInvitesSent(
  db: Kysely<Database>,
  ids: readonly string[],
  now: Date,
): Promise<void> {
  await db
    .updateTable('participant')
    .set({ invite_sent_at: now, updated_at: now })
    .where('id', 'in', ids)
    .execute();
}

/** The person's registration (by address) in the event booked as their make-up, if any. */
export async function findMakeupBookingId(
  db: Kysely<Database>,
  makeupEventId: string,
  email: string,
): Promise<string | undefined> {
  const booking = await db
    .selectFrom('participant')
    .select('id')
    .where('event_id', '=', makeupEventId)
    .where('email', '=', email)
    .executeTakeFirst();
  return booking?.id;
}

/** Removes the person's registration (by address) in a make-up event they did not attend. */
export async function deleteUnattendedBooking(
  db: Kysely<Database>,
  makeupEventId: string,
  email: string,
): Promise<void> {
  await db
    .deleteFrom('participant')
    .where('event_id', '=', makeupEventId)
    .where('email', '=', email)
    .where('checked_in_at', 'is', null)
    .execute();
}

/** Records a pending make-up booked into another event. */
export async function markMakeupRequested(
  db: Kysely<Database>,
  id: string,
  makeupEventId: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('participant')
    .set({
      scheduling_type: SchedulingType.InternalMakeupEvent,
      makeup_status: MakeupStatus.Pending,
      makeup_event_id: makeupEventId,
      makeup_requested_at: now,
      makeup_completed_at: null,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/** Forgets a registration's make-up request. */
export async function clearMakeupRequest(
  db: Kysely<Database>,
  id: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('participant')
    .set({
      scheduling_type: null,
      makeup_status: null,
      makeup_event_id: null,
      makeup_requested_at: null,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/** Sets a make-up's status (complete: completed now). */
export async function updateMakeupStatus(
  db: Kysely<Database>,
  id: string,
  status: MakeupStatus,
  now: Date,
): Promise<void> {
  await db
    .updateTable('participant')
    .set({
      makeup_status: status,
      makeup_completed_at: status === MakeupStatus.Complete ? now : null,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/** The brand's make-up requests (of an event, missed or booked; of a status), newest first. */
export function listMakeupRequests(
  db: Kysely<Database>,
  brand: BrandKey,
  filter: { eventId?: string | undefined; status?: MakeupStatus | undefined },
): Promise<ParticipantRow[]> {
  let q = db
    .selectFrom('participant')
    .selectAll()
    .where('app_name', '=', brand)
    .where('makeup_event_id', 'is not', null)
    .where('makeup_status', 'is not', null);
  if (filter.eventId) {
    const eventId = filter.eventId;
    q = q.where((eb) => eb.or([eb('event_id', '=', eventId), eb('makeup_event_id', '=', eventId)]));
  }
  if (filter.status) q = q.where('makeup_status', '=', filter.status);
  return q.orderBy('makeup_requested_at', 'desc').limit(1000).execute();
}
