import { sql, type Kysely } from 'kysely';
import { ALL_PEOPLE, satisfies, type BrandKey, type Session } from '@portal/core';
import type { Database } from '../../db/schema';
import { visibleAccountIds } from '../crmaccount/crmaccount.policy';

/**
 * THE relation "coaches this person" that plans and 360 profiles narrow their coach rights to:
 * the members of the groups the coach trains or leads, and the people of the accounts the coach
 * administers or trains (with their child accounts). Security admins and global data access
 * reach everyone. The coach's claims are checked by the caller (profile access, derived.ts).
 */
export type Coachees = 'all' | ReadonlySet<string>;

export async function coacheesOf(
  db: Kysely<Database>,
  brand: BrandKey,
  session: Session,
  coachAccountId: string | null,
): Promise<Coachees> {
  if (satisfies(session, ALL_PEOPLE)) return 'all';
  if (!coachAccountId) return new Set();
  const accounts = await visibleAccountIds(db, brand, { session, userAccountId: coachAccountId });
  const viaAccounts =
    accounts === 'all' || accounts.length === 0
      ? sql``
      : sql`union select l.user_account_id from user_account_crm_account l
          where l.crm_account_id in (${sql.join(accounts)})`;
  const rows = await sql<{ id: string }>`
    select p.user_account_id as id from user_group_person p
    join user_group_person me on me.user_group_id = p.user_group_id
    join user_group g on g.id = p.user_group_id and g.app_name = ${brand}
    where me.user_account_id = ${coachAccountId} and me.role in ('trainer', 'leader')
      and p.role = 'member'
    ${viaAccounts}`.execute(db);
  return new Set(rows.rows.map((row) => row.id));
}

export const coaches = (coachees: Coachees, personAccountId: string) =>
  coachees === 'all' || coachees.has(personAccountId);
