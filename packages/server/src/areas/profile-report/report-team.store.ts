import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The members of a user group whose team report is asked for. Groups arrive with the accounts
 * branch; until this function reads its membership table, the caller names the members
 * (`userAccountIds`) and the group id only labels the report (docs/decisions.md).
 */
export function teamMemberIds(
  db: Kysely<Database>,
  userGroupId: string,
  explicitMembers: readonly string[],
): Promise<string[]> {
  void db;
  void userGroupId;
  return Promise.resolve([...new Set(explicitMembers)]);
}
