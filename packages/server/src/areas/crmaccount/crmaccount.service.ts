import {
  canEditAccount,
  canManageAccounts,
  canSeeAccount,
  ZCrmAccountSearch,
  type PagedQuery,
  type PagedResult,
  type TCrmAccount,
  type TCrmAccountRow,
  type TCrmAccountSearchQuery,
  type ZCrmAccountSave,
} from '@portal/core';
import type { z } from 'zod';
import { HttpError, notFound } from '../../http/errors';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import { emitWebhookEvent } from '../webhooks/webhook-events';
import { issueEntityInviteCode } from '../invite-code/invite-joins';
import { type ActorContext } from '../../shared/request-context';
import {
  ACCOUNT_NOT_FOUND,
  accountFacts,
  requireEditableAccount,
  requireVisibleAccount,
  visibleAccountIds,
} from './crmaccount.policy';
import {
  idsByAccountIds,
  loadAccounts,
  searchAccounts,
  type StoredAccount,
} from './crmaccount.store';
import { accountTreeIds } from './crmaccount-access.store';
import {
  findAccountVersion,
  insertAccount,
  replaceAwards,
  replacePeople,
  updateAccount,
} from './crmaccount-write.store';

/** What other areas use of this area's rows. */
export { awardsOf, findAccountOwner } from './crmaccount.store';

export const STALE_CRM_ACCOUNT = 'errors.common.staleAccount';
export const DUPLICATE_ACCOUNT_ID = 'errors.account.duplicateAccountId';

/** Adds what the caller may do, from the same predicates that decided the caller may see it. */
async function present(ctx: ActorContext, accounts: StoredAccount[]): Promise<TCrmAccount[]> {
  const manage = canManageAccounts(ctx.session);
  return Promise.all(
    accounts.map(async (account) => {
      const facts = manage ? undefined : await accountFacts(ctx.db, ctx.brand, [account.id]);
      return {
        ...account,
        abilities: { edit: manage || (facts ? canEditAccount(ctx.actor, facts) : false), manage },
      };
    }),
  );
}

/** Only the accounts the caller may see, in the order asked. */
async function visibleOnly(ctx: ActorContext, ids: readonly string[]): Promise<TCrmAccount[]> {
  const visible = await visibleAccountIds(ctx.db, ctx.brand, ctx.actor);
  const allowed = visible === 'all' ? ids : ids.filter((id) => visible.includes(id));
  const loaded = await loadAccounts(ctx.db, ctx.brand, allowed);
  const byId = new Map(loaded.map((account) => [account.id, account]));
  return present(
    ctx,
    allowed.flatMap((id) => byId.get(id) ?? []),
  );
}

/** getById/{id}: one account, whole (404 when missing or not visible). */
export async function getAccount(ctx: ActorContext, id: string): Promise<TCrmAccount> {
  await requireVisibleAccount(ctx, id);
  const [account] = await visibleOnly(ctx, [id]);
  if (!account) throw notFound(ACCOUNT_NOT_FOUND);
  return account;
}

/** GetByIds: the visible accounts among the ids; others are left out. */
export const getAccounts = (ctx: ActorContext, ids: readonly string[]) => visibleOnly(ctx, ids);

/** GetByAccountIds: the same by CRM account ids. */
export async function getByAccountIds(
  ctx: ActorContext,
  accountIds: readonly string[],
): Promise<TCrmAccount[]> {
  return visibleOnly(ctx, await idsByAccountIds(ctx.db, ctx.brand, accountIds));
}

/** GetByAccountId/{id}: one account by its CRM account id. */
export async function getByAccountId(ctx: ActorContext, accountId: string): Promise<TCrmAccount> {
  const [id] = await idsByAccountIds(ctx.db, ctx.brand, [accountId]);
  if (!id) throw notFound(ACCOUNT_NOT_FOUND);
  return getAccount(ctx, id);
}

/** FindAccounts (and CohortFindAccounts with `cohortOnly`): a page of the visible accounts. */
export async function findAccounts(
  ctx: ActorContext,
  query: TCrmAccountSearchQuery,
  cohortOnly = false,
): Promise<PagedResult<TCrmAccountRow>> {
  const visible = await visibleAccountIds(ctx.db, ctx.brand, ctx.actor);
  return searchAccounts(ctx.db, ctx.brand, query, { visible, cohortOnly });
}

const defaultQuery = (paging: PagedQuery, changes: Partial<TCrmAccountSearchQuery> = {}) => ({
  ...ZCrmAccountSearch.parse({}),
  page: paging.page,
  pageSize: paging.pageSize,
  sortAscending: paging.sortAscending,
  ...(paging.search ? { search: paging.search } : {}),
  ...changes,
});

