import type { z } from 'zod';
import type {
  TChangedCount,
  TRoleClaim,
  TRoleDetail,
  ZReplaceRole,
  ZRoleClaimChange,
  ZRoleSave,
  ZUserRoleChange,
} from '@portal/core';
import { HttpError, notFound } from '../../http/errors';
import { AUDIT_ACTIONS, recordAudit, recordAudits } from '../../shared/audit';
import { auditSource } from '../../shared/audit';
import { inTransaction, type AdminContext } from './admin-context';
import { assertStorableClaim } from './claim-rules';
import {
  addRoleToUsers,
  deleteRole,
  findRole,
  insertRole,
  removeRoleClaim,
  removeUserRole,
  renameRole,
  replaceRole,
  upsertRoleClaim,
  usersOfRole,
} from './role-admin.store';
import { findUserRow } from './user-admin.store';
import { endSessions } from '../../identity/revocation';

export const ROLE_NOT_FOUND = 'errors.security.roleNotFound';
export const ROLE_NAME_TAKEN = 'errors.security.roleNameTaken';

/** The role of cohort account admins, created with its claim on first use. */
export const COHORT_ACCOUNT_ADMIN_ROLE = 'CohortAccountAdmin';
const COHORT_ACCOUNT_ADMIN_CLAIM = { claimType: 'cohortAccountAdmin', claimValue: 'true' };

type RoleClaimChange = z.output<typeof ZRoleClaimChange>;
type UserRoleChange = z.output<typeof ZUserRoleChange>;

export async function getRole(
  ctx: AdminContext,
  by: { id: string } | { name: string },
): Promise<TRoleDetail> {
  const role = await findRole(ctx.db, by);
  if (!role) throw notFound(ROLE_NOT_FOUND);
  return role;
}

/** Creates (no id) or renames a role; 409 when another role has the name in any case. */
export async function saveRole(
  ctx: AdminContext,
  input: z.output<typeof ZRoleSave>,
): Promise<TRoleDetail> {
  const id = await inTransaction(ctx, async (tx) => {
    const source = auditSource(tx);
    if (!input.id) {
      const created = await insertRole(tx.db, input.name, tx.now);
      if (!created) throw new HttpError(409, ROLE_NAME_TAKEN);
      await recordAudit(tx.db, {
        ...source,
        action: AUDIT_ACTIONS.roleCreated,
        details: { roleId: created, role: input.name },
      });
      return created;
    }
    const before = await getRole(tx, { id: input.id });
    const outcome = await renameRole(tx.db, input.id, input.name, tx.now);
    if (outcome === 'missing') throw notFound(ROLE_NOT_FOUND);
    if (outcome === 'taken') throw new HttpError(409, ROLE_NAME_TAKEN);
    await recordAudit(tx.db, {
      ...source,
      action: AUDIT_ACTIONS.roleRenamed,
      details: { roleId: input.id, from: before.name, to: input.name },
    });
    return input.id;
  });
  return getRole(ctx, { id });
}

/** False when the role does not exist. */
export function removeRole(ctx: AdminContext, id: string): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const role = await findRole(tx.db, { id });
    // A right taken from the role's users ends their sessions.
    const holders = role ? await usersOfRole(tx.db, id) : [];
    if (!role || !(await deleteRole(tx.db, id))) return false;
    await endSessions(tx.db, holders);
    await recordAudit(tx.db, {
      ...auditSource(tx),
      action: AUDIT_ACTIONS.roleDeleted,
      details: { roleId: id, role: role.name, userCount: role.userCount },
    });
    return true;
  });
}

export function upsertClaimOfRole(ctx: AdminContext, input: RoleClaimChange): Promise<TRoleClaim> {
  assertStorableClaim(input.claimType);
  return inTransaction(ctx, async (tx) => {
    const role = await getRole(tx, { id: input.roleId });
    const claim = await upsertRoleClaim(tx.db, role.id, input, tx.now);
    await recordAudit(tx.db, {
      ...auditSource(tx),
      action: AUDIT_ACTIONS.roleClaimSaved,
      details: {
        roleId: role.id,
        role: role.name,
        claimType: input.claimType,
        claimValue: input.claimValue,
      },
    });
    return claim;
  });
}

