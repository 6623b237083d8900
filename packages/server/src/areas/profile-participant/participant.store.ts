import type { Insertable, Kysely, Selectable } from 'kysely';
import type { BrandKey } from '@portal/core';
import type { Database, ProfileDescriberTable, ProfileParticipantTable } from '../../db/schema';

export type ParticipantRow = Selectable<ProfileParticipantTable>;
export type DescriberRow = Selectable<ProfileDescriberTable>;
/** The columns of a new row; the brand is given apart. */
export type ParticipantValues = Omit<Insertable<ProfileParticipantTable>, 'app_name'>;
export type DescriberValues = Omit<Insertable<ProfileDescriberTable>, 'app_name'>;

export function findParticipant(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
): Promise<ParticipantRow | undefined> {
  return db
    .selectFrom('profile_participant')
    .selectAll()
    .where('id', '=', id)
    .where('app_name', '=', brand)
    .executeTakeFirst();
}

/** A person's participants in the brand, the latest first. */
export function findParticipantsOf(
  db: Kysely<Database>,
  brand: BrandKey,
  userAccountIds: readonly string[],
): Promise<ParticipantRow[]> {
  if (userAccountIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('profile_participant')
    .selectAll()
    .where('user_account_id', 'in', userAccountIds)
    .where('app_name', '=', brand)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export function findParticipantsByIds(
  db: Kysely<Database>,
  brand: BrandKey,
  ids: readonly string[],
): Promise<ParticipantRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('profile_participant')
    .selectAll()
    .where('id', 'in', ids)
    .where('app_name', '=', brand)
    .execute();
}

export function findDescribersOf(
  db: Kysely<Database>,
  participantIds: readonly string[],
): Promise<DescriberRow[]> {
  if (participantIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('profile_describer')
    .selectAll()
    .where('participant_id', 'in', participantIds)
    .orderBy('invited_at')
    .orderBy('id')
    .execute();
}

/** The latest report (id, released) of each participant. */
export async function latestReportsOf(
  db: Kysely<Database>,
  participantIds: readonly string[],
): Promise<Map<string, { id: string; isReleased: boolean }>> {
  if (participantIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('profile_report')
    .select(['id', 'participant_id', 'is_released'])
    .where('participant_id', 'in', participantIds)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  const latest = new Map<string, { id: string; isReleased: boolean }>();
  for (const row of rows) {
    if (!latest.has(row.participant_id)) {
      latest.set(row.participant_id, { id: row.id, isReleased: row.is_released });
    }
  }
  return latest;
}

export function accountsInBrand(
  db: Kysely<Database>,
  brand: BrandKey,
  ids: readonly string[],
): Promise<
  { id: string; first_name: string | null; last_name: string | null; user_id: string | null }[]
> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('user_account')
    .select(['id', 'first_name', 'last_name', 'user_id'])
    .where('id', 'in', ids)
    .where('app_name', '=', brand)
    .execute();
}

/**
 * Marks the person's active 360 participants whose configuration requires a check-in as checked
 * in (a training event that includes the 360 was attended); answers the ids it changed.
 */
export async function markProfileCheckedIn(
  db: Kysely<Database>,
  brand: BrandKey,
  userAccountId: string,
  now: Date,
): Promise<string[]> {
  const rows = await db
    .updateTable('profile_participant')
    .set({ checked_in: true, updated_at: now })
    .where('app_name', '=', brand)
    .where('user_account_id', '=', userAccountId)
    .where('is_active', '=', true)
    .where('checked_in', '=', false)
    .where((eb) =>
      eb(
        'profile_config_id',
        'in',
        eb.selectFrom('profile_config').select('id').where('require_check_in', '=', true),
      ),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

export function insertParticipant(
  db: Kysely<Database>,
  brand: BrandKey,
  values: ParticipantValues,
): Promise<ParticipantRow> {
  return db
    .insertInto('profile_participant')
    .values({ ...values, app_name: brand })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A new describer of a participant: their self-description, or someone they invite. */
export function insertDescriber(
  db: Kysely<Database>,
  brand: BrandKey,
  values: DescriberValues,
): Promise<DescriberRow> {
  return db
    .insertInto('profile_describer')
    .values({ ...values, app_name: brand })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateParticipantActive(
  db: Kysely<Database>,
  id: string,
  isActive: boolean,
  now: Date,
): Promise<ParticipantRow> {
  return db
    .updateTable('profile_participant')
    .set({ is_active: isActive, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function hasReports(db: Kysely<Database>, participantId: string): Promise<boolean> {
  const report = await db
    .selectFrom('profile_report')
    .select('id')
    .where('participant_id', '=', participantId)
    .executeTakeFirst();
  return report !== undefined;
}

/** Deletes a participant (its describers go with it). */
export async function deleteParticipantRow(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('profile_participant').where('id', '=', id).execute();
}
