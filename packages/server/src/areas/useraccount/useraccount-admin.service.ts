import type { Kysely } from 'kysely';
import {
  COHORT_GROUP_REFERENCE_TYPE,
  isSecurityAdmin,
  isTrainerOrAdmin,
  hasGlobalDataAccess,
  type BrandKey,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import { AUDIT_ACTIONS, recordAudit } from '../../shared/audit';
import { type ActorContext } from '../../shared/request-context';
import { userAccountIdOf } from '../../shared/user-account-id.store';
import { findUserById } from '../../identity/identity-users.store';
import { applyUsesOfNewAccount } from '../invite-code/invite-joins';
import { PERSON_NOT_FOUND, requireVisiblePerson } from './useraccount.policy';
import { deleteUserAccounts } from './useraccount.store';
import {
  accountIdsInBrand,
  accountLacksIdentityInfo,
  copyAccountsToBrand,
  findAccountIdByEmail,
  grantCohortLeaderClaims,
  insertUserAccount,
  markProfileIntroduced,
  setOnlyPhone,
  syncAccountsWithIdentity,
  unlinkCrmAccounts,
} from './useraccount-admin.store';

const requireSecurityAdmin = (ctx: ActorContext) => {
  if (!isSecurityAdmin(ctx.session)) throw new HttpError(403, NOT_AUTHORIZED);
};

/**
 * The user account of a user in a brand, made from the identity user when missing (first
 * sign-in in a brand; see docs/decisions.md). Uses of invite codes the person made before it
 * existed are applied to it. Answers the account's id.
 */
export async function ensureUserAccount(
  db: Kysely<Database>,
  brand: BrandKey,
  userId: string,
  now: Date,
): Promise<string | undefined> {
  const user = await findUserById(db, userId);
  if (!user) return undefined;
  const inserted = await insertUserAccount(db, {
    userId,
    brand,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    now,
  });
  if (inserted) await applyUsesOfNewAccount(db, brand, userId, inserted, now);
  return (await userAccountIdOf(db, brand, userId)) ?? undefined;
}

async function deleteAccounts(ctx: ActorContext, ids: string[], reason: string): Promise<boolean> {
  if (ids.length === 0) return false;
  await ctx.db.transaction().execute(async (db) => {
    await deleteUserAccounts(db, ids);
    await recordAudit(db, {
      action: AUDIT_ACTIONS.userAccountDeleted,
      appName: ctx.brand,
      actorUserId: ctx.session.userId,
      ip: ctx.ip,
      details: { userAccountIds: ids, reason },
    });
  });
  return true;
}

/** DELETE {id}: the brand's user account (its records go with it); false when none. */
export async function deleteUserAccount(ctx: ActorContext, id: string): Promise<boolean> {
  requireSecurityAdmin(ctx);
  return deleteAccounts(ctx, await accountIdsInBrand(ctx.db, ctx.brand, 'id', id), 'by id');
}

/** DeleteByUserId/{userId}: the user's account in the brand; the sign-in user stays. */
export async function deleteUserAccountOfUser(ctx: ActorContext, userId: string): Promise<boolean> {
  requireSecurityAdmin(ctx);
  const ids = await accountIdsInBrand(ctx.db, ctx.brand, 'user_id', userId);
  return deleteAccounts(ctx, ids, 'by user id');
}

/**
 * SyncUserAccount/{userId} and SyncAllUserAccounts/{brand}: the accounts take the sign-in
 * user's names where theirs are empty, and gain the sign-in address as a contact if missing.
 */
export async function syncUserAccounts(
  ctx: ActorContext,
  scope: { userId: string } | { brand: BrandKey },
): Promise<{ synced: number }> {
  requireSecurityAdmin(ctx);
  const where = 'userId' in scope ? { userId: scope.userId, brand: ctx.brand } : scope;
  return { synced: await syncAccountsWithIdentity(ctx.db, where, ctx.now) };
}

/**
 * startAssignAppNames/{fromBrand}/{toBrand}: everyone with a user account in the first brand
 * gets one in the second (names and sign-in address copied); existing ones are kept.
 */
export async function assignBrandAccounts(
  ctx: ActorContext,
  fromBrand: BrandKey,
  toBrand: BrandKey,
): Promise<{ created: number }> {
  requireSecurityAdmin(ctx);
  return { created: await copyAccountsToBrand(ctx.db, fromBrand, toBrand) };
}

/** SetProfileIntroduced/{id}: the person has seen the profile introduction (own account). */
export async function setProfileIntroduced(ctx: ActorContext, id: string): Promise<boolean> {
  if (id !== ctx.actor.userAccountId && !isSecurityAdmin(ctx.session)) {
    throw new HttpError(403, NOT_AUTHORIZED);
  }
  if (!(await markProfileIntroduced(ctx.db, ctx.brand, id, ctx.now))) {
    throw notFound(PERSON_NOT_FOUND);
  }
  return true;
}

/** IsUserInfoRefreshRequired: true when the caller's account lacks the sign-in names or address. */
export async function isUserInfoRefreshRequired(ctx: ActorContext): Promise<boolean> {
  return (await accountLacksIdentityInfo(ctx.db, ctx.brand, ctx.session.userId)) ?? true;
}

/** ClearCrmAccounts/{id}: removes the person's links to accounts (global data access). */
export async function clearCrmAccounts(
  ctx: ActorContext,
  id: string,
): Promise<{ removed: number }> {
  if (!hasGlobalDataAccess(ctx.session) && !isSecurityAdmin(ctx.session)) {
    throw new HttpError(403, NOT_AUTHORIZED);
  }
  await requireVisiblePerson(ctx, id);
  return { removed: await unlinkCrmAccounts(ctx.db, id) };
}

/** TestAuditLog: writes one audit row naming the caller, to check the audit trail works. */
export async function testAuditLog(ctx: ActorContext): Promise<{ recorded: true }> {
  await recordAudit(ctx.db, {
    action: AUDIT_ACTIONS.auditTest,
    appName: ctx.brand,
    actorUserId: ctx.session.userId,
    ip: ctx.ip,
    details: {},
  });
  return { recorded: true };
}

/** SetTestSMStoUa/{phone}: the developer's own account gets the number as its preferred phone. */
export async function setTestSmsPhone(ctx: ActorContext, phone: string): Promise<boolean> {
  const self = ctx.actor.userAccountId;
  if (!self) throw notFound(PERSON_NOT_FOUND);
  await setOnlyPhone(ctx.db, self, phone, ctx.now);
  return true;
}

/**
 * GetOrCreateBasicUserAccount: the brand's person with this address, or a new basic account
 * (no sign-in user yet) for trainers and admins who list someone before they register.
 */
export async function getOrCreateBasic(
  ctx: Pick<ActorContext, 'db' | 'brand' | 'now'> & Partial<Pick<ActorContext, 'session'>>,
  input: { email: string; firstName: string; lastName: string },
): Promise<{ userAccountId: string; created: boolean }> {
  if (ctx.session && !isTrainerOrAdmin(ctx.session) && !hasGlobalDataAccess(ctx.session)) {
    throw new HttpError(403, NOT_AUTHORIZED);
  }
  const found = await findAccountIdByEmail(ctx.db, ctx.brand, input.email);
  if (found) return { userAccountId: found, created: false };
  const created = await insertUserAccount(ctx.db, {
    userId: null,
    brand: ctx.brand,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    now: ctx.now,
  });
  if (!created) throw new Error('A basic account without a user was not stored');
  return { userAccountId: created, created: true };
}

/**
 * StartConvertInMemoryCampusLeaderClaims: leaders of cohort groups are their campus's cohort
 * account admins; this stores that as the cohortAccountAdmin claim on their users.
 */
export async function convertCampusLeaderClaims(ctx: ActorContext): Promise<{ granted: number }> {
  requireSecurityAdmin(ctx);
  const granted = await grantCohortLeaderClaims(ctx.db, ctx.brand, COHORT_GROUP_REFERENCE_TYPE);
  return { granted };
}
