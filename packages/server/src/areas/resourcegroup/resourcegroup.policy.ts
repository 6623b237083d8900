import { CONTENT_STAFF, satisfies, type TResourceGroup } from '@portal/core';
import { notFound } from '../../http/errors';
import type { ActorContext } from '../../shared/request-context';
import {
  groupIdByCode,
  loadGroups,
  reachableGroupIds,
  type GroupReach,
} from './resourcegroup.store';

/**
 * Who reaches which group: the content staff reach every group of the brand, in every status;
 * anybody else only the active groups they belong to. A group out of reach answers 404 as if it
 * did not exist, so nobody learns a draft's id or code by trying.
 */

export const GROUP_NOT_FOUND = 'errors.resources.groupNotFound';
export const CODE_NOT_FOUND = 'errors.resources.codeNotFound';

export const isContentStaff = (ctx: ActorContext): boolean => satisfies(ctx.session, CONTENT_STAFF);

export async function groupReach(ctx: ActorContext): Promise<GroupReach> {
  if (isContentStaff(ctx)) return 'all';
  if (!ctx.actor.userAccountId) return [];
  return reachableGroupIds(ctx.db, ctx.brand, ctx.actor.userAccountId);
}

/**
 * Whose series releases limit the items the caller sees: a member's own (in a series group they
 * see the intro and the items released to them); undefined for the staff, who see every item.
 */
export const seriesViewer = (ctx: ActorContext): string | undefined =>
  isContentStaff(ctx) ? undefined : (ctx.actor.userAccountId ?? undefined);

/** Members see who a group reaches only if they are staff. */
export const presentGroup = (ctx: ActorContext, group: TResourceGroup): TResourceGroup =>
  isContentStaff(ctx) ? group : { ...group, members: [] };

/** The groups among the ids the caller reaches, in the order asked. */
export async function reachableGroups(
  ctx: ActorContext,
  ids: readonly string[],
): Promise<TResourceGroup[]> {
  const reach = await groupReach(ctx);
  const allowed = reach === 'all' ? ids : ids.filter((id) => reach.includes(id));
  const groups = await loadGroups(ctx.db, ctx.brand, allowed);
  return groups.map((group) => presentGroup(ctx, group));
}

/** One group the caller reaches, else 404. */
export async function requireGroup(ctx: ActorContext, id: string): Promise<TResourceGroup> {
  const [group] = await reachableGroups(ctx, [id]);
  if (!group) throw notFound(GROUP_NOT_FOUND);
  return group;
}

/** One group by code the caller reaches, else 404 (the same answer for a draft's code). */
export async function requireGroupByCode(ctx: ActorContext, code: string): Promise<TResourceGroup> {
  const id = await groupIdByCode(ctx.db, ctx.brand, code);
  const [group] = id ? await reachableGroups(ctx, [id]) : [];
  if (!group) throw notFound(CODE_NOT_FOUND);
  return group;
}
