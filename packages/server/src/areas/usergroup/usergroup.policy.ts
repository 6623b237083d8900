import type { Kysely } from 'kysely';
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
import { findGroupAccessRows, listGroupIdsOfPerson } from './usergroup-access.store';

/**
 * The facts core's group predicates (`canSeeGroup`, `canManageGroup`) need, read from the
 * database; every feature showing group data checks it through `requireVisibleGroup` or
 * `visibleGroupIds`.
 */

export const GROUP_NOT_FOUND = 'errors.common.groupNotFound';

/** The people of a group, its accounts' people and whether the viewer is a member. */
export async function groupFacts(
  db: Kysely<Database>,
  brand: BrandKey,
  groupId: string,
  viewer: Viewer,
): Promise<GroupAccessFacts | undefined> {
  const rows = await findGroupAccessRows(db, brand, groupId, viewer.userAccountId);
  if (!rows) return undefined;
  const { people } = rows;
  const of = (role: string) => people.filter((p) => p.role === role).map((p) => p.user_account_id);
  return {
    trainerUserAccountIds: of('trainer'),
    leaderUserAccountIds: of('leader'),
    isVisibleToLeaders: rows.isVisibleToLeaders,
    viewerIsMember: rows.viewerIsMember,
    accounts: await accountFacts(db, brand, rows.accountIds),
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
  return listGroupIdsOfPerson(db, brand, viewer.userAccountId, accounts);
}
