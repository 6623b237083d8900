import type { z } from 'zod';
import {
  isImpersonateClaimType,
  type TChangedCount,
  type TUserClaim,
  type ZAssignProfileV2,
  type ZRemoveUserClaim,
  type ZReplaceClaim,
  type ZSetClaimExpireDate,
  type ZUpsertClaimToUsers,
  type ZUpsertUserClaim,
} from '@portal/core';
import { notFound } from '../../http/errors';
import { AUDIT_ACTIONS, recordAudits, type AuditEntry } from '../../shared/audit';
import { auditSource } from '../../shared/audit';
import { inTransaction, type AdminContext } from './admin-context';
import {
  claimsWithValue,
  refreshStoredClaims,
  removeUserClaim,
  resolveUserIds,
  setClaimExpiry,
  upsertUserClaims,
} from './claim-admin.store';
import { assertStorableClaim } from './claim-rules';
import { endSessions, revokeUserTokens } from '../../identity/revocation';
import { startImpersonation } from './impersonation.service';
import { getRole } from './role-admin.service';
import { addRoleToUsers } from './role-admin.store';
import { findUserRow, userClaims } from './user-admin.store';
import { USER_NOT_FOUND } from './user-admin.service';

const toDate = (iso: string | null | undefined) =>
  iso === undefined ? undefined : iso === null ? null : new Date(iso);

/** Users per statement of a change to many (bound parameters stay far under the limit). */
const BATCH = 1000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += BATCH) {
    out.push(items.slice(start, start + BATCH));
  }
  return out;
}

/** The users of each expiry ('' for none), so a replaced claim keeps its expiry. */
function groupByExpiry(holders: Array<{ user_id: string; expires_at: Date | null }>) {
  const groups = new Map<string, string[]>();
  for (const holder of holders) {
    const key = holder.expires_at?.toISOString() ?? '';
    groups.set(key, [...(groups.get(key) ?? []), holder.user_id]);
  }
  return groups;
}

/** One audit row per user of a change to many. */
function auditEach(
  ctx: AdminContext,
  userIds: readonly string[],
  entry: Omit<AuditEntry, 'subjectUserId'>,
): Promise<void> {
  const source = auditSource(ctx);
  return recordAudits(
    ctx.db,
    userIds.map((subjectUserId) => ({ ...source, ...entry, subjectUserId })),
  );
}

async function assertUser(ctx: AdminContext, userId: string): Promise<void> {
  if (!(await findUserRow(ctx.db, userId))) throw notFound(USER_NOT_FOUND);
}

/** The user's own claims; 404 when the user does not exist. */
export async function claimsOfUser(ctx: AdminContext, userId: string): Promise<TUserClaim[]> {
  await assertUser(ctx, userId);
  return userClaims(ctx.db, userId);
}

/**
 * Sets the user's claim of a type to one value (see upsertUserClaims). The impersonate claim
 * on one's own user starts an impersonation instead.
 */
export async function upsertClaimToUser(
  ctx: AdminContext,
  input: z.output<typeof ZUpsertUserClaim>,
): Promise<TUserClaim> {
  const expiresAt = toDate(input.expiresAt);
  if (isImpersonateClaimType(input.claimType)) {
    return startImpersonation(ctx, { ...input, expiresAt });
  }
  assertStorableClaim(input.claimType);
  return inTransaction(ctx, async (tx) => {
    await assertUser(tx, input.userId);
    const [claim] = await upsertUserClaims(tx.db, [input.userId], { ...input, expiresAt }, tx.now);
    if (!claim) throw new Error('The claim was not stored');
    await auditEach(tx, [input.userId], {
      action: AUDIT_ACTIONS.claimSaved,
      details: {
        claimType: claim.claimType,
        claimValue: claim.claimValue,
        expiresAt: claim.expiresAt,
      },
    });
    return claim;
  });
}

/** False when the user holds no such claim of its own. */
export function removeClaimOfUser(
  ctx: AdminContext,
  input: z.output<typeof ZRemoveUserClaim>,
): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    if ((await removeUserClaim(tx.db, [input.userId], input)) === 0) return false;
    await endSessions(tx.db, [input.userId]);
    await auditEach(tx, [input.userId], {
      action: AUDIT_ACTIONS.claimRemoved,
      details: { claimType: input.claimType, claimValue: input.claimValue },
    });
    return true;
  });
}

