import type { Kysely } from 'kysely';
import type { BrandKey } from '@portal/core';
import type { Database } from '../../db/schema';
import type { ParticipantRow } from './participant.store';

/** A person's addresses and first name (whom a notification goes to). */
export function findAccountContact(db: Kysely<Database>, userAccountId: string) {
  return db
    .selectFrom('user_account')
    .select(['emails', 'first_name', 'last_name'])
    .where('id', '=', userAccountId)
    .executeTakeFirstOrThrow();
}

/** Released reports of the brand whose participant was not told yet. */
export function releasedReportsNotNotified(db: Kysely<Database>, brand: BrandKey) {
  return db
    .selectFrom('profile_report as r')
    .innerJoin('profile_participant as p', 'p.id', 'r.participant_id')
    .select(['r.id', 'r.report_code', 'r.released_at', 'p.user_account_id'])
    .where('r.app_name', '=', brand)
    .where('r.is_released', '=', true)
    .where('r.release_notified_at', 'is', null)
    .execute();
}

export async function markReleaseNotified(
  db: Kysely<Database>,
  reportId: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('profile_report')
    .set({ release_notified_at: now })
    .where('id', '=', reportId)
    .execute();
}

export function activeParticipantsOfBrand(
  db: Kysely<Database>,
  brand: BrandKey,
): Promise<ParticipantRow[]> {
  return db
    .selectFrom('profile_participant')
    .selectAll()
    .where('app_name', '=', brand)
    .where('is_active', '=', true)
    .execute();
}

/** Whether each active describer of a participant (self left out) has finished. */
export function activeDescriberCompletion(db: Kysely<Database>, participantId: string) {
  return db
    .selectFrom('profile_describer')
    .select(['is_complete'])
    .where('participant_id', '=', participantId)
    .where('relationship', '!=', 'self')
    .where('is_active', '=', true)
    .execute();
}

export async function markStatusUpdateSent(
  db: Kysely<Database>,
  participantId: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('profile_participant')
    .set({ status_update_sent_at: now })
    .where('id', '=', participantId)
    .execute();
}
