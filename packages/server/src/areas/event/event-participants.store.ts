import type { Kysely, Selectable } from 'kysely';
import { MakeupStatus, type BrandKey } from '@portal/core';
import { toJson, type Database, type ParticipantTable } from '../../db/schema';
import { countOf } from '../../shared/metric-provider';

/**
 * The registrations the event's rules are built on (check-in, counts, reminders, follow-ups,
 * the survey, moves): the participant rows' own reads and writes. The participant area builds
 * its screens on them through `event.service`.
 */

export type ParticipantRow = Selectable<ParticipantTable>;

/** A registration to write: the person and what they told about themselves. */
export type NewParticipant = {
  eventId: string;
  userAccountId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  details: Record<string, unknown>;
  checkedInAt?: Date | null;
};

export function findParticipant(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
): Promise<ParticipantRow | undefined> {
  return db
    .selectFrom('participant')
    .selectAll()
    .where('app_name', '=', brand)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findParticipantsByIds(
  db: Kysely<Database>,
  brand: BrandKey,
  ids: readonly string[],
): Promise<ParticipantRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('participant')
    .selectAll()
    .where('app_name', '=', brand)
    .where('id', 'in', ids)
    .orderBy('last_name')
    .orderBy('first_name')
    .execute();
}

export function participantsOfEvents(
  db: Kysely<Database>,
  eventIds: readonly string[],
): Promise<ParticipantRow[]> {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('participant')
    .selectAll()
    .where('event_id', 'in', eventIds)
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .execute();
}

/** The person's registration for an event, by user account or (verified) e-mail. */
export function findRegistration(
  db: Kysely<Database>,
  eventId: string,
  person: { userAccountId: string | null; email: string | null },
): Promise<ParticipantRow | undefined> {
  return db
    .selectFrom('participant')
    .selectAll()
    .where('event_id', '=', eventId)
    .where((eb) =>
      eb.or([
        ...(person.userAccountId ? [eb('user_account_id', '=', person.userAccountId)] : []),
        ...(person.email ? [eb('email', '=', person.email)] : []),
        eb.lit(false),
      ]),
    )
    .orderBy('registered_at')
    .executeTakeFirst();
}

/**
 * Registers a person; an existing registration of the same e-mail is kept (its account filled
 * in when missing) so a repeated call adds nobody twice. Answers the row and whether it is new.
 */
export async function upsertParticipant(
  db: Kysely<Database>,
  brand: BrandKey,
  input: NewParticipant,
  now: Date,
): Promise<{ row: ParticipantRow; created: boolean }> {
  const inserted = await db
    .insertInto('participant')
    .values({
      app_name: brand,
      event_id: input.eventId,
      user_account_id: input.userAccountId,
      email: input.email,
      first_name: input.firstName,
      last_name: input.lastName,
      details: toJson(input.details),
      registered_at: now,
      checked_in_at: input.checkedInAt ?? null,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['event_id', 'email']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { row: inserted, created: true };
  const existing = await db
    .updateTable('participant')
    .set((eb) => ({
      user_account_id: eb.fn.coalesce('user_account_id', eb.val(input.userAccountId)),
      updated_at: now,
    }))
    .where('event_id', '=', input.eventId)
    .where('email', '=', input.email)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row: existing, created: false };
}

/** Marks a participant checked in; false when they already were (nothing changes then). */
export async function markCheckedIn(
  db: Kysely<Database>,
  participantId: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('participant')
    .set({ checked_in_at: now, updated_at: now })
    .where('id', '=', participantId)
    .where('checked_in_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function checkedInCount(db: Kysely<Database>, eventId: string): Promise<number> {
  const row = await db
    .selectFrom('participant')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('event_id', '=', eventId)
    .where('checked_in_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Completes the pending make-ups booked into an event by people now checked in there; in the
 * check-in's transaction, and again by the make-up job (idempotent).
 */
export async function completeAttendedMakeups(
  db: Kysely<Database>,
  makeupEventId: string,
  now: Date,
): Promise<number> {
  const result = await db
    .updateTable('participant')
    .set({ makeup_status: MakeupStatus.Complete, makeup_completed_at: now, updated_at: now })
    .where('makeup_event_id', '=', makeupEventId)
    .where('makeup_status', '=', MakeupStatus.Pending)
    .where((eb) =>
      eb(
        'email',
        'in',
        eb
          .selectFrom('participant as booked')
          .select('booked.email')
          .where('booked.event_id', '=', makeupEventId)
          .where('booked.checked_in_at', 'is not', null),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The events where the brand's pending make-ups are booked. */
export function pendingMakeupEventIds(db: Kysely<Database>, brand: BrandKey) {
  return db
    .selectFrom('participant')
    .select('makeup_event_id')
    .distinct()
    .where('app_name', '=', brand)
    .where('makeup_status', '=', MakeupStatus.Pending)
    .execute();
}

/** Moves registrations from one event to another. */
export async function moveParticipants(
  db: Kysely<Database>,
  ids: readonly string[],
  fromEventId: string,
  toEventId: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('participant')
    .set({ event_id: toEventId, updated_at: now })
    .where('id', 'in', ids)
    .where('event_id', '=', fromEventId)
    .execute();
}

/** How many registrations a person has in the brand (only those checked in, with `checkedIn`). */
export async function countRegistrationsOfPerson(
  db: Kysely<Database>,
  person: { userAccountId: string; brand: string },
  checkedIn: boolean,
): Promise<number> {
  let query = db
    .selectFrom('participant')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_account_id', '=', person.userAccountId)
    .where('app_name', '=', person.brand);
  if (checkedIn) query = query.where('checked_in_at', 'is not', null);
  return countOf(query);
}
