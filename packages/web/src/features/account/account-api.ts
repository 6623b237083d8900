import {
  authApi,
  messagingApi,
  userAccountApi,
  type BrandKey,
  type TChangePasswordRequest,
  type TUserAccountSave,
} from '@portal/core';
import { call } from '../../api/call';
import type { ApiClient } from '../../api/client';

/** The account with its contacts and picture (GetByUserId's flags f1 and f2). */
export const fetchAccount = (
  api: ApiClient,
  userId: string,
  brand: BrandKey,
  signal?: AbortSignal,
) =>
  call(
    api,
    userAccountApi.getByUserId,
    { params: { userId, appName: brand, f1: 'true', f2: 'true' } },
    signal,
  );

export const saveAccount = (api: ApiClient, body: TUserAccountSave) =>
  call(api, userAccountApi.save, { body });

/** Sends the picture as a data URL; the server types it by its bytes. */
export const uploadPicture = (api: ApiClient, accountId: string, data: string) =>
  call(api, userAccountApi.updatePicture, { params: { id: accountId }, body: { data } });

export const changePassword = (api: ApiClient, body: TChangePasswordRequest) =>
  call(api, authApi.changePassword, { body });

export const accountQueryKey = (userId: string) => ['useraccount', userId] as const;

/** The query of a person's account, one definition for every page that reads it. */
export const accountQuery = (api: ApiClient, userId: string, brand: BrandKey) => ({
  queryKey: accountQueryKey(userId),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchAccount(api, userId, brand, signal),
});

/** Texts a code to `phone` that proves it is the person's. */
export const sendPhoneCode = (api: ApiClient, userId: string, phone: string) =>
  call(api, messagingApi.sendSmsVerification, { params: { a: userId, b: phone } });

/** Checks the texted code; `ok` makes the number the person's confirmed phone. */
export const checkPhoneCode = (api: ApiClient, userId: string, phone: string, code: string) =>
  call(api, messagingApi.checkSmsVerification, { params: { a: userId, b: phone, c: code } });
