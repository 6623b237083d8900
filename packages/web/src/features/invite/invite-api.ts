import type {
  PagedQuery,
  PagedResult,
  TInviteCode,
  TInviteCodeCreate,
  TInviteRedemption,
  TInviteRegistration,
} from '@portal/core';
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

// The security admins' management calls for the brand's codes.
const ADMIN = '/api/auth/invitecodes';

/** The server lists a brand's codes newest first, so the page asks for no sort. */
export type InviteCodeQuery = Pick<PagedQuery, 'page' | 'pageSize' | 'search'>;

export const searchInviteCodes = (api: ApiClient, query: InviteCodeQuery, signal?: AbortSignal) =>
  api.get<PagedResult<TInviteCode>>(ADMIN, query, signal);

export const createInviteCode = (api: ApiClient, code: TInviteCodeCreate) =>
  api.post<TInviteCode>(ADMIN, code);

export const deactivateInviteCode = (api: ApiClient, id: string) =>
  api.post<TInviteCode>(`${ADMIN}/${encodeURIComponent(id)}/deactivate`);

/** The link a code is shared with: the invite page of this site. */
export const inviteLink = (origin: string, code: string) =>
  `${origin}/invite/${encodeURIComponent(code)}`;
