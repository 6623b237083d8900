import {
  IMPERSONATE_CLAIM,
  userAccountApi,
  type BrandKey,
  type PagedQuery,
  type PagedResult,
  type TAssignProfileV2,
  type TAuditEntry,
  type TChangedCount,
  type TClaimUsage,
  type TCohortAccountAdminChange,
  type TRemoveUserClaim,
  type TReplaceClaim,
  type TReplaceRole,
  type TRoleClaimChange,
  type TRoleDetail,
  type TRoleSave,
  type TRoleSummary,
  type TSetClaimExpireDate,
  type TUpsertClaimToUsers,
  type TUpsertUserClaim,
  type TUserAccount,
  type TUserAccountMergeResult,
  type TUserClaim,
  type TUserDetail,
  type TUserRoleChange,
  type TUserSave,
  type TUserSummary,
} from '@portal/core';
import { call } from '../../api/call';
import type { ApiClient } from '../../api/client';

// The security administration calls of the identity API, typed with core's request schemas and
// answer types. Every path segment taken from data is encoded.

const AUTH = '/api/auth';
const seg = (value: string) => encodeURIComponent(value);
const optionalSeg = (value: string | undefined) => (value ? `/${seg(value)}` : '');

export type UserPage = PagedResult<TUserSummary>;

/**
 * The query of a paged list as this app sends it: every value set, so it also names the list in
 * the query cache. The server reads it with core's `ZUserSearchQuery` (`ZAuditLogQuery` adds
 * `userId`).
 */
export type ListQuery = PagedQuery;
export type AuditQuery = PagedQuery & { userId?: string };

export const searchUsers = (api: ApiClient, query: ListQuery, signal?: AbortSignal) =>
  api.get<UserPage>(`${AUTH}/users`, query, signal);

export const getUser = (api: ApiClient, id: string, signal?: AbortSignal) =>
  api.get<TUserDetail>(`${AUTH}/users/${seg(id)}`, undefined, signal);

export const saveUser = (api: ApiClient, user: TUserSave) =>
  api.post<TUserDetail>(`${AUTH}/users`, user);

export const deleteUser = (api: ApiClient, id: string) =>
  api.del<boolean>(`${AUTH}/users/${seg(id)}`);

export const usersByRole = (api: ApiClient, role: string, query: ListQuery, signal?: AbortSignal) =>
  api.get<UserPage>(`${AUTH}/byrole/${seg(role)}`, query, signal);

export const usersByClaim = (
  api: ApiClient,
  claim: { type: string; value?: string },
  query: ListQuery,
  signal?: AbortSignal,
) =>
  api.get<UserPage>(`${AUTH}/byclaim/${seg(claim.type)}${optionalSeg(claim.value)}`, query, signal);

export const listClaimTypes = (api: ApiClient, signal?: AbortSignal) =>
  api.get<string[]>(`${AUTH}/claims`, undefined, signal);

export const listClaimUsage = (api: ApiClient, signal?: AbortSignal) =>
  api.get<TClaimUsage[]>(`${AUTH}/allclaims`, undefined, signal);

export const upsertUserClaim = (api: ApiClient, claim: TUpsertUserClaim) =>
  api.post<TUserClaim>(`${AUTH}/users/UpsertClaimToUser`, claim);

export const removeUserClaim = (api: ApiClient, claim: TRemoveUserClaim) =>
  api.post<boolean>(`${AUTH}/removeclaim`, claim);

export const setClaimExpireDate = (api: ApiClient, change: TSetClaimExpireDate) =>
  api.post<boolean>(`${AUTH}/SetClaimExpireDate`, change);

export const addUserRole = (api: ApiClient, change: TUserRoleChange) =>
  api.post<boolean>(`${AUTH}/addrole`, change);

export const removeUserRole = (api: ApiClient, change: TUserRoleChange) =>
  api.post<boolean>(`${AUTH}/removerole`, change);

export const refreshUserClaims = (api: ApiClient, id: string) =>
  api.get<TUserClaim[]>(`${AUTH}/refreshUserClaims/${seg(id)}`);

export const listRoles = (api: ApiClient, signal?: AbortSignal) =>
  api.get<TRoleSummary[]>(`${AUTH}/roles`, undefined, signal);

