import { sql, type Kysely } from 'kysely';
import {
  canEditAccount,
  canSeeAccount,
  hasGlobalDataAccess,
  type AccountAccessFacts,
  type BrandKey,
  type Viewer,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import { type ActorContext } from '../../shared/request-context';

/**
 * The facts the account predicates of core (`canSeeAccount`, `canEditAccount`) need, read from
 * the database: an account's admins and trainers merged with those of its ancestors. Every
 * feature that shows account data checks it through `requireVisibleAccount` or
 * `visibleAccountIds`.
 */

export const ACCOUNT_NOT_FOUND = 'No account of this brand has this id.';
/** Ancestors followed at most: a tree deeper than this is a data error, not a reason to loop. */
const MAX_DEPTH = 20;

/** Admins and trainers of the accounts (each with its ancestors), merged. */
export async function accountFacts(
  db: Kysely<Database>,
  brand: BrandKey,
  accountIds: readonly string[],
): Promise<AccountAccessFacts> {
  if (accountIds.length === 0) return { adminUserAccountIds: [], trainerUserAccountIds: [] };
  const rows = await sql<{ user_account_id: string; role: string }>`
    with recursive chain(id, parent_account_id, depth) as (
      select id, parent_account_id, 0 from crm_account
      where app_name = ${brand} and id in (${sql.join(accountIds)})
      union all
      select p.id, p.parent_account_id, c.depth + 1 from crm_account p
      join chain c on p.account_id = c.parent_account_id and p.app_name = ${brand}
      where c.depth < ${MAX_DEPTH}
    )
    select distinct user_account_id, role from crm_account_person
    where crm_account_id in (select id from chain)`.execute(db);
  const of = (role: string) =>
    rows.rows.filter((r) => r.role === role).map((r) => r.user_account_id);
  return { adminUserAccountIds: of('admin'), trainerUserAccountIds: of('trainer') };
}

/**
 * The ids of the accounts the viewer may see: 'all' with global data access, else the accounts
 * the viewer administers or trains and all their descendants.
 */
export async function visibleAccountIds(
  db: Kysely<Database>,
  brand: BrandKey,
  viewer: Viewer,
): Promise<'all' | string[]> {
  if (hasGlobalDataAccess(viewer.session)) return 'all';
  if (!viewer.userAccountId) return [];
  const rows = await sql<{ id: string }>`
    with recursive visible(id, account_id, depth) as (
      select a.id, a.account_id, 0 from crm_account a
      join crm_account_person p on p.crm_account_id = a.id
      where a.app_name = ${brand} and p.user_account_id = ${viewer.userAccountId}
      union
      select c.id, c.account_id, v.depth + 1 from crm_account c
      join visible v on c.parent_account_id = v.account_id and c.app_name = ${brand}
      where v.depth < ${MAX_DEPTH}
    )
    select distinct id from visible`.execute(db);
  return rows.rows.map((r) => r.id);
}

async function existsInBrand(ctx: ActorContext, id: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('crm_account')
    .select('id')
    .where('id', '=', id)
    .where('app_name', '=', ctx.brand)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The facts of an account the viewer may see. A missing account and one the viewer may not see
 * both answer 404: an id that cannot be read does not tell whether it exists.
 */
export async function requireVisibleAccount(
  ctx: ActorContext,
  id: string,
): Promise<AccountAccessFacts> {
  if (!(await existsInBrand(ctx, id))) throw notFound(ACCOUNT_NOT_FOUND);
  const facts = await accountFacts(ctx.db, ctx.brand, [id]);
  if (!canSeeAccount(ctx.actor, facts)) throw notFound(ACCOUNT_NOT_FOUND);
  return facts;
}

/** As `requireVisibleAccount`, then 403 unless the viewer may change the account. */
export async function requireEditableAccount(
  ctx: ActorContext,
  id: string,
): Promise<AccountAccessFacts> {
  const facts = await requireVisibleAccount(ctx, id);
  if (!canEditAccount(ctx.actor, facts)) throw new HttpError(403, NOT_AUTHORIZED);
  return facts;
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
 * An account's awards and certificates: whoever may see the account, and the people who belong
 * to it (their home page shows their account's awards).
 */
export async function requireAwardsVisible(ctx: ActorContext, id: string): Promise<void> {
  if (ctx.actor.userAccountId) {
    const own = await ownAccountIds(ctx.db, ctx.brand, ctx.actor.userAccountId);
    if (own.includes(id)) return;
  }
  await requireVisibleAccount(ctx, id);
}
