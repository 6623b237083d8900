import type { TInviteRedemption, TInviteRegistration } from '@portal/core';
import type { ApiClient } from '../../api/client';

export const lookUpInvitation = (api: ApiClient, code: string, signal?: AbortSignal) =>
  api.get<TInviteRegistration>(
    `/api/auth/GetUserRegistrationByInviteCode/${encodeURIComponent(code)}`,
    undefined,
    signal,
  );

export const redeemInvitation = (api: ApiClient, code: string) =>
  api.post<TInviteRedemption>(`/api/auth/RedeemInviteCode/${encodeURIComponent(code)}`);

/** Where a visitor creates an account with the code (the register mode of the auth page). */
export const registerPath = (code: string) => `/auth/invite/register/${encodeURIComponent(code)}`;

/** Where sign-in brings a person back to, to apply the code (`inProcess` marks the return). */
export const returnPath = (code: string) => `/invite/${encodeURIComponent(code)}/signin`;
