import type { Kysely } from 'kysely';
import type { BrandKey } from '@portal/core';
import type { Database } from '../../db/schema';
import { eventsQuery, normalizeEventRow, type EventRow } from './event.store';

/**
 * Records that `kind` went to `recipientKey` for the event; false when it was recorded before
 * (the caller then sends nothing). Call inside the transaction that queues the message.
 */
export async function claimNotification(
  db: Kysely<Database>,
  eventId: string,
  recipientKey: string,
  kind: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('event_notification')
    .values({ event_id: eventId, recipient_key: recipientKey, kind, sent_at: now })
    .onConflict((oc) => oc.columns(['event_id', 'recipient_key', 'kind']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The brand's open events starting after `after` and by `until`, soonest first. */
export async function openEventsStartingBetween(
  db: Kysely<Database>,
  brand: BrandKey,
  after: Date,
  until: Date,
): Promise<EventRow[]> {
  const rows = await eventsQuery(db, brand)
    .where('e.archived', '=', false)
    .where('e.start_date', '>', after)
    .where('e.start_date', '<=', until)
    .orderBy('e.start_date')
    .execute();
  return rows.map(normalizeEventRow);
}

/** The brand's open events that ended (or, without an end, started) between the two instants. */
export async function openEventsEndedBetween(
  db: Kysely<Database>,
  brand: BrandKey,
  earliest: Date,
  latest: Date,
): Promise<EventRow[]> {
  const rows = await eventsQuery(db, brand)
    .where('e.archived', '=', false)
    .where((eb) =>
      eb.and([
        eb(eb.fn.coalesce('e.end_date', 'e.start_date'), '<=', latest),
        eb(eb.fn.coalesce('e.end_date', 'e.start_date'), '>=', earliest),
      ]),
    )
    .orderBy('e.start_date')
    .execute();
  return rows.map(normalizeEventRow);
}

/** The brand's open events started by `now` that ended (or started) no earlier than `earliest`. */
export async function openEventsRunningSince(
  db: Kysely<Database>,
  brand: BrandKey,
  earliest: Date,
  now: Date,
): Promise<EventRow[]> {
  const rows = await eventsQuery(db, brand)
    .where('e.archived', '=', false)
    .where('e.start_date', '<=', now)
    .where((eb) => eb(eb.fn.coalesce('e.end_date', 'e.start_date'), '>=', earliest))
    .orderBy('e.start_date')
    .execute();
  return rows.map(normalizeEventRow);
}

/** The group's address for coaching status updates, as stored. */
export async function coachingStatusEmailOfGroup(
  db: Kysely<Database>,
  groupId: string,
): Promise<string | null | undefined> {
  const group = await db
    .selectFrom('user_group')
    .select('coaching_session_status_update_email')
    .where('id', '=', groupId)
    .executeTakeFirst();
  return group?.coaching_session_status_update_email;
}

/** The catalog categories of the person's other registrations (by address) for earlier events. */
export function earlierRegistrationCategories(
  db: Kysely<Database>,
  brand: BrandKey,
  participant: { id: string; email: string },
  before: Date,
) {
  return db
    .selectFrom('participant as p')
    .innerJoin('event as e', 'e.id', 'p.event_id')
    .innerJoin('event_catalog_item as c', 'c.id', 'e.event_type_id')
    .select(['p.id', 'c.category'])
    .where('p.app_name', '=', brand)
    .where('p.id', '!=', participant.id)
    .where('p.email', '=', participant.email)
    .where('e.start_date', '<', before)
    .execute();
}

/** The trainers' verified phone numbers, by lower-case sign-in address. */
export async function trainerPhones(db: Kysely<Database>, emails: readonly string[]) {
  if (emails.length === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom('identity_user')
    .select(['email', 'phone_number'])
    .where((eb) => eb(eb.fn('lower', ['email']), 'in', emails))
    .where('phone_number_confirmed', '=', true)
    .where('phone_number', 'is not', null)
    .execute();
  return new Map(rows.map((r) => [r.email.toLowerCase(), r.phone_number as string]));
}

/** The first name of a user account, if it has one. */
export async function accountFirstName(
  db: Kysely<Database>,
  userAccountId: string,
): Promise<string | null | undefined> {
  const account = await db
    .selectFrom('user_account')
    .select('first_name')
    .where('id', '=', userAccountId)
    .executeTakeFirst();
  return account?.first_name;
}
