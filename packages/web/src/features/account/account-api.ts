import type {
  BrandKey,
  TChangePasswordRequest,
  TUserAccount,
  TUserAccountSave,
} from '@portal/core';
import type { ApiClient } from '../../api/client';

/** The account with its contacts and picture (GetByUserId's flags f1 and f2). */
export const fetchAccount = (
  api: ApiClient,
  userId: string,
  brand: BrandKey,
  signal?: AbortSignal,
) =>
  api.get<TUserAccount>(
    `/api/useraccount/GetByUserId/${encodeURIComponent(userId)}/${brand}/true/true`,
    undefined,
    signal,
  );

export const saveAccount = (api: ApiClient, body: TUserAccountSave) =>
  api.post<TUserAccount>('/api/useraccount/save', body);

/** Sends the picture as a data URL; the server types it by its bytes. */
export const uploadPicture = (api: ApiClient, accountId: string, data: string) =>
  api.post<TUserAccount>(`/api/useraccount/UpdatePicture/${encodeURIComponent(accountId)}`, {
    data,
  });

export const changePassword = (api: ApiClient, body: TChangePasswordRequest) =>
  api.post<{ ok: true }>('/api/auth/ChangePassword', body);

export const accountQueryKey = (userId: string) => ['useraccount', userId] as const;
