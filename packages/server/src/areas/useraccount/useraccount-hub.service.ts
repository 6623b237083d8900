import type { TAccountOwnerInfo, THomeData, TUserAccountSummary } from '@portal/core';
import { notFound } from '../../http/errors';
import { type ActorContext } from '../../shared/request-context';
import { ownAccountIds } from '../crmaccount/crmaccount.policy';
import { awardsOf, findAccountOwner } from '../crmaccount/crmaccount.service';
import { homeResourceGroups } from '../resourcegroup/resourcegroup-home.service';
import { membership } from '../usergroup/usergroup.service';
import { pictureUrl } from './useraccount.service';
import { PERSON_NOT_FOUND, requireVisiblePerson } from './useraccount.policy';
import { findGroupTrainer, findPersonNames } from './useraccount-hub.store';
import { generateShareCode, shareCodeOf } from '../../shared/share-codes';
import { userAccountIdByShareCode } from '../../shared/share-codes.store';

/**
 * GetAccountOwnerByUserAccountId/{id}?withImage: the person's trainer (the first trainer of
 * their most recent group) or, without one, the owner of their account from the CRM.
 */
export async function accountOwner(
  ctx: ActorContext,
  userAccountId: string,
  withImage: boolean,
): Promise<TAccountOwnerInfo | null> {
  await requireVisiblePerson(ctx, userAccountId);
  const found = await findGroupTrainer(ctx.db, ctx.brand, userAccountId);
  if (found) {
    return {
      kind: 'trainer',
      userAccountId: found.id,
      name: found.name,
      email: found.email,
      dataImageUrl: withImage && found.hash ? pictureUrl(found.id, found.hash) : null,
      accountName: found.account_name,
    };
  }
  const [accountId] = await ownAccountIds(ctx.db, ctx.brand, userAccountId);
  if (!accountId) return null;
  const owner = await findAccountOwner(ctx.db, accountId);
  return {
    kind: 'accountOwner',
    userAccountId: null,
    name: owner.owner.name ?? null,
    email: owner.owner.email ?? null,
    dataImageUrl: null,
    accountName: owner.account_name,
  };
}

/**
 * The customer hub's home data for the signed-in person: trainer or account owner (none where the
 * brand has `trainerInfo` off), the awards of their accounts, their groups (none where the brand
 * has `teams` off) and the active resource groups they belong to.
 */
export async function homeData(
  ctx: ActorContext,
  shown: { trainerInfo: boolean; teams: boolean },
): Promise<THomeData> {
  const self = ctx.actor.userAccountId;
  if (!self) throw notFound(PERSON_NOT_FOUND);
  const accounts = await ownAccountIds(ctx.db, ctx.brand, self);
  return {
    userAccountId: self,
    trainer: shown.trainerInfo ? await accountOwner(ctx, self, true) : null,
    awards: await awardsOf(ctx.db, ctx.brand, accounts),
    resourceGroups: await homeResourceGroups(ctx, self),
    groupMembership: shown.teams ? await membership(ctx, self) : [],
  };
}

/** GetShareCode/{id}: the person's share code (made on first use). */
export async function getShareCode(
  ctx: ActorContext,
  userAccountId: string,
): Promise<{ userAccountId: string; shareCode: string }> {
  await requireVisiblePerson(ctx, userAccountId);
  return { userAccountId, shareCode: await shareCodeOf(ctx.db, userAccountId) };
}

/**
 * GetUserAccountIdByShareCode/{code}: the id a code names. A share code is handed out to be
 * used by others (a shared events or surveys page), so any signed-in person may resolve it.
 */
export async function idByShareCode(
  ctx: ActorContext,
  code: string,
): Promise<{ userAccountId: string }> {
  const id = await userAccountIdByShareCode(ctx.db, ctx.brand, code);
  if (!id) throw notFound('errors.person.shareCodeNotFound');
  return { userAccountId: id };
}

/** GetByShareCode/{code}: names and picture of the person a code names (no contacts). */
export async function summaryByShareCode(
  ctx: ActorContext,
  code: string,
): Promise<Pick<TUserAccountSummary, 'id' | 'firstName' | 'lastName' | 'dataImageUrl'>> {
  const { userAccountId } = await idByShareCode(ctx, code);
  const row = await findPersonNames(ctx.db, userAccountId);
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    dataImageUrl: row.hash ? pictureUrl(row.id, row.hash) : null,
  };
}

/** GenerateShareCode: a fresh code, not stored (for a form that assigns it later). */
export const freshShareCode = () => ({ shareCode: generateShareCode() });