export const getRole = (api: ApiClient, id: string, signal?: AbortSignal) =>
  api.get<TRoleDetail>(`${AUTH}/roles/${seg(id)}`, undefined, signal);

export const saveRole = (api: ApiClient, role: TRoleSave) =>
  api.post<TRoleDetail>(`${AUTH}/roles`, role);

export const deleteRole = (api: ApiClient, id: string) =>
  api.del<boolean>(`${AUTH}/roles/${seg(id)}`);

export const upsertRoleClaim = (api: ApiClient, change: TRoleClaimChange) =>
  api.post<boolean>(`${AUTH}/roles/upsertclaim`, change);

export const removeRoleClaim = (api: ApiClient, change: TRoleClaimChange) =>
  api.post<boolean>(`${AUTH}/roles/removeclaim`, change);

export const replaceRole = (api: ApiClient, change: TReplaceRole) =>
  api.post<TChangedCount>(`${AUTH}/ReplaceRole`, change);

export const replaceClaim = (api: ApiClient, change: TReplaceClaim) =>
  api.post<TChangedCount>(`${AUTH}/ReplaceClaim`, change);

export const roleUserCount = (api: ApiClient, role: string, signal?: AbortSignal) =>
  api.get<number>(`${AUTH}/RoleUserCount/${seg(role)}`, undefined, signal);

export const claimUserCount = (
  api: ApiClient,
  claim: { type: string; value?: string },
  signal?: AbortSignal,
) =>
  api.get<number>(
    `${AUTH}/ClaimUserCount/${seg(claim.type)}${optionalSeg(claim.value)}`,
    undefined,
    signal,
  );

export const upsertClaimToUsers = (api: ApiClient, change: TUpsertClaimToUsers) =>
  api.post<TChangedCount>(`${AUTH}/UpsertClaimToUsersWithValue`, change);

export const assignProfileV2Claim = (api: ApiClient, change: TAssignProfileV2) =>
  api.post<TChangedCount>(`${AUTH}/AssignProfileV2Claim`, change);

/** Gives (`assign`) or takes (`remove`) the CohortAccountAdmin role; false: nothing changed. */
export const changeCohortAccountAdmin = (
  api: ApiClient,
  change: TCohortAccountAdminChange,
  how: 'assign' | 'remove',
) =>
  api.post<boolean>(
    `${AUTH}/${how === 'assign' ? 'Assign' : 'Remove'}CohortAccountAdminRole`,
    change,
  );

export const refreshAllUserClaims = (api: ApiClient) =>
  api.post<TChangedCount>(`${AUTH}/RefreshAllUserClaims`);

export const searchAuditLog = (api: ApiClient, query: AuditQuery, signal?: AbortSignal) =>
  api.get<PagedResult<TAuditEntry>>(`${AUTH}/AuditLog`, query, signal);

/** Starts acting as `targetUserId`: the impersonate claim on the admin's own user. */
export const startImpersonation = (api: ApiClient, ownUserId: string, targetUserId: string) =>
  upsertUserClaim(api, {
    userId: ownUserId,
    claimType: IMPERSONATE_CLAIM,
    claimValue: targetUserId,
  });

/** Ends acting as another user (any signed-in user may ask). */
export const stopImpersonation = (api: ApiClient) => api.post<boolean>(`${AUTH}/StopImpersonation`);

/** The brand's user account of a sign-in user (404 with the server's words when it has none). */
export const accountOfUser = (api: ApiClient, userId: string, brand: BrandKey) =>
  api.get<TUserAccount>(`/api/useraccount/GetByUserId/${seg(userId)}/${brand}/false/false`);

/** What merging user account `from` into `to` would move; nothing changes. */
export const previewMerge = (api: ApiClient, from: string, to: string) =>
  call(api, userAccountApi.mergePreview, { params: { a: from, b: to } });

/** Merges user account `from` into `to`: `to` keeps everything, `from` is deleted. */
export const mergeAccounts = (
  api: ApiClient,
  from: string,
  to: string,
): Promise<TUserAccountMergeResult> =>
  call(api, userAccountApi.merge, { params: { a: from, b: to } });
