import {
  canChangeResourceGroupStatus,
  isValidGuid,
  type PagedResult,
  type TNamedMember,
  type TResourceGroup,
  type ZMemberCandidateQuery,
  type ZResourceGroupSave,
  type ZResourceGroupSearch,
} from '@portal/core';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/query-helpers';
import { HttpError, notFound } from '../../http/errors';
import type { ActorContext } from '../../shared/request-context';
import { groupItems } from './content.store';
import { memberCandidates, nameMembers } from './member-names.store';
import { GROUP_NOT_FOUND, groupReach, reachableGroups, requireGroup } from './resourcegroup.policy';
import {
  countGroupPeople,
  deleteGroup,
  insertGroup,
  listGroupIds,
  loadGroups,
  priorityHolder,
  replaceMembers,
  searchGroupIds,
  unknownMembers,
  updateGroup,
} from './resourcegroup.store';

export const STALE_GROUP = 'errors.resources.staleGroup';
export const CODE_TAKEN = 'errors.resources.codeTaken';
export const PRIORITY_TAKEN = 'errors.resources.priorityTaken';
export const ACTIVE_GROUP_DELETE = 'errors.resources.activeGroupDelete';
export const NOT_AN_ITEM = 'errors.resources.notAnItem';
export const UNKNOWN_MEMBER = 'errors.resources.unknownMember';

type GroupSave = z.output<typeof ZResourceGroupSave>;

/** GET root: every group the caller reaches, prioritised ones first. */
export async function listGroups(ctx: ActorContext): Promise<TResourceGroup[]> {
  return reachableGroups(ctx, await listGroupIds(ctx.db, ctx.brand, await groupReach(ctx)));
}

/** SearchResourceGroups: a page of the groups the caller reaches. */
export async function searchGroups(
  ctx: ActorContext,
  query: z.output<typeof ZResourceGroupSearch>,
): Promise<PagedResult<TResourceGroup>> {
  const page = await searchGroupIds(ctx.db, ctx.brand, await groupReach(ctx), query);
  return { count: page.count, data: await reachableGroups(ctx, page.data) };
}

/** How many candidates FindMemberCandidates answers: a picker's list, refined by typing. */
export const MEMBER_CANDIDATES = 20;

/** FindMemberCandidates: what the staff may pick as a group's members, the brand's, by name. */
export function findMemberCandidates(
  ctx: ActorContext,
  query: z.output<typeof ZMemberCandidateQuery>,
): Promise<TNamedMember[]> {
  return memberCandidates(ctx.db, ctx.brand, query.type, query.search, MEMBER_CANDIDATES);
}

/** GetMemberNames/{id}: a group's members with their names (staff only, as the members are). */
export async function memberNames(ctx: ActorContext, id: string): Promise<TNamedMember[]> {
  const group = await requireGroup(ctx, id);
  return nameMembers(ctx.db, ctx.brand, group.members);
}

async function checkSave(ctx: ActorContext, input: GroupSave, current: TResourceGroup | null) {
  if (current && !canChangeResourceGroupStatus(current.status, input.status)) {
    throw new HttpError(409, {
      key: 'errors.resources.statusRefused',
      values: { from: current.status, to: input.status },
    });
  }
  if (input.members.length > 0) {
    const unknown = await unknownMembers(ctx.db, ctx.brand, input.members);
    if (unknown.length > 0) throw new HttpError(400, UNKNOWN_MEMBER);
  }
  const items = current ? await groupItems(ctx.db, ctx.brand, [current.id]) : [];
  const itemIds = new Set(items.map((item) => item.id));
  for (const id of [input.introContentId, input.featuredContentId]) {
    if (id !== null && !itemIds.has(id)) throw new HttpError(400, NOT_AN_ITEM);
  }
  if (input.priority !== null && input.status !== 'archived') {
    const holder = await priorityHolder(ctx.db, ctx.brand, input.priority, current?.id ?? null);
    if (holder) throw new HttpError(409, PRIORITY_TAKEN);
  }
}

/** POST save: a new group, or a change of one (status moves by core's rule). */
export async function saveGroup(ctx: ActorContext, input: GroupSave): Promise<TResourceGroup> {
  const current = input.id ? await requireGroup(ctx, input.id) : null;
  await checkSave(ctx, input, current);
  try {
    const id = await ctx.db.transaction().execute(async (trx) => {
      if (!current) {
        const created = await insertGroup(trx, ctx.brand, input, ctx.now);
        await replaceMembers(trx, created, input.members);
        return created;
      }
      // Featuring another item (or the same again after none) dates the feature anew.
      const featuredAt =
        input.featuredContentId === null
          ? null
          : input.featuredContentId === current.featuredContentId && current.featuredAt
            ? new Date(current.featuredAt)
            : ctx.now;
      const changed = await updateGroup(trx, ctx.brand, current.id, input, featuredAt, ctx.now);
      if (!changed) throw new HttpError(409, STALE_GROUP);
      await replaceMembers(trx, current.id, input.members);
      return current.id;
    });
    return requireGroup(ctx, id);
  } catch (error) {
    if (isUniqueViolation(error)) {
      const taken = await priorityHolder(ctx.db, ctx.brand, input.priority ?? 0, input.id ?? null);
      throw new HttpError(409, taken ? PRIORITY_TAKEN : CODE_TAKEN);
    }
    throw error;
  }
}

/** DELETE {id}: false for an id that names no group; an active group is archived first. */
export async function removeGroup(ctx: ActorContext, id: string): Promise<boolean> {
  if (!isValidGuid(id)) return false;
  const [group] = await loadGroups(ctx.db, ctx.brand, [id]);
  if (!group) return false;
  if (group.status === 'active') throw new HttpError(409, ACTIVE_GROUP_DELETE);
  return deleteGroup(ctx.db, ctx.brand, id);
}

/** getUserCount/{id}: the people the group reaches. */
export async function groupUserCount(ctx: ActorContext, id: string): Promise<number> {
  await requireGroup(ctx, id);
  return countGroupPeople(ctx.db, id);
}

/** IsPriorityAvailable/{n}/{x?}: whether the slot is free for group x (or a new group). */
export async function isPriorityAvailable(
  ctx: ActorContext,
  priority: number,
  exceptId: string | undefined,
): Promise<boolean> {
  if (exceptId) {
    const [group] = await loadGroups(ctx.db, ctx.brand, [exceptId]);
    if (!group) throw notFound(GROUP_NOT_FOUND);
  }
  return (await priorityHolder(ctx.db, ctx.brand, priority, exceptId ?? null)) === null;
}
