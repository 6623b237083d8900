import { sql } from 'kysely';
import type { TAccountOwnerInfo, THomeData, TUserAccountSummary } from '@portal/core';
import { notFound } from '../../http/errors';
import { type ActorContext } from '../../shared/request-context';
import { ownAccountIds } from '../crmaccount/crmaccount.policy';
import { awardsOf } from '../crmaccount/crmaccount.service';
import { membership } from '../usergroup/usergroup.service';
import { pictureUrl } from './useraccount.service';
import { PERSON_NOT_FOUND, requireVisiblePerson } from './useraccount.policy';

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
  const trainer = await sql<{
    id: string;
    name: string;
    email: string | null;
    hash: string | null;
    account_name: string | null;
  }>`
    select u.id, trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) as name,
      i.email, pic.hash,
      (select a.account_name from user_group_crm_account gc join crm_account a on a.id = gc.crm_account_id
        where gc.user_group_id = m.user_group_id order by a.account_name limit 1) as account_name
    from user_group_person m
    join user_group g on g.id = m.user_group_id and g.app_name = ${ctx.brand}
    join user_group_person t on t.user_group_id = m.user_group_id and t.role = 'trainer'
    join user_account u on u.id = t.user_account_id
    left join identity_user i on i.id = u.user_id
    left join user_account_picture pic on pic.user_account_id = u.id
    where m.user_account_id = ${userAccountId} and m.role = 'member'
    order by m.added_at desc, t.added_at limit 1`.execute(ctx.db);
  const found = trainer.rows[0];
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
  const owner = await ctx.db
    .selectFrom('crm_account')
    .select(['owner', 'account_name'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
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
 * The customer hub's home data for the signed-in person: trainer or account owner, the awards
 * of their accounts, their groups. Resource groups arrive with the content libraries: empty.
 */
export async function homeData(ctx: ActorContext): Promise<THomeData> {
  const self = ctx.actor.userAccountId;
  if (!self) throw notFound(PERSON_NOT_FOUND);
  const accounts = await ownAccountIds(ctx.db, ctx.brand, self);
  return {
    userAccountId: self,
    trainer: await accountOwner(ctx, self, true),
    awards: await awardsOf(ctx.db, ctx.brand, accounts),
    resourceGroups: [],
    groupMembership: await membership(ctx, self),
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
  if (!id) throw notFound('No user account of this brand has this share code.');
  return { userAccountId: id };
}

/** GetByShareCode/{code}: names and picture of the person a code names (no contacts). */
export async function summaryByShareCode(
  ctx: ActorContext,
  code: string,
): Promise<Pick<TUserAccountSummary, 'id' | 'firstName' | 'lastName' | 'dataImageUrl'>> {
  const { userAccountId } = await idByShareCode(ctx, code);
  const row = await ctx.db
    .selectFrom('user_account as u')
    .leftJoin('user_account_picture as pic', 'pic.user_account_id', 'u.id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'pic.hash'])
    .where('u.id', '=', userAccountId)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    dataImageUrl: row.hash ? pictureUrl(row.id, row.hash) : null,
  };
}

/** GenerateShareCode: a fresh code, not stored (for a form that assigns it later). */
export const freshShareCode = () => ({ shareCode: generateShareCode() });
