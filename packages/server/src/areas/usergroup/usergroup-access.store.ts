import { sql, type Kysely } from 'kysely';
import type { BrandKey } from '@portal/core';
import type { Database } from '../../db/schema';

/** What the access facts of a group are made of, as stored. */
export type GroupAccessRows = {
  isVisibleToLeaders: boolean;
  /** The group's trainers and leaders. */
  people: { user_account_id: string; role: string }[];
  viewerIsMember: boolean;
  accountIds: string[];
};

/** The group's trainers, leaders, accounts and whether the viewer is a member (undefined: no group). */
export async function findGroupAccessRows(
  db: Kysely<Database>,
  brand: BrandKey,
  groupId: string,
  viewerAccountId: string | null,
): Promise<GroupAccessRows | undefined> {
  const group = await db
    .selectFrom('user_group')
    .select(['id', 'is_visible_to_leaders'])
    .where('id', '=', groupId)
    .where('app_name', '=', brand)
    .executeTakeFirst();
  if (!group) return undefined;
  const people = await db
    .selectFrom('user_group_person')
    .select(['user_account_id', 'role'])
    .where('user_group_id', '=', groupId)
    .where('role', 'in', ['trainer', 'leader'])
    .execute();
  const member = viewerAccountId
    ? await db
        .selectFrom('user_group_person')
        .select('role')
        .where('user_group_id', '=', groupId)
        .where('user_account_id', '=', viewerAccountId)
        .where('role', '=', 'member')
        .executeTakeFirst()
    : undefined;
  const accounts = await db
    .selectFrom('user_group_crm_account')
    .select('crm_account_id')
    .where('user_group_id', '=', groupId)
    .execute();
  return {
    isVisibleToLeaders: group.is_visible_to_leaders,
    people,
    viewerIsMember: member !== undefined,
    accountIds: accounts.map((a) => a.crm_account_id),
  };
}

/**
 * The brand's groups the person trains or belongs to, leads (when visible to leaders), and the
 * groups of the given accounts ('all' adds none: the caller answers 'all' before asking).
 */
export async function listGroupIdsOfPerson(
  db: Kysely<Database>,
  brand: BrandKey,
  userAccountId: string,
  accounts: 'all' | readonly string[],
): Promise<string[]> {
  const viaAccounts =
    accounts === 'all' || accounts.length === 0
      ? sql``
      : sql`union select user_group_id from user_group_crm_account
          where crm_account_id in (${sql.join(accounts)})`;
  const rows = await sql<{ id: string }>`
    select g.id from user_group g where g.app_name = ${brand} and g.id in (
      select p.user_group_id from user_group_person p join user_group pg on pg.id = p.user_group_id
      where p.user_account_id = ${userAccountId}
        and (p.role in ('member', 'trainer') or (p.role = 'leader' and pg.is_visible_to_leaders))
      ${viaAccounts})`.execute(db);
  return rows.rows.map((row) => row.id);
}

/** The members of the groups the coach trains or leads, and the people of the given accounts. */
export async function listCoacheeIds(
  db: Kysely<Database>,
  brand: BrandKey,
  coachAccountId: string,
  accounts: 'all' | readonly string[],
): Promise<string[]> {
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
  return rows.rows.map((row) => row.id);
}
