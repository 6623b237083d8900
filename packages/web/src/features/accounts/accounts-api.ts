import type {
  TCrmAccount,
  TCrmAccountMergePreview,
  TCrmAccountPage,
  TCrmAccountRow,
  TCrmAccountSave,
  TCrmAccountSearch,
  TUserAccountPage,
} from '@portal/core';
import type { ApiClient } from '../../api/client';

const id = (value: string) => encodeURIComponent(value);

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
  api.get<TCrmAccountPage>(
    scope === 'cohort' ? '/api/crmaccount/CohortFindAccounts' : '/api/crmaccount/FindAccounts',
    query,
    signal,
  );

export const findAccountsByName = (api: ApiClient, name: string, signal?: AbortSignal) =>
  api.get<TCrmAccountRow[]>('/api/crmaccount/FindAccountsByName', { name }, signal);

export const fetchCrmAccount = (api: ApiClient, accountId: string, signal?: AbortSignal) =>
  api.get<TCrmAccount>(`/api/crmaccount/getById/${id(accountId)}`, undefined, signal);

/** One page of the accounts directly under an account, by name. */
export const fetchChildren = (
  api: ApiClient,
  accountId: string,
  paging: { page: number; pageSize: number },
  signal?: AbortSignal,
) => api.get<TCrmAccountPage>(`/api/crmaccount/GetChildren/${id(accountId)}`, paging, signal);

export const saveCrmAccount = (api: ApiClient, body: TCrmAccountSave) =>
  api.post<TCrmAccount>('/api/crmaccount/upsert', body);

export const deleteCrmAccount = (api: ApiClient, accountId: string) =>
  api.del<boolean>(`/api/crmaccount/${id(accountId)}`);

export const setAccountPeople = (
  api: ApiClient,
  role: 'admins' | 'trainers',
  accountId: string,
  userAccountIds: string[],
) =>
  api.post<TCrmAccount>(
    `/api/crmaccount/${role === 'admins' ? 'SetAdminUsers' : 'SetTrainerUsers'}/${id(accountId)}`,
    userAccountIds,
  );

export const addInviteCode = (api: ApiClient, accountId: string) =>
  api.get<{ inviteCode: string }>(`/api/crmaccount/AddInviteCode/${id(accountId)}`);

/** Merge `from` into `to`; with `apply` false the server only tells what would move. */
export const mergeAccounts = (api: ApiClient, from: string, to: string, apply: boolean) =>
  api.get<TCrmAccountMergePreview>(`/api/crmaccount/Merge/${id(from)}/${id(to)}/${apply}`);

export const findUsers = (api: ApiClient, search: string, signal?: AbortSignal) =>
  api.get<TUserAccountPage>('/api/useraccount/FindUsers', { search, pageSize: 20 }, signal);

export const accountKeys = {
  all: ['crmaccount'] as const,
  one: (accountId: string) => ['crmaccount', 'one', accountId] as const,
  children: (accountId: string, page: number) =>
    ['crmaccount', 'children', accountId, page] as const,
};
