import {
  IMPERSONATE_CLAIM,
  securityAdminApi,
  userAccountApi,
  type BrandKey,
  type PagedQuery,
  type PagedResult,
  type TAssignProfileV2,
  type TCohortAccountAdminChange,
  type TRemoveUserClaim,
  type TReplaceClaim,
  type TReplaceRole,
  type TRoleClaimChange,
  type TRoleSave,
  type TSetClaimExpireDate,
  type TUpsertClaimToUsers,
  type TUpsertUserClaim,
  type TUserAccountMergeResult,
  type TUserRoleChange,
  type TUserSave,
  type TUserSummary,
} from '@portal/core';
import { call } from '../../api/call';
import type { ApiClient } from '../../api/client';

// The security administration calls of the identity API, through core's contract.

export type UserPage = PagedResult<TUserSummary>;

/**
 * The query of a paged list as this app sends it: every value set, so it also names the list in
 * the query cache. The server reads it with core's `ZUserSearchQuery` (`ZAuditLogQuery` adds
 * `userId`).
 */
export type ListQuery = PagedQuery;
export type AuditQuery = PagedQuery & { userId?: string };

export const searchUsers = (api: ApiClient, query: ListQuery, signal?: AbortSignal) =>
  call(api, securityAdminApi.searchUsers, { query }, signal);

export const getUser = (api: ApiClient, id: string, signal?: AbortSignal) =>
  call(api, securityAdminApi.getUser, { params: { id } }, signal);

export const saveUser = (api: ApiClient, user: TUserSave) =>
  call(api, securityAdminApi.saveUser, { body: user });

export const deleteUser = (api: ApiClient, id: string) =>
  call(api, securityAdminApi.removeUser, { params: { id } });

export const usersByRole = (api: ApiClient, role: string, query: ListQuery, signal?: AbortSignal) =>
  call(api, securityAdminApi.usersByRole, { params: { role }, query }, signal);

export const usersByClaim = (
  api: ApiClient,
  claim: { type: string; value?: string },
  query: ListQuery,
  signal?: AbortSignal,
) => call(api, securityAdminApi.usersByClaim, { params: claim, query }, signal);

export const listClaimTypes = (api: ApiClient, signal?: AbortSignal) =>
  call(api, securityAdminApi.claimTypes, {}, signal);

export const listClaimUsage = (api: ApiClient, signal?: AbortSignal) =>
  call(api, securityAdminApi.claimUsage, {}, signal);

export const upsertUserClaim = (api: ApiClient, claim: TUpsertUserClaim) =>
  call(api, securityAdminApi.upsertClaimToUser, { body: claim });

export const removeUserClaim = (api: ApiClient, claim: TRemoveUserClaim) =>
  call(api, securityAdminApi.removeClaim, { body: claim });

export const setClaimExpireDate = (api: ApiClient, change: TSetClaimExpireDate) =>
  call(api, securityAdminApi.setClaimExpireDate, { body: change });

export const addUserRole = (api: ApiClient, change: TUserRoleChange) =>
  call(api, securityAdminApi.addRole, { body: change });

export const removeUserRole = (api: ApiClient, change: TUserRoleChange) =>
  call(api, securityAdminApi.removeRole, { body: change });

export const refreshUserClaims = (api: ApiClient, id: string) =>
  call(api, securityAdminApi.refreshUserClaims, { params: { id } });

export const listRoles = (api: ApiClient, signal?: AbortSignal) =>
  call(api, securityAdminApi.listRoles, {}, signal);

export const getRole = (api: ApiClient, id: string, signal?: AbortSignal) =>
  call(api, securityAdminApi.getRole, { params: { id } }, signal);

export const saveRole = (api: ApiClient, role: TRoleSave) =>
  call(api, securityAdminApi.saveRole, { body: role });

export const deleteRole = (api: ApiClient, id: string) =>
  call(api, securityAdminApi.deleteRole, { params: { id } });

export const upsertRoleClaim = (api: ApiClient, change: TRoleClaimChange) =>
  call(api, securityAdminApi.upsertRoleClaim, { body: change });

export const removeRoleClaim = (api: ApiClient, change: TRoleClaimChange) =>
  call(api, securityAdminApi.removeRoleClaim, { body: change });

export const replaceRole = (api: ApiClient, change: TReplaceRole) =>
  call(api, securityAdminApi.replaceRole, { body: change });

export const replaceClaim = (api: ApiClient, change: TReplaceClaim) =>
  call(api, securityAdminApi.replaceClaim, { body: change });

export const roleUserCount = (api: ApiClient, role: string, signal?: AbortSignal) =>
  call(api, securityAdminApi.roleUserCount, { params: { role } }, signal);

export const claimUserCount = (
  api: ApiClient,
  claim: { type: string; value?: string },
  signal?: AbortSignal,
) => call(api, securityAdminApi.claimUserCount, { params: claim }, signal);

export const upsertClaimToUsers = (api: ApiClient, change: TUpsertClaimToUsers) =>
  call(api, securityAdminApi.upsertClaimToUsers, { body: change });

export const assignProfileV2Claim = (api: ApiClient, change: TAssignProfileV2) =>
  call(api, securityAdminApi.assignProfileV2Claim, { body: change });

/** Gives (`assign`) or takes (`remove`) the CohortAccountAdmin role; false: nothing changed. */
export const changeCohortAccountAdmin = (
  api: ApiClient,
  change: TCohortAccountAdminChange,
  how: 'assign' | 'remove',
) =>
  call(
    api,
    how === 'assign'
      ? securityAdminApi.assignCohortAccountAdmin
      : securityAdminApi.removeCohortAccountAdmin,
    {
      body: change,
    },
  );

export const refreshAllUserClaims = (api: ApiClient) =>
  call(api, securityAdminApi.refreshAllUserClaims, {});

export const searchAuditLog = (api: ApiClient, query: AuditQuery, signal?: AbortSignal) =>
  call(api, securityAdminApi.auditLog, { query }, signal);

/** Starts acting as `targetUserId`: the impersonate claim on the admin's own user. */
export const startImpersonation = (api: ApiClient, ownUserId: string, targetUserId: string) =>
  upsertUserClaim(api, {
    userId: ownUserId,
    claimType: IMPERSONATE_CLAIM,
    claimValue: targetUserId,
  });

/** Ends acting as another user (any signed-in user may ask). */
export const stopImpersonation = (api: ApiClient) =>
  call(api, securityAdminApi.stopImpersonation, {});

/** The brand's user account of a sign-in user (404 with the server's words when it has none). */
export const accountOfUser = (api: ApiClient, userId: string, brand: BrandKey) =>
  call(api, userAccountApi.getByUserId, {
    params: { userId, appName: brand, f1: 'false', f2: 'false' },
  });

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
