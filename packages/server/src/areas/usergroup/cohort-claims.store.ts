import { sql, type Kysely } from 'kysely';
import { COHORT_GROUP_REFERENCE_TYPE, type BrandKey, type Claim } from '@portal/core';
import type { Database } from '../../db/schema';

/** The identity users behind the user accounts (accounts without one are left out). */
export async function listUserIdsOfAccounts(
  db: Kysely<Database>,
  userAccountIds: readonly string[],
): Promise<string[]> {
  const rows = await db
    .selectFrom('user_account')
    .select('user_id')
    .distinct()
    .where('id', 'in', [...userAccountIds])
    .where('user_id', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.user_id ? [row.user_id] : []));
}

/** When the user (through any of their accounts) joined each cohort group as a member. */
export async function listCohortJoinDates(db: Kysely<Database>, userId: string): Promise<Date[]> {
  const joins = await db
    .selectFrom('user_group_person as m')
    .innerJoin('user_group as g', 'g.id', 'm.user_group_id')
    .innerJoin('user_account as u', 'u.id', 'm.user_account_id')
    .select('m.added_at')
    .where('u.user_id', '=', userId)
    .where('m.role', '=', 'member')
    .where('g.reference_type', '=', COHORT_GROUP_REFERENCE_TYPE)
    .execute();
  return joins.map((join) => new Date(join.added_at));
}

/** The user's cohort and previous-cohort claims become exactly these. */
export async function replaceCohortClaims(
  db: Kysely<Database>,
  userId: string,
  claims: readonly Claim[],
  now: Date,
): Promise<void> {
  await db
    .deleteFrom('user_claim')
    .where('user_id', '=', userId)
    .where(sql<boolean>`claim_type ~* '^cohort([0-9]{4})?$'`)
    .execute();
  if (claims.length > 0) {
    await db
      .insertInto('user_claim')
      .values(
        claims.map((claim) => ({
          user_id: userId,
          claim_type: claim.type,
          claim_value: claim.value,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
}

/** Every person of the brand who is or was in a cohort group (ConvertInMemoryCohortClaims). */
export async function listCohortMemberIds(
  db: Kysely<Database>,
  brand: BrandKey,
): Promise<string[]> {
  const rows = await db
    .selectFrom('user_group_person as m')
    .innerJoin('user_group as g', 'g.id', 'm.user_group_id')
    .select('m.user_account_id')
    .distinct()
    .where('g.app_name', '=', brand)
    .where('g.reference_type', '=', COHORT_GROUP_REFERENCE_TYPE)
    .execute();
  return rows.map((row) => row.user_account_id);
}
