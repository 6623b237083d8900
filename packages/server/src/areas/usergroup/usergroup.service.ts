import { createHash } from 'node:crypto';
import {
  canCreateGroup,
  canManageGroup,
  hasGlobalDataAccess,
  pictureTypeOf,
  PICTURE_MAX_BYTES,
  type PagedResult,
  type TGroupMemberChangeResult,
  type TGroupMembership,
  type TUserGroup,
  type TUserGroupDetailView,
  type TUserGroupMember,
  type TUserGroupRow,
  type ZGroupMemberChange,
  type ZUserGroupDetailQuery,
  type ZUserGroupSave,
  type ZUserGroupSearch,
} from '@portal/core';
import type { z } from 'zod';
import { HttpError, notFound } from '../../http/errors';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import { type ActorContext } from '../../shared/request-context';
import { PICTURE_TOO_LARGE, PICTURE_TYPE_REFUSED } from '../../shared/pictures';
import { accountFacts } from '../crmaccount/crmaccount.policy';
import { syncCohortClaims } from './cohort-claims';
import { applyRecordedUses, issueEntityInviteCode } from '../invite-code/invite-joins';
import {
  GROUP_NOT_FOUND,
  groupFacts,
  requireManagedGroup,
  requireVisibleGroup,
  visibleGroupIds,
} from './usergroup.policy';
import {
  loadGroups,
  memberPage,
  membershipOf,
  searchGroups,
  type StoredGroup,
} from './usergroup.store';
import {
  accountIdsByEmails,
  addPeople,
  assignInviteCodeToGroup,
  deactivateGroupInviteCodes,
  deleteGroup,
  findActiveGroupInviteCode,
  findGroupVersion,
  insertGroup,
  listMemberIds,
  removeMembers,
  replaceGroupAccounts,
  replaceGroupPeople,
  updateGroup,
  upsertGroupPicture,
} from './usergroup-write.store';

/** What other areas use of this area's rows. */
export { membershipOf } from './usergroup.store';

export const STALE_GROUP = 'errors.group.staleGroup';

async function present(ctx: ActorContext, groups: StoredGroup[]): Promise<TUserGroup[]> {
  return Promise.all(
    groups.map(async (group) => {
      const facts = await groupFacts(ctx.db, ctx.brand, group.id, ctx.actor);
      const manage = facts ? canManageGroup(ctx.actor, facts) : false;
      return { ...group, abilities: { edit: manage, manageMembers: manage, delete: manage } };
    }),
  );
}

/** {id}: one group (404 when missing or not visible). */
export async function getGroup(ctx: ActorContext, id: string): Promise<TUserGroup> {
  await requireVisibleGroup(ctx, id);
  const [group] = await present(ctx, await loadGroups(ctx.db, ctx.brand, [id]));
  if (!group) throw notFound(GROUP_NOT_FOUND);
  return group;
}

/** GetByIds: the visible groups among the ids. */
export async function getGroups(ctx: ActorContext, ids: readonly string[]): Promise<TUserGroup[]> {
  const visible = await visibleGroupIds(ctx.db, ctx.brand, ctx.actor);
  const allowed = visible === 'all' ? ids : ids.filter((id) => visible.includes(id));
  const groups = await loadGroups(ctx.db, ctx.brand, allowed);
  const byId = new Map(groups.map((g) => [g.id, g]));
  return present(
    ctx,
    allowed.flatMap((id) => byId.get(id) ?? []),
  );
}

/** search and GetByAccountIds: a page of the visible groups. */
export async function findGroups(
  ctx: ActorContext,
  query: z.output<typeof ZUserGroupSearch>,
  crmAccountIds: readonly string[] = [],
): Promise<PagedResult<TUserGroupRow>> {
  const visible = await visibleGroupIds(ctx.db, ctx.brand, ctx.actor);
  return searchGroups(ctx.db, ctx.brand, { ...query, crmAccountIds }, visible);
}

/** GetDetailView: the group and one page of its members. */
export async function detailView(
  ctx: ActorContext,
  query: z.output<typeof ZUserGroupDetailQuery>,
): Promise<TUserGroupDetailView> {
  const group = await getGroup(ctx, query.userGroupId);
  return { group, members: await memberPage(ctx.db, group.id, query) };
}

/**
 * The team dashboard's rows: the members, a page at a time. Plan and 360 statuses come from
 * their own areas' calls with these user account ids.
 */
export async function teamDashboard(
  ctx: ActorContext,
  query: z.output<typeof ZUserGroupDetailQuery>,
): Promise<PagedResult<TUserGroupMember>> {
  await requireVisibleGroup(ctx, query.userGroupId);
  return memberPage(ctx.db, query.userGroupId, query);
}

/** upsert: a new group (defaults of the spec) or a change over its version. */
export async function saveGroup(
  ctx: ActorContext,
  input: z.output<typeof ZUserGroupSave>,
): Promise<TUserGroup> {
  if (input.id) {
    await requireManagedGroup(ctx, input.id);
  } else {
    const facts = await Promise.all(
      input.crmAccountIds.map((id) => accountFacts(ctx.db, ctx.brand, [id])),
    );
    if (!canCreateGroup(ctx.actor, facts)) throw new HttpError(403, NOT_AUTHORIZED);
  }
  const id = await ctx.db.transaction().execute(async (db) => {
    let saved = input.id;
    if (saved) {
      const current = await findGroupVersion(db, saved);
      if (!(await updateGroup(db, saved, input.version ?? current, input, ctx.now))) {
        throw new HttpError(409, STALE_GROUP);
      }
    } else {
      saved = await insertGroup(db, ctx.brand, input, ctx.now);
    }
    // A trainer who makes a group without naming trainers trains it (else nobody could see it).
    const trainers =
      !input.id &&
      input.trainerUserAccountIds.length === 0 &&
      ctx.actor.userAccountId &&
      !hasGlobalDataAccess(ctx.session)
        ? [ctx.actor.userAccountId]
        : input.trainerUserAccountIds;
    await replaceGroupAccounts(db, ctx.brand, saved, input.crmAccountIds);
    await replaceGroupPeople(db, ctx.brand, saved, 'trainer', trainers, ctx.now);
    await replaceGroupPeople(db, ctx.brand, saved, 'leader', input.leaderUserAccountIds, ctx.now);
    return saved;
  });
  // The reference type decides cohort claims: members follow a change of it.
  const members = await listMemberIds(ctx.db, id);
  await syncCohortClaims(ctx.db, members, ctx.now);
  return getGroup(ctx, id);
}

