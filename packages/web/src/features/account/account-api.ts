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

/** Texts a code to `phone` that proves it is the person's (SendSmsVerification). */
export const sendPhoneCode = (api: ApiClient, userId: string, phone: string) =>
  api.get<{ ok: boolean }>(
    `/api/messaging/SendSmsVerification/${encodeURIComponent(userId)}/${encodeURIComponent(phone)}`,
  );

/** Checks the texted code; `ok` makes the number the person's confirmed phone. */
export const checkPhoneCode = (api: ApiClient, userId: string, phone: string, code: string) =>
  api.get<{ ok: boolean }>(
    `/api/messaging/CheckSmsVerification/${[userId, phone, code].map(encodeURIComponent).join('/')}`,
  );
