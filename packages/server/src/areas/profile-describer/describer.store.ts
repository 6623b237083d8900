import type { Kysely, Updateable } from 'kysely';
import type { BrandKey } from '@portal/core';
import type { Database, ProfileDescriberTable } from '../../db/schema';
import type { DescriberRow } from '../profile-participant/participant.service';

type DescriberUpdate = Updateable<ProfileDescriberTable>;

export function findDescriberByCode(
  db: Kysely<Database>,
  brand: BrandKey,
  surveyCode: string,
): Promise<DescriberRow | undefined> {
  return db
    .selectFrom('profile_describer')
    .selectAll()
    .where('survey_code', '=', surveyCode)
    .where('app_name', '=', brand)
    .executeTakeFirst();
}

export function findDescriber(
  db: Kysely<Database>,
  participantId: string,
  describerId: string,
): Promise<DescriberRow | undefined> {
  return db
    .selectFrom('profile_describer')
    .selectAll()
    .where('id', '=', describerId)
    .where('participant_id', '=', participantId)
    .executeTakeFirst();
}

/** The describer rows whose address is one of `emails` (compared case-insensitively). */
export function findDescribersByEmails(
  db: Kysely<Database>,
  brand: BrandKey,
  emails: readonly string[],
): Promise<DescriberRow[]> {
  if (emails.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('profile_describer')
    .selectAll()
    .where('app_name', '=', brand)
    .where((eb) =>
      eb(
        eb.fn('lower', ['email']),
        'in',
        emails.map((e) => e.toLowerCase()),
      ),
    )
    .orderBy('invited_at', 'desc')
    .execute();
}

/** The e-mail addresses of a user account. */
export async function accountEmails(
  db: Kysely<Database>,
  userAccountId: string,
): Promise<string[]> {
  const row = await db
    .selectFrom('user_account')
    .select(['emails', 'user_id'])
    .where('id', '=', userAccountId)
    .executeTakeFirst();
  if (!row) return [];
  const addresses = row.emails.map((e) => e.address);
  if (row.user_id) {
    const user = await db
      .selectFrom('identity_user')
      .select('email')
      .where('id', '=', row.user_id)
      .executeTakeFirst();
    if (user?.email) addresses.push(user.email);
  }
  return [...new Set(addresses.map((a) => a.toLowerCase()))];
}

/** A describer's name and relationship (an address invited again). */
export function updateDescriberPerson(
  db: Kysely<Database>,
  id: string,
  person: Pick<DescriberUpdate, 'first_name' | 'last_name' | 'relationship' | 'updated_at'>,
): Promise<DescriberRow> {
  return db
    .updateTable('profile_describer')
    .set(person)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The invitation queued for a describer: its outbox message, and the reminders anew when asked. */
export function markInvitationQueued(
  db: Kysely<Database>,
  id: string,
  queued: { message_id: string; msg_status: 'Queued' } & Pick<
    DescriberUpdate,
    'msg_delivered' | 'reminders_sent' | 'last_reminded_at' | 'invited_at' | 'updated_at'
  >,
): Promise<DescriberRow> {
  return db
    .updateTable('profile_describer')
    .set(queued)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteDescriber(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('profile_describer').where('id', '=', id).execute();
}

/** A finished describer removed: kept for the reports made with them, left out of new ones. */
export async function deactivateDescriber(
  db: Kysely<Database>,
  id: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('profile_describer')
    .set({ is_active: false, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** A declined or removed describer asked again: active, the link valid anew, no reminders yet. */
export function reactivateDescriberRow(
  db: Kysely<Database>,
  id: string,
  now: Date,
): Promise<DescriberRow> {
  return db
    .updateTable('profile_describer')
    .set({
      is_active: true,
      is_declined: false,
      invited_at: now,
      reminders_sent: 0,
      updated_at: now,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Saves unfinished answers (and the comment when given); a finished survey is left as it is. */
export async function saveDescriberProgress(
  db: Kysely<Database>,
  id: string,
  progress: Pick<DescriberUpdate, 'answers' | 'comment' | 'updated_at'>,
): Promise<void> {
  await db
    .updateTable('profile_describer')
    .set(progress)
    .where('id', '=', id)
    .where('is_complete', '=', false)
    .execute();
}

/** Completes a survey; false when it was already complete (another submit came first). */
export async function completeDescriber(
  db: Kysely<Database>,
  id: string,
  done: Pick<DescriberUpdate, 'answers' | 'comment' | 'completed_at' | 'updated_at'>,
): Promise<boolean> {
  const updated = await db
    .updateTable('profile_describer')
    .set({ ...done, is_complete: true })
    .where('id', '=', id)
    .where('is_complete', '=', false)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** A describer of the brand by id (the decline link names it). */
export function findDescriberInBrand(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
): Promise<DescriberRow | undefined> {
  return db
    .selectFrom('profile_describer')
    .selectAll()
    .where('id', '=', id)
    .where('app_name', '=', brand)
    .executeTakeFirst();
}

export async function markDeclined(db: Kysely<Database>, id: string, now: Date): Promise<void> {
  await db
    .updateTable('profile_describer')
    .set({ is_declined: true, updated_at: now })
    .where('id', '=', id)
    .execute();
}
