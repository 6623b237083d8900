import type { Kysely } from 'kysely';
import type { BrandKey } from '@portal/core';
import type { Database } from '../../db/schema';

/**
 * The members of a user group whose team report is asked for: the group's members in the brand,
 * narrowed to `subset` when the caller names some of them (a part of the team).
 */
export async function teamMemberIds(
  db: Kysely<Database>,
  brand: BrandKey,
  userGroupId: string,
  subset: readonly string[],
): Promise<string[]> {
  const rows = await db
    .selectFrom('user_group_person as p')
    .innerJoin('user_group as g', 'g.id', 'p.user_group_id')
    .select('p.user_account_id')
    .where('g.id', '=', userGroupId)
    .where('g.app_name', '=', brand)
    .where('p.role', '=', 'member')
    .execute();
  const members = rows.map((row) => row.user_account_id);
  if (subset.length === 0) return members;
  const wanted = new Set(subset);
  return members.filter((member) => wanted.has(member));
}
