import { inviteCodeApi, type PagedQuery, type TInviteCodeCreate } from '@portal/core';
import { call } from '../../api/call';
import type { ApiClient } from '../../api/client';

export const lookUpInvitation = (api: ApiClient, code: string, signal?: AbortSignal) =>
  call(api, inviteCodeApi.getUserRegistrationByInviteCode, { params: { code } }, signal);

export const redeemInvitation = (api: ApiClient, code: string) =>
  call(api, inviteCodeApi.redeemInviteCode, { params: { code } });

/** Where a visitor creates an account with the code (the register mode of the auth page). */
export const registerPath = (code: string) => `/auth/invite/register/${encodeURIComponent(code)}`;

/** Where sign-in brings a person back to, to apply the code (`inProcess` marks the return). */
export const returnPath = (code: string) => `/invite/${encodeURIComponent(code)}/signin`;

/** The server lists a brand's codes newest first, so the page asks for no sort. */
export type InviteCodeQuery = Pick<PagedQuery, 'page' | 'pageSize' | 'search'>;

// The security admins' management calls for the brand's codes.
export const searchInviteCodes = (api: ApiClient, query: InviteCodeQuery, signal?: AbortSignal) =>
  call(api, inviteCodeApi.search, { query }, signal);

export const createInviteCode = (api: ApiClient, code: TInviteCodeCreate) =>
  call(api, inviteCodeApi.create, { body: code });

export const deactivateInviteCode = (api: ApiClient, id: string) =>
  call(api, inviteCodeApi.deactivate, { params: { id } });

/** The link a code is shared with: the invite page of this site. */
export const inviteLink = (origin: string, code: string) =>
  `${origin}/invite/${encodeURIComponent(code)}`;