/** A past date ends the claim at once; null removes the expiry. False: no such claim. */
export function setClaimExpireDate(
  ctx: AdminContext,
  input: z.output<typeof ZSetClaimExpireDate>,
): Promise<boolean> {
  const expiresAt = toDate(input.expiresAt) ?? null;
  return inTransaction(ctx, async (tx) => {
    if ((await setClaimExpiry(tx.db, input.userId, { ...input, expiresAt }, tx.now)) === 0) {
      return false;
    }
    // The tokens issued so far carry the old expiry: they stop, and renewal carries the new one.
    await revokeUserTokens(tx.db, input.userId);
    await auditEach(tx, [input.userId], {
      action: AUDIT_ACTIONS.claimExpirySet,
      details: {
        claimType: input.claimType,
        claimValue: input.claimValue,
        expiresAt: input.expiresAt,
      },
    });
    return true;
  });
}

/**
 * Every user claim `claimType`=`fromValue` becomes `toType`=`toValue` (the same type when none
 * is given), keeping its expiry. Answers the users changed.
 */
export async function replaceClaim(
  ctx: AdminContext,
  input: z.output<typeof ZReplaceClaim>,
): Promise<TChangedCount> {
  const toType = input.toType ?? input.claimType;
  assertStorableClaim(input.claimType);
  assertStorableClaim(toType);
  return inTransaction(ctx, async (tx) => {
    const holders = await claimsWithValue(tx.db, {
      claimType: input.claimType,
      claimValue: input.fromValue,
    });
    const from = { claimType: input.claimType, claimValue: input.fromValue };
    const to = { claimType: toType, claimValue: input.toValue };
    for (const [expiry, userIds] of groupByExpiry(holders)) {
      const expiresAt = expiry === '' ? null : new Date(expiry);
      for (const batch of chunks(userIds)) {
        await removeUserClaim(tx.db, batch, from);
        await upsertUserClaims(tx.db, batch, { ...to, expiresAt }, tx.now);
      }
    }
    const userIds = [...new Set(holders.map((h) => h.user_id))];
    await endSessions(tx.db, userIds);
    await auditEach(tx, userIds, {
      action: AUDIT_ACTIONS.claimReplaced,
      details: { from, to },
    });
    return { count: userIds.length };
  });
}

/**
 * Saves a claim (and optionally a role, which must exist) to many users, given by user id or
 * user account id. Answers the users it was saved on.
 */
export async function upsertClaimToUsers(
  ctx: AdminContext,
  input: z.output<typeof ZUpsertClaimToUsers>,
): Promise<TChangedCount> {
  assertStorableClaim(input.claimType);
  return inTransaction(ctx, async (tx) => {
    const role = input.roleName ? await getRole(tx, { name: input.roleName }) : undefined;
    const userIds = await resolveUserIds(tx.db, input.userIds, input.userAccountIds);
    const claim = { claimType: input.claimType, claimValue: input.claimValue };
    for (const batch of chunks(userIds)) await upsertUserClaims(tx.db, batch, claim, tx.now);
    await auditEach(tx, userIds, { action: AUDIT_ACTIONS.claimSaved, details: claim });
    if (role) {
      const added: string[] = [];
      for (const batch of chunks(userIds)) {
        added.push(...(await addRoleToUsers(tx.db, batch, role.id, tx.now)));
      }
      await auditEach(tx, added, {
        action: AUDIT_ACTIONS.userRoleAdded,
        details: { role: role.name },
      });
    }
    return { count: userIds.length };
  });
}

/** The profileV2 claim (value 'true') to many users. */
export function assignProfileV2Claim(
  ctx: AdminContext,
  input: z.output<typeof ZAssignProfileV2>,
): Promise<TChangedCount> {
  return upsertClaimToUsers(ctx, { ...input, claimType: 'profileV2', claimValue: 'true' });
}

/**
 * Refresh: the stored claims are cleaned of what no token may read (expired claims, stored
 * copies of the claims tokens derive, repeats). The derived claims themselves (userAccountId,
 * originalUserId) are computed afresh into every token, so nothing else needs storing.
 */
export async function refreshUserClaims(ctx: AdminContext, userId: string): Promise<TUserClaim[]> {
  await assertUser(ctx, userId);
  await inTransaction(ctx, async (tx) => {
    const changed = await refreshStoredClaims(tx.db, tx.now, userId);
    await auditEach(tx, changed, { action: AUDIT_ACTIONS.claimsRefreshed });
  });
  return userClaims(ctx.db, userId);
}

/** The refresh of every user; answers the users whose claims changed. */
export function refreshAllUserClaims(ctx: AdminContext): Promise<TChangedCount> {
  return inTransaction(ctx, async (tx) => {
    const changed = await refreshStoredClaims(tx.db, tx.now);
    await auditEach(tx, changed, { action: AUDIT_ACTIONS.claimsRefreshed });
    return { count: changed.length };
  });
}
