import { sql, type Kysely } from 'kysely';
import {
  canManageGroup,
  canSeeGroup,
  hasGlobalDataAccess,
  type BrandKey,
  type GroupAccessFacts,
  type Viewer,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import { type ActorContext } from '../../shared/request-context';
import { accountFacts, visibleAccountIds } from '../crmaccount/crmaccount.policy';

/**
 * The facts core's group predicates (`canSeeGroup`, `canManageGroup`) need, read from the
 * database; every feature showing group data checks it through `requireVisibleGroup` or
 * `visibleGroupIds`.
 */

export const GROUP_NOT_FOUND = 'No group of this brand has this id.';

/** The people of a group, its accounts' people and whether the viewer is a member. */
export async function groupFacts(
  db: Kysely<Database>,
  brand: BrandKey,
  groupId: string,
  viewer: Viewer,
): Promise<GroupAccessFacts | undefined> {
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
  const member = viewer.userAccountId
    ? await db
        .selectFrom('user_group_person')
        .select('role')
        .where('user_group_id', '=', groupId)
        .where('user_account_id', '=', viewer.userAccountId)
        .where('role', '=', 'member')
        .executeTakeFirst()
    : undefined;
  const accounts = await db
    .selectFrom('user_group_crm_account')
    .select('crm_account_id')
    .where('user_group_id', '=', groupId)
    .execute();
  const of = (role: string) => people.filter((p) => p.role === role).map((p) => p.user_account_id);
  return {
    trainerUserAccountIds: of('trainer'),
    leaderUserAccountIds: of('leader'),
    isVisibleToLeaders: group.is_visible_to_leaders,
    viewerIsMember: member !== undefined,
    accounts: await accountFacts(
      db,
      brand,
      accounts.map((a) => a.crm_account_id),
    ),
  };
}

/** A group the viewer may see (404 when missing or hidden from the viewer). */
export async function requireVisibleGroup(
  ctx: ActorContext,
  groupId: string,
): Promise<GroupAccessFacts> {
  const facts = await groupFacts(ctx.db, ctx.brand, groupId, ctx.actor);
  if (!facts || !canSeeGroup(ctx.actor, facts)) throw notFound(GROUP_NOT_FOUND);
  return facts;
}

/** As `requireVisibleGroup`, then 403 unless the viewer may change it. */
export async function requireManagedGroup(
  ctx: ActorContext,
  groupId: string,
): Promise<GroupAccessFacts> {
  const facts = await requireVisibleGroup(ctx, groupId);
  if (!canManageGroup(ctx.actor, facts)) throw new HttpError(403, NOT_AUTHORIZED);
  return facts;
}

/**
 * The groups the viewer may see: 'all' with global data access, else the groups the viewer
 * trains or belongs to, leads (when visible to leaders), and the groups of visible accounts.
 */
export async function visibleGroupIds(
  db: Kysely<Database>,
  brand: BrandKey,
  viewer: Viewer,
): Promise<'all' | string[]> {
  if (hasGlobalDataAccess(viewer.session)) return 'all';
  if (!viewer.userAccountId) return [];
  const accounts = await visibleAccountIds(db, brand, viewer);
  const viaAccounts =
    accounts === 'all' || accounts.length === 0
      ? sql``
      : sql`union select user_group_id from user_group_crm_account
          where crm_account_id in (${sql.join(accounts)})`;
  const rows = await sql<{ id: string }>`
    select g.id from user_group g where g.app_name = ${brand} and g.id in (
      select p.user_group_id from user_group_person p join user_group pg on pg.id = p.user_group_id
      where p.user_account_id = ${viewer.userAccountId}
        and (p.role in ('member', 'trainer') or (p.role = 'leader' and pg.is_visible_to_leaders))
      ${viaAccounts})`.execute(db);
  return rows.rows.map((row) => row.id);
}
