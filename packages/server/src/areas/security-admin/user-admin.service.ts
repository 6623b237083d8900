import type { z } from 'zod';
import type { PagedQuery, PagedResult, TUserDetail, TUserSummary, ZUserSave } from '@portal/core';
import { HttpError, notFound } from '../../http/errors';
import { AUDIT_ACTIONS, recordAudit } from '../../shared/audit';
import { findUserByEmail } from '../../identity/identity-users.store';
import { auditSource } from '../../shared/audit';
import { inTransaction, type AdminContext } from './admin-context';
import { endSessions } from '../../identity/revocation';
import { countHolders, type UserFilter } from './claim-holders.store';
import { asUserId } from './claim-rules';
import { isUniqueViolation } from '../../db/query-helpers';
import {
  deleteUser,
  findUserDetail,
  findUserRow,
  insertUser,
  searchUsers,
  updateUser,
  type UserChanges,
} from './user-admin.store';

export const USER_NOT_FOUND = 'errors.security.userNotFound';
export const EMAIL_TAKEN = 'errors.security.emailTaken';
export const CANNOT_DELETE_SELF = 'errors.security.cannotDeleteSelf';
export const CANNOT_LOCK_SELF = 'errors.security.cannotLockSelf';

type UserSave = z.output<typeof ZUserSave>;

/** Ids compare in their canonical form: a guid may arrive in braces or upper case. */
const isSelf = (ctx: AdminContext, id: string) => asUserId(id) === asUserId(ctx.session.userId);

/** A blank name or phone is stored as none. */
const textOrNull = (text: string | undefined) => (text === undefined ? undefined : text || null);

function changesOf(input: UserSave): UserChanges {
  return {
    email: input.email,
    firstName: textOrNull(input.firstName),
    middleName: textOrNull(input.middleName),
    lastName: textOrNull(input.lastName),
    phoneNumber: textOrNull(input.phoneNumber),
    emailConfirmed: input.emailConfirmed,
    lockoutEnabled: input.lockoutEnabled,
    lockoutEnd: input.lockoutEnd === undefined ? undefined : toDateOrNull(input.lockoutEnd),
    forcePasswordChange: input.forcePasswordChange,
  };
}

const toDateOrNull = (iso: string | null) => (iso === null ? null : new Date(iso));

/** The fields a save names, for the audit row (names only: values may be personal). */
const namedFields = (input: UserSave) =>
  Object.keys(input).filter((key) => key !== 'id' && input[key as keyof UserSave] !== undefined);

/** One user with its roles and claims; 404 when missing. */
export async function getUser(ctx: AdminContext, id: string): Promise<TUserDetail> {
  const detail = await findUserDetail(ctx.db, id);
  if (!detail) throw notFound(USER_NOT_FOUND);
  return detail;
}

async function createUser(ctx: AdminContext, input: UserSave): Promise<string> {
  const id = await insertUser(
    ctx.db,
    { ...changesOf(input), email: input.email },
    ctx.brand,
    ctx.now,
  );
  if (!id) throw new HttpError(409, EMAIL_TAKEN);
  await recordAudit(ctx.db, {
    ...auditSource(ctx),
    action: AUDIT_ACTIONS.userCreated,
    subjectUserId: id,
    details: { email: input.email, fields: namedFields(input) },
  });
  return id;
}

async function editUser(ctx: AdminContext, id: string, input: UserSave): Promise<void> {
  const current = await findUserRow(ctx.db, id);
  if (!current) throw notFound(USER_NOT_FOUND);
  const changes = changesOf(input);
  const locking = changes.lockoutEnd != null && changes.lockoutEnd > ctx.now;
  if (locking && isSelf(ctx, id)) throw new HttpError(422, CANNOT_LOCK_SELF);
  const other = await findUserByEmail(ctx.db, input.email);
  if (other && other.id !== current.id) throw new HttpError(409, EMAIL_TAKEN);
  try {
    await updateUser(ctx.db, current, changes, ctx.now);
  } catch (error) {
    // A simultaneous save took the address after the check above.
    if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_TAKEN);
    throw error;
  }
  // A lock ends the user's sessions at once, not at the next renewal.
  if (locking) await endSessions(ctx.db, [id]);
  const source = { ...auditSource(ctx), subjectUserId: id };
  await recordAudit(ctx.db, {
    ...source,
    action: AUDIT_ACTIONS.userUpdated,
    details: {
      fields: namedFields(input),
      ...(current.email !== input.email ? { previousEmail: current.email } : {}),
    },
  });
  if (changes.lockoutEnd !== undefined) {
    const wasLocked = current.lockout_end !== null && current.lockout_end > ctx.now;
    if (locking && !wasLocked) {
      await recordAudit(ctx.db, {
        ...source,
        action: AUDIT_ACTIONS.userLocked,
        details: { until: input.lockoutEnd },
      });
    } else if (changes.lockoutEnd === null && (wasLocked || current.access_failed_count > 0)) {
      await recordAudit(ctx.db, { ...source, action: AUDIT_ACTIONS.userUnlocked });
    }
  }
}

/**
 * Creates a user (no id: without a password, which the person sets through the reset flow) or
 * updates one. A future lockoutEnd locks; null unlocks and forgets the failed sign-ins.
 */
export async function saveUser(ctx: AdminContext, input: UserSave): Promise<TUserDetail> {
  const id = await inTransaction(ctx, async (tx) => {
    if (!input.id) return createUser(tx, input);
    await editUser(tx, input.id, input);
    return input.id;
  });
  return getUser(ctx, id);
}

/** False when the user does not exist; an admin cannot delete itself. */
export async function removeUser(ctx: AdminContext, id: string): Promise<boolean> {
  if (isSelf(ctx, id)) throw new HttpError(422, CANNOT_DELETE_SELF);
  return inTransaction(ctx, async (tx) => {
    const user = await findUserRow(tx.db, id);
    if (!user || !(await deleteUser(tx.db, id))) return false;
    await endSessions(tx.db, [id]);
    await recordAudit(tx.db, {
      ...auditSource(tx),
      action: AUDIT_ACTIONS.userDeleted,
      subjectUserId: id,
      details: { email: user.email },
    });
    return true;
  });
}

/** A page of users, all or those of a role or claim. */
export function findUsers(
  ctx: AdminContext,
  query: PagedQuery,
  filter?: UserFilter,
): Promise<PagedResult<TUserSummary>> {
  return searchUsers(ctx.db, query, filter, ctx.now);
}

/** How many users hold a role or a claim. */
export function countUsers(ctx: AdminContext, filter: UserFilter): Promise<number> {
  return countHolders(ctx.db, filter, ctx.now);
}
