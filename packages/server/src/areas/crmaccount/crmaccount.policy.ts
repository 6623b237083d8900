import type { Kysely } from 'kysely';
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
import {
  accountExistsInBrand,
  accountIdsInCareOf,
  ownAccountIds,
  peopleOfAccountChains,
} from './crmaccount-access.store';

/** Accounts the person belongs to: linked to them, or to one of their groups. */
export { ownAccountIds };

/**
 * The facts the account predicates of core (`canSeeAccount`, `canEditAccount`) need, read from
 * the database: an account's admins and trainers merged with those of its ancestors. Every
 * feature that shows account data checks it through `requireVisibleAccount` or
 * `visibleAccountIds`.
 */

export const ACCOUNT_NOT_FOUND = 'errors.account.accountNotFound';

/** Admins and trainers of the accounts (each with its ancestors), merged. */
export async function accountFacts(
  db: Kysely<Database>,
  brand: BrandKey,
  accountIds: readonly string[],
): Promise<AccountAccessFacts> {
  if (accountIds.length === 0) return { adminUserAccountIds: [], trainerUserAccountIds: [] };
  const rows = await peopleOfAccountChains(db, brand, accountIds);
  const of = (role: string) => rows.filter((r) => r.role === role).map((r) => r.user_account_id);
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
  return accountIdsInCareOf(db, brand, viewer.userAccountId);
}

/**
 * The facts of an account the viewer may see. A missing account and one the viewer may not see
 * both answer 404: an id that cannot be read does not tell whether it exists.
 */
export async function requireVisibleAccount(
  ctx: ActorContext,
  id: string,
): Promise<AccountAccessFacts> {
  if (!(await accountExistsInBrand(ctx.db, ctx.brand, id))) throw notFound(ACCOUNT_NOT_FOUND);
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
