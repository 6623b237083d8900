import { sql, type Kysely } from 'kysely';
import type { TUserAccountMetrics } from '@portal/core';
import { toJson, type Database } from '../../db/schema';

/** What a person's metrics count, as the database answers it (counts come back as text). */
export type PersonRecordCounts = {
  groups: string;
  awards: string;
  notes: string;
  pins: string;
  uses: string;
};

/** The person's groups (as member), awards of their accounts, notes, pins and invite code uses. */
export async function countPersonRecords(
  db: Kysely<Database>,
  userAccountId: string,
  accountIds: readonly string[],
): Promise<PersonRecordCounts | undefined> {
  const counts = await sql<PersonRecordCounts>`select
      (select count(*) from user_group_person where user_account_id = ${userAccountId} and role = 'member') as groups,
      (select count(*) from crm_account_award where crm_account_id in (${accountIds.length > 0 ? sql.join(accountIds) : sql`null`})) as awards,
      (select count(*) from note where author_user_account_id = ${userAccountId}) as notes,
      (select count(*) from note_pin where user_account_id = ${userAccountId}) as pins,
      (select count(*) from invite_code_use where user_account_id = ${userAccountId}) as uses`.execute(
    db,
  );
  return counts.rows[0];
}

/** Stores the person's metrics with the time they were computed, replacing older ones. */
export async function upsertMetrics(
  db: Kysely<Database>,
  userAccountId: string,
  metrics: TUserAccountMetrics,
  now: Date,
): Promise<void> {
  await db
    .insertInto('user_account_metrics')
    .values({ user_account_id: userAccountId, metrics: toJson(metrics), generated_at: now })
    .onConflict((oc) =>
      oc.column('user_account_id').doUpdateSet({ metrics: toJson(metrics), generated_at: now }),
    )
    .execute();
}

export function findStoredMetrics(db: Kysely<Database>, userAccountId: string) {
  return db
    .selectFrom('user_account_metrics')
    .select(['metrics', 'generated_at'])
    .where('user_account_id', '=', userAccountId)
    .executeTakeFirst();
}

/** The names of the accounts, by name. */
export function listAccountNames(
  db: Kysely<Database>,
  accountIds: readonly string[],
): Promise<{ id: string; account_name: string }[]> {
  if (accountIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('crm_account')
    .select(['id', 'account_name'])
    .where('id', 'in', accountIds)
    .orderBy('account_name')
    .execute();
}
