import type { Kysely } from 'kysely';
import { cohortClaimsFor } from '@portal/core';
import type { Database } from '../../db/schema';
import {
  listCohortJoinDates,
  listUserIdsOfAccounts,
  replaceCohortClaims,
} from './cohort-claims.store';

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
  const users = await listUserIdsOfAccounts(db, userAccountIds);
  for (const userId of users) {
    const claims = cohortClaimsFor(await listCohortJoinDates(db, userId), now);
    await replaceCohortClaims(db, userId, claims, now);
  }
  return users.length;
}