/** FindAccountsByName: the first visible accounts whose name contains the text. */
export async function findAccountsByName(
  ctx: ActorContext,
  name: string,
  pageSize: number,
): Promise<TCrmAccountRow[]> {
  const paging = { page: 1, pageSize, sortAscending: true, search: name, sortProperty: undefined };
  return (await findAccounts(ctx, defaultQuery(paging))).data;
}

/** GetChildren/{id}: a page of the account's direct children. */
export async function childAccounts(
  ctx: ActorContext,
  id: string,
  paging: PagedQuery,
): Promise<PagedResult<TCrmAccountRow>> {
  await requireVisibleAccount(ctx, id);
  return findAccounts(ctx, defaultQuery(paging, { parentId: id }));
}

/**
 * GetRelated/{id}/{flag}: the account's parent and children; with the flag, its whole tree (all
 * ancestors and all descendants of the top account). The account itself is not listed.
 */
export async function relatedAccounts(
  ctx: ActorContext,
  id: string,
  wholeTree: boolean,
  paging: PagedQuery,
): Promise<PagedResult<TCrmAccountRow>> {
  await requireVisibleAccount(ctx, id);
  const tree = (await accountTreeIds(ctx.db, ctx.brand, id, wholeTree)).filter(
    (other) => other !== id,
  );
  const visible = await visibleAccountIds(ctx.db, ctx.brand, ctx.actor);
  const scope = visible === 'all' ? tree : tree.filter((other) => visible.includes(other));
  return searchAccounts(ctx.db, ctx.brand, defaultQuery(paging), { visible: scope });
}

type AccountInput = z.output<typeof ZCrmAccountSave>;

async function assertFreeAccountId(ctx: ActorContext, input: AccountInput): Promise<void> {
  if (!input.accountId) return;
  const [other] = await idsByAccountIds(ctx.db, ctx.brand, [input.accountId]);
  if (other && other !== input.id) throw new HttpError(409, DUPLICATE_ACCOUNT_ID);
}

/** upsert: a new account (global data access) or a change by its admins, over its version. */
export async function saveAccount(ctx: ActorContext, input: AccountInput): Promise<TCrmAccount> {
  if (input.id) await requireEditableAccount(ctx, input.id);
  else if (!canManageAccounts(ctx.session)) throw new HttpError(403, NOT_AUTHORIZED);
  await assertFreeAccountId(ctx, input);
  const id = await ctx.db.transaction().execute(async (db) => {
    let saved = input.id;
    if (saved) {
      const current = await findAccountVersion(db, saved);
      if (!(await updateAccount(db, saved, input.version ?? current, input, ctx.now))) {
        throw new HttpError(409, STALE_CRM_ACCOUNT);
      }
    } else {
      saved = await insertAccount(db, ctx.brand, input, ctx.now);
    }
    await replaceAwards(db, saved, input.awards, ctx.now);
    await emitWebhookEvent(db, ctx.brand, 'crm-account.changed', {
      action: input.id ? 'updated' : 'created',
      crmAccountId: saved,
      accountId: input.accountId,
    });
    return saved;
  });
  return getAccount(ctx, id);
}

/** SetAdminUsers/{id} and SetTrainerUsers/{id}: replaces the list (global data access). */
export async function setAccountPeople(
  ctx: ActorContext,
  id: string,
  role: 'admin' | 'trainer',
  userAccountIds: readonly string[],
): Promise<TCrmAccount> {
  if (!canManageAccounts(ctx.session)) throw new HttpError(403, NOT_AUTHORIZED);
  await requireVisibleAccount(ctx, id);
  await replacePeople(ctx.db, ctx.brand, id, role, [...new Set(userAccountIds)]);
  return getAccount(ctx, id);
}

/** AddInviteCode/{id}: the account's invite code, made when it has none (its admins). */
export async function addAccountInviteCode(
  ctx: ActorContext,
  id: string,
): Promise<{ inviteCode: string }> {
  await requireEditableAccount(ctx, id);
  const existing = (await getAccount(ctx, id)).inviteCode;
  if (existing) return { inviteCode: existing };
  const inviteCode = await issueEntityInviteCode(ctx.db, {
    brand: ctx.brand,
    target: { crmAccountId: id },
    description: 'Account invitation',
    createdByUserId: ctx.session.userId,
    now: ctx.now,
  });
  return { inviteCode };
}

/** Whether the caller may see the account (for callers that answer lists, not errors). */
export async function mayViewAccount(ctx: ActorContext, id: string): Promise<boolean> {
  return canSeeAccount(ctx.actor, await accountFacts(ctx.db, ctx.brand, [id]));
}