/** AddMember/{id} and RemoveMember/{id}: people by id or e-mail; cohort claims follow. */
export async function changeMembers(
  ctx: ActorContext,
  groupId: string,
  change: z.output<typeof ZGroupMemberChange>,
  action: 'add' | 'remove',
): Promise<TGroupMemberChangeResult> {
  await requireManagedGroup(ctx, groupId);
  const byEmail = await accountIdsByEmails(ctx.db, ctx.brand, change.emails);
  const ids = [...new Set([...change.userAccountIds, ...byEmail.values()])];
  const notFoundEmails = change.emails.filter((email) => !byEmail.has(email));
  const counted = await ctx.db
    .transaction()
    .execute(async (db) =>
      action === 'add'
        ? addPeople(db, ctx.brand, groupId, 'member', ids, ctx.now)
        : removeMembers(db, groupId, ids),
    );
  await syncCohortClaims(ctx.db, ids, ctx.now);
  const group = await getGroup(ctx, groupId);
  return {
    added: action === 'add' ? counted : 0,
    removed: action === 'remove' ? counted : 0,
    notFound: notFoundEmails,
    memberCount: group.memberCount,
  };
}

/** GetMembership/{userAccountId}: the person's groups that the caller may see. */
export async function membership(
  ctx: ActorContext,
  userAccountId: string,
): Promise<TGroupMembership[]> {
  const groups = await membershipOf(ctx.db, ctx.brand, userAccountId);
  if (userAccountId === ctx.actor.userAccountId) return groups;
  const visible = await visibleGroupIds(ctx.db, ctx.brand, ctx.actor);
  return visible === 'all' ? groups : groups.filter((g) => visible.includes(g.userGroupId));
}

/** GenerateInviteCode/{id}/{flag}: the group's code; with the flag a new one replaces it. */
export async function groupInviteCode(
  ctx: ActorContext,
  groupId: string,
  replace: boolean,
): Promise<{ inviteCode: string }> {
  await requireManagedGroup(ctx, groupId);
  return ctx.db.transaction().execute(async (db) => {
    if (replace) {
      await deactivateGroupInviteCodes(db, groupId, ctx.now);
    } else {
      const existing = await findActiveGroupInviteCode(db, groupId);
      if (existing) return { inviteCode: existing };
    }
    const inviteCode = await issueEntityInviteCode(db, {
      brand: ctx.brand,
      target: { userGroupId: groupId },
      description: 'Group invitation',
      createdByUserId: ctx.session.userId,
      now: ctx.now,
    });
    return { inviteCode };
  });
}

/**
 * UpdateInviteCodeGroup/{codeId}/{groupId}: ties an existing code of the brand to the group;
 * everyone who used the code before joins the group now.
 */
export async function tieInviteCodeToGroup(
  ctx: ActorContext,
  inviteCodeId: string,
  groupId: string,
): Promise<{ applied: number }> {
  await requireManagedGroup(ctx, groupId);
  return ctx.db.transaction().execute(async (db) => {
    if (!(await assignInviteCodeToGroup(db, ctx.brand, inviteCodeId, groupId, ctx.now))) {
      throw notFound('errors.common.inviteCodeNotFound');
    }
    return { applied: await applyRecordedUses(db, ctx.brand, inviteCodeId, ctx.now) };
  });
}

/** DeleteUserGroup/{id} and DELETE {id}: false when nothing was deleted. */
export async function removeGroup(ctx: ActorContext, id: string): Promise<boolean> {
  const facts = await groupFacts(ctx.db, ctx.brand, id, ctx.actor);
  if (!facts) return false;
  if (!canManageGroup(ctx.actor, facts)) throw new HttpError(403, NOT_AUTHORIZED);
  const members = await listMemberIds(ctx.db, id);
  const removed = await ctx.db.transaction().execute((db) => deleteGroup(db, ctx.brand, id));
  await syncCohortClaims(ctx.db, members, ctx.now);
  return removed;
}

/** UpdatePicture/{id}: PNG, JPEG or WebP (typed by its bytes), as for user accounts. */
export async function updateGroupPicture(
  ctx: ActorContext,
  id: string,
  bytes: Buffer,
): Promise<TUserGroup> {
  await requireManagedGroup(ctx, id);
  if (bytes.length > PICTURE_MAX_BYTES) throw new HttpError(413, PICTURE_TOO_LARGE);
  const contentType = pictureTypeOf(bytes);
  if (!contentType) throw new HttpError(415, PICTURE_TYPE_REFUSED);
  const hash = createHash('sha256').update(bytes).digest('hex');
  await upsertGroupPicture(ctx.db, id, { contentType, data: bytes, hash }, ctx.now);
  return getGroup(ctx, id);
}