/** False when the role or its claim does not exist. */
export function removeClaimOfRole(ctx: AdminContext, input: RoleClaimChange): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const role = await findRole(tx.db, { id: input.roleId });
    if (!role || !(await removeRoleClaim(tx.db, role.id, input))) return false;
    await endSessions(tx.db, await usersOfRole(tx.db, role.id));
    await recordAudit(tx.db, {
      ...auditSource(tx),
      action: AUDIT_ACTIONS.roleClaimRemoved,
      details: {
        roleId: role.id,
        role: role.name,
        claimType: input.claimType,
        claimValue: input.claimValue,
      },
    });
    return true;
  });
}

/**
 * Gives (add) or takes (remove) a role by name, in any case. True when the user holds (add) or
 * no longer holds (remove) the role because of this call; false when the user or role is
 * missing, or nothing changed.
 */
export function changeUserRole(
  ctx: AdminContext,
  input: UserRoleChange,
  change: 'add' | 'remove',
): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const [user, role] = await Promise.all([
      findUserRow(tx.db, input.userId),
      findRole(tx.db, { name: input.roleName }),
    ]);
    if (!user || !role) return false;
    const changed =
      change === 'add'
        ? (await addRoleToUsers(tx.db, [user.id], role.id, tx.now)).length > 0
        : await removeUserRole(tx.db, user.id, role.id);
    if (!changed) return change === 'add';
    if (change === 'remove') await endSessions(tx.db, [user.id]);
    await recordAudit(tx.db, {
      ...auditSource(tx),
      action: change === 'add' ? AUDIT_ACTIONS.userRoleAdded : AUDIT_ACTIONS.userRoleRemoved,
      subjectUserId: user.id,
      details: { role: role.name },
    });
    return true;
  });
}

/** Every user of `fromRole` gets `toRole` instead; 404 when `toRole` does not exist. */
export function replaceRoleOfUsers(
  ctx: AdminContext,
  input: z.output<typeof ZReplaceRole>,
): Promise<TChangedCount> {
  return inTransaction(ctx, async (tx) => {
    const to = await getRole(tx, { name: input.toRole });
    const from = await findRole(tx.db, { name: input.fromRole });
    if (!from || from.id === to.id) return { count: 0 };
    const moved = await replaceRole(tx.db, from.id, to.id, tx.now);
    await endSessions(tx.db, moved);
    const source = auditSource(tx);
    await recordAudits(
      tx.db,
      moved.map((userId) => ({
        ...source,
        action: AUDIT_ACTIONS.userRoleRemoved,
        subjectUserId: userId,
        details: { role: from.name, replacedBy: to.name },
      })),
    );
    return { count: moved.length };
  });
}

/** The CohortAccountAdmin role, created with its cohortAccountAdmin claim when missing. */
async function cohortAccountAdminRole(tx: AdminContext): Promise<TRoleDetail> {
  const existing = await findRole(tx.db, { name: COHORT_ACCOUNT_ADMIN_ROLE });
  if (existing) return existing;
  await insertRole(tx.db, COHORT_ACCOUNT_ADMIN_ROLE, tx.now);
  const role = await getRole(tx, { name: COHORT_ACCOUNT_ADMIN_ROLE });
  await upsertRoleClaim(tx.db, role.id, COHORT_ACCOUNT_ADMIN_CLAIM, tx.now);
  await recordAudit(tx.db, {
    ...auditSource(tx),
    action: AUDIT_ACTIONS.roleCreated,
    details: { roleId: role.id, role: role.name, claimType: COHORT_ACCOUNT_ADMIN_CLAIM.claimType },
  });
  return role;
}

/** Gives the CohortAccountAdmin role (creating it on first use); false when the user is missing. */
export async function assignCohortAccountAdmin(
  ctx: AdminContext,
  userId: string,
): Promise<boolean> {
  if (!(await findUserRow(ctx.db, userId))) return false;
  await inTransaction(ctx, cohortAccountAdminRole);
  return changeUserRole(ctx, { userId, roleName: COHORT_ACCOUNT_ADMIN_ROLE }, 'add');
}

/** Takes the CohortAccountAdmin role; false when the user did not hold it. */
export function removeCohortAccountAdmin(ctx: AdminContext, userId: string): Promise<boolean> {
  return changeUserRole(ctx, { userId, roleName: COHORT_ACCOUNT_ADMIN_ROLE }, 'remove');
}
