import {
  crmAccountApi,
  userAccountApi,
  type TCrmAccountSave,
  type TCrmAccountSearch,
} from '@portal/core';
import type { ApiClient } from '../../api/client';
import { call } from '../../api/call';

/** Where the account lists search: cohort admins see only their cohort accounts. */
export type AccountScope = 'all' | 'cohort';

/** The search as the screens send it (pages as numbers; zod's input types them loosely). */
export type AccountSearch = Omit<TCrmAccountSearch, 'page' | 'pageSize'> & {
  page: number;
  pageSize: number;
};

export const searchAccounts = (
  api: ApiClient,
  scope: AccountScope,
  query: AccountSearch,
  signal?: AbortSignal,
) =>
  call(
    api,
    scope === 'cohort' ? crmAccountApi.cohortFindAccounts : crmAccountApi.findAccounts,
    { query },
    signal,
  );

export const findAccountsByName = (api: ApiClient, name: string, signal?: AbortSignal) =>
  call(api, crmAccountApi.findAccountsByName, { query: { name } }, signal);

export const fetchCrmAccount = (api: ApiClient, accountId: string, signal?: AbortSignal) =>
  call(api, crmAccountApi.getById, { params: { id: accountId } }, signal);

/** One page of the accounts directly under an account, by name. */
export const fetchChildren = (
  api: ApiClient,
  accountId: string,
  paging: { page: number; pageSize: number },
  signal?: AbortSignal,
) => call(api, crmAccountApi.children, { params: { id: accountId }, query: paging }, signal);

export const saveCrmAccount = (api: ApiClient, body: TCrmAccountSave) =>
  call(api, crmAccountApi.upsert, { body });

export const deleteCrmAccount = (api: ApiClient, accountId: string) =>
  call(api, crmAccountApi.remove, { params: { id: accountId } });

export const setAccountPeople = (
  api: ApiClient,
  role: 'admins' | 'trainers',
  accountId: string,
  userAccountIds: string[],
) =>
  call(api, role === 'admins' ? crmAccountApi.setAdminUsers : crmAccountApi.setTrainerUsers, {
    params: { id: accountId },
    body: userAccountIds,
  });

export const addInviteCode = (api: ApiClient, accountId: string) =>
  call(api, crmAccountApi.addInviteCode, { params: { id: accountId } });

/** Merge `from` into `to`; with `apply` false the server only tells what would move. */
export const mergeAccounts = (api: ApiClient, from: string, to: string, apply: boolean) =>
  call(api, crmAccountApi.merge, { params: { a: from, b: to, flag: String(apply) } });

export const findUsers = (api: ApiClient, search: string, signal?: AbortSignal) =>
  call(api, userAccountApi.findUsers, { query: { search, pageSize: 20 } }, signal);

export const accountKeys = {
  all: ['crmaccount'] as const,
  one: (accountId: string) => ['crmaccount', 'one', accountId] as const,
  children: (accountId: string, page: number) =>
    ['crmaccount', 'children', accountId, page] as const,
};
