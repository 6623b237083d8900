import { sql, type Kysely } from 'kysely';
import type { BrandKey } from '@portal/core';
import { MAX_ACCOUNT_DEPTH } from '../../db/query-helpers';
import type { Database } from '../../db/schema';

/** The admins and trainers of the accounts and of all their ancestors, each pair once. */
export async function peopleOfAccountChains(
  db: Kysely<Database>,
  brand: BrandKey,
  accountIds: readonly string[],
): Promise<{ user_account_id: string; role: string }[]> {
  const rows = await sql<{ user_account_id: string; role: string }>`
    with recursive chain(id, parent_account_id, depth) as (
      select id, parent_account_id, 0 from crm_account
      where app_name = ${brand} and id in (${sql.join(accountIds)})
      union all
      select p.id, p.parent_account_id, c.depth + 1 from crm_account p
      join chain c on p.account_id = c.parent_account_id and p.app_name = ${brand}
      where c.depth < ${MAX_ACCOUNT_DEPTH}
    )
    select distinct user_account_id, role from crm_account_person
    where crm_account_id in (select id from chain)`.execute(db);
  return rows.rows;
}

/** The accounts the person administers or trains, and all their descendants. */
export async function accountIdsInCareOf(
  db: Kysely<Database>,
  brand: BrandKey,
  userAccountId: string,
): Promise<string[]> {
  const rows = await sql<{ id: string }>`
    with recursive visible(id, account_id, depth) as (
      select a.id, a.account_id, 0 from crm_account a
      join crm_account_person p on p.crm_account_id = a.id
      where a.app_name = ${brand} and p.user_account_id = ${userAccountId}
      union
      select c.id, c.account_id, v.depth + 1 from crm_account c
      join visible v on c.parent_account_id = v.account_id and c.app_name = ${brand}
      where v.depth < ${MAX_ACCOUNT_DEPTH}
    )
    select distinct id from visible`.execute(db);
  return rows.rows.map((r) => r.id);
}

export async function accountExistsInBrand(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('crm_account')
    .select('id')
    .where('id', '=', id)
    .where('app_name', '=', brand)
    .executeTakeFirst();
  return row !== undefined;
}

/** Accounts the person belongs to: linked to them, or to one of their groups. */
export async function ownAccountIds(
  db: Kysely<Database>,
  brand: BrandKey,
  userAccountId: string,
): Promise<string[]> {
  const rows = await sql<{ id: string }>`
    select l.crm_account_id as id from user_account_crm_account l
      join crm_account a on a.id = l.crm_account_id and a.app_name = ${brand}
      where l.user_account_id = ${userAccountId}
    union
    select gc.crm_account_id from user_group_person m
      join user_group_crm_account gc on gc.user_group_id = m.user_group_id
      join crm_account a on a.id = gc.crm_account_id and a.app_name = ${brand}
      where m.user_account_id = ${userAccountId} and m.role = 'member'`.execute(db);
  return rows.rows.map((row) => row.id);
}

/**
 * The account's parent and children with the account itself; with `wholeTree`, its whole tree
 * (all ancestors and all descendants of the top account).
 */
export async function accountTreeIds(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
  wholeTree: boolean,
): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    with recursive up(id, account_id, parent_account_id, depth) as (
      select id, account_id, parent_account_id, 0 from crm_account where id = ${id}
      union all
      select p.id, p.account_id, p.parent_account_id, u.depth + 1 from crm_account p
      join up u on p.account_id = u.parent_account_id and p.app_name = ${brand}
      where u.depth < ${wholeTree ? 20 : 1}
    ),
    down(id, account_id, depth) as (
      select id, account_id, 0 from up where ${wholeTree ? sql`parent_account_id is null or depth = (select max(depth) from up)` : sql`id = ${id}`}
      union all
      select c.id, c.account_id, d.depth + 1 from crm_account c
      join down d on c.parent_account_id = d.account_id and c.app_name = ${brand}
      where d.depth < ${wholeTree ? 20 : 1}
    )
    select id from up union select id from down`.execute(db);
  return rows.map((row) => row.id);
}
