import { sql, type Kysely } from 'kysely';
import { COHORT_GROUP_REFERENCE_TYPE, cohortClaimsFor, type BrandKey } from '@portal/core';
import type { Database } from '../../db/schema';

/**
 * Keeps the cohort and previous-cohort claims of people in step with their membership of
 * cohort groups (referenceType CrmCohortGroup), by core's `cohortClaimsFor`. Claims are the
 * identity user's, so memberships of every brand count. Answers how many users were synced.
 */
export async function syncCohortClaims(
  db: Kysely<Database>,
  userAccountIds: readonly string[],
  now: Date,
): Promise<number> {
  if (userAccountIds.length === 0) return 0;
  const users = await db
    .selectFrom('user_account')
    .select('user_id')
    .distinct()
    .where('id', 'in', [...userAccountIds])
    .where('user_id', 'is not', null)
    .execute();
  for (const { user_id: userId } of users) {
    if (!userId) continue;
    const joins = await db
      .selectFrom('user_group_person as m')
      .innerJoin('user_group as g', 'g.id', 'm.user_group_id')
      .innerJoin('user_account as u', 'u.id', 'm.user_account_id')
      .select('m.added_at')
      .where('u.user_id', '=', userId)
      .where('m.role', '=', 'member')
      .where('g.reference_type', '=', COHORT_GROUP_REFERENCE_TYPE)
      .execute();
    const claims = cohortClaimsFor(
      joins.map((join) => new Date(join.added_at)),
      now,
    );
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
  return users.length;
}

/** Every person of the brand who is or was in a cohort group (ConvertInMemoryCohortClaims). */
export async function cohortMemberIds(db: Kysely<Database>, brand: BrandKey): Promise<string[]> {
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
