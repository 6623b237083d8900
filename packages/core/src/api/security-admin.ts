import { z } from 'zod';
import type { PagedResult } from '../validation/paging';
import {
  ZAssignProfileV2,
  ZAuditLogQuery,
  ZCohortAccountAdminChange,
  ZRemoveUserClaim,
  ZReplaceClaim,
  ZReplaceRole,
  ZRoleClaimChange,
  ZRoleSave,
  ZSetClaimExpireDate,
  ZUpsertClaimToUsers,
  ZUpsertUserClaim,
  ZUserRoleChange,
  ZUserSave,
  ZUserSearchQuery,
  type TAuditEntry,
  type TChangedCount,
  type TClaimUsage,
  type TRoleClaim,
  type TRoleDetail,
  type TRoleSummary,
  type TUserClaim,
  type TUserDetail,
  type TUserSummary,
} from '../validation/security-admin';
import { endpoint, json } from './endpoint';
import { zIdParams } from './params';

const zRoleParams = z.object({ role: z.string().trim().min(1).max(100) });
const zNameParams = z.object({ name: z.string().trim().min(1).max(100) });
const zClaimParams = z.object({
  type: z.string().trim().min(1).max(100),
  value: z.string().max(500).optional(),
});

const userPage = json<PagedResult<TUserSummary>>('PagedResult<TUserSummary>');
const userDetail = json<TUserDetail>('TUserDetail');
const userClaims = json<TUserClaim[]>('TUserClaim[]');
const roleDetail = json<TRoleDetail>('TRoleDetail');
const changed = json<boolean>('boolean');
const changedCount = json<TChangedCount>('TChangedCount');
const count = json<number>('number');

/** The security admin's user calls (`/api/auth/users`, `byrole`, `byclaim`, role changes). */
const userAdminApi = {
  searchUsers: endpoint({
    method: 'GET',
    path: '/api/auth/users',
    access: 'securityAdmin',
    summary: 'A page of sign-in users, searched by name or e-mail.',
    query: ZUserSearchQuery,
    answer: userPage,
  }),
  getUser: endpoint({
    method: 'GET',
    path: '/api/auth/users/:id',
    access: 'securityAdmin',
    summary: 'A sign-in user with their roles and claims.',
    params: zIdParams,
    answer: userDetail,
  }),
  claimsOfUser: endpoint({
    method: 'GET',
    path: '/api/auth/users/:id/claims',
    access: 'securityAdmin',
    summary: "A user's own claims.",
    params: zIdParams,
    answer: userClaims,
  }),
  saveUser: endpoint({
    method: 'POST',
    path: '/api/auth/users',
    access: 'securityAdmin',
    summary: 'Creates or changes a sign-in user.',
    body: ZUserSave,
    answer: userDetail,
  }),
  removeUser: endpoint({
    method: 'DELETE',
    path: '/api/auth/users/:id',
    access: 'securityAdmin',
    summary: 'Deletes a sign-in user.',
    params: zIdParams,
    answer: changed,
  }),
  usersByRole: endpoint({
    method: 'GET',
    path: '/api/auth/byrole/:role',
    access: 'securityAdmin',
    summary: 'A page of the users who have a role.',
    params: zRoleParams,
    query: ZUserSearchQuery,
    answer: userPage,
  }),
  usersByClaim: endpoint({
    method: 'GET',
    path: '/api/auth/byclaim/:type/:value?',
    access: 'securityAdmin',
    summary: 'A page of the users who have a claim (of any value when none is given).',
    params: zClaimParams,
    query: ZUserSearchQuery,
    answer: userPage,
  }),
  addRole: endpoint({
    method: 'POST',
    path: '/api/auth/addrole',
    access: 'securityAdmin',
    summary: 'Gives a user a role; false: they had it.',
    body: ZUserRoleChange,
    answer: changed,
  }),
  removeRole: endpoint({
    method: 'POST',
    path: '/api/auth/removerole',
    access: 'securityAdmin',
    summary: 'Takes a role from a user; false: they did not have it.',
    body: ZUserRoleChange,
    answer: changed,
  }),
  assignCohortAccountAdmin: endpoint({
    method: 'POST',
    path: '/api/auth/AssignCohortAccountAdminRole',
    access: 'securityAdmin',
    feature: 'cohorts',
    summary: 'Gives a user the CohortAccountAdmin role; false: nothing changed.',
    body: ZCohortAccountAdminChange,
    answer: changed,
  }),
  removeCohortAccountAdmin: endpoint({
    method: 'POST',
    path: '/api/auth/RemoveCohortAccountAdminRole',
    access: 'securityAdmin',
    feature: 'cohorts',
    summary: 'Takes the CohortAccountAdmin role from a user; false: nothing changed.',
    body: ZCohortAccountAdminChange,
    answer: changed,
  }),
};

/** The security admin's claim calls. */
const claimAdminApi = {
  claimTypes: endpoint({
    method: 'GET',
    path: '/api/auth/claims',
    access: 'securityAdmin',
    summary: 'The claim types the portal knows.',
    answer: json<string[]>('string[]'),
  }),
  claimUsage: endpoint({
    method: 'GET',
    path: '/api/auth/allclaims',
    access: 'securityAdmin',
    summary: 'Every claim in use, with how many users hold it.',
    answer: json<TClaimUsage[]>('TClaimUsage[]'),
  }),
  claimUserCount: endpoint({
    method: 'GET',
    path: '/api/auth/ClaimUserCount/:type/:value?',
    access: 'securityAdmin',
    summary: 'How many users hold a claim (of any value when none is given).',
    params: zClaimParams,
    answer: count,
  }),
  upsertClaimToUser: endpoint({
    method: 'POST',
    path: '/api/auth/users/UpsertClaimToUser',
    access: 'securityAdmin',
    summary: 'Gives a user a claim or changes its value.',
    body: ZUpsertUserClaim,
    answer: json<TUserClaim>('TUserClaim'),
  }),
  removeClaim: endpoint({
    method: 'POST',
    path: '/api/auth/removeclaim',
    access: 'securityAdmin',
    summary: 'Takes a claim from a user; false: they did not have it.',
    body: ZRemoveUserClaim,
    answer: changed,
  }),
  setClaimExpireDate: endpoint({
    method: 'POST',
    path: '/api/auth/SetClaimExpireDate',
    access: 'securityAdmin',
    summary: "Sets or clears the expiry date of a user's claim.",
    body: ZSetClaimExpireDate,
    answer: changed,
  }),
  replaceClaim: endpoint({
    method: 'POST',
    path: '/api/auth/ReplaceClaim',
    access: 'securityAdmin',
    summary: 'Replaces a claim by another on every user who holds it.',
    body: ZReplaceClaim,
    answer: changedCount,
  }),
  upsertClaimToUsers: endpoint({
    method: 'POST',
    path: '/api/auth/UpsertClaimToUsersWithValue',
    access: 'securityAdmin',
    summary: 'Gives a claim with a value to many users.',
    body: ZUpsertClaimToUsers,
    answer: changedCount,
  }),
  assignProfileV2Claim: endpoint({
    method: 'POST',
    path: '/api/auth/AssignProfileV2Claim',
    access: 'securityAdmin',
    summary: 'Gives the ProfileV2 claim to the users chosen.',
    body: ZAssignProfileV2,
    answer: changedCount,
  }),
  refreshUserClaims: endpoint({
    method: 'GET',
    path: '/api/auth/refreshUserClaims/:id',
    access: 'securityAdmin',
    summary: "Recomputes a user's derived claims.",
    params: zIdParams,
    answer: userClaims,
  }),
  refreshAllUserClaims: endpoint({
    method: 'POST',
    path: '/api/auth/RefreshAllUserClaims',
    access: 'securityAdmin',
    summary: "Recomputes every user's derived claims.",
    answer: changedCount,
  }),
};

/** The security admin's role calls. */
const roleAdminApi = {
  listRoles: endpoint({
    method: 'GET',
    path: '/api/auth/roles',
    access: 'securityAdmin',
    summary: 'Every role with its number of users.',
    answer: json<TRoleSummary[]>('TRoleSummary[]'),
  }),
  getRole: endpoint({
    method: 'GET',
    path: '/api/auth/roles/:id',
    access: 'securityAdmin',
    summary: 'A role with its claims.',
    params: zIdParams,
    answer: roleDetail,
  }),
  getRoleByName: endpoint({
    method: 'GET',
    path: '/api/auth/roles/byname/:name',
    access: 'securityAdmin',
    summary: 'A role with its claims, by name.',
    params: zNameParams,
    answer: roleDetail,
  }),
  roleClaims: endpoint({
    method: 'GET',
    path: '/api/auth/roles/:id/claims',
    access: 'securityAdmin',
    summary: "A role's claims.",
    params: zIdParams,
    answer: json<TRoleClaim[]>('TRoleClaim[]'),
  }),
  saveRole: endpoint({
    method: 'POST',
    path: '/api/auth/roles',
    access: 'securityAdmin',
    summary: 'Creates or renames a role.',
    body: ZRoleSave,
    answer: roleDetail,
  }),
  deleteRole: endpoint({
    method: 'DELETE',
    path: '/api/auth/roles/:id',
    access: 'securityAdmin',
    summary: 'Deletes a role.',
    params: zIdParams,
    answer: changed,
  }),
  upsertRoleClaim: endpoint({
    method: 'POST',
    path: '/api/auth/roles/upsertclaim',
    access: 'securityAdmin',
    summary: 'Gives a role a claim (or changes its value).',
    body: ZRoleClaimChange,
    answer: json<TRoleClaim>('TRoleClaim'),
  }),
  removeRoleClaim: endpoint({
    method: 'POST',
    path: '/api/auth/roles/removeclaim',
    access: 'securityAdmin',
    summary: 'Takes a claim from a role.',
    body: ZRoleClaimChange,
    answer: changed,
  }),
  replaceRole: endpoint({
    method: 'POST',
    path: '/api/auth/ReplaceRole',
    access: 'securityAdmin',
    summary: 'Moves every user of one role to another.',
    body: ZReplaceRole,
    answer: changedCount,
  }),
  roleUserCount: endpoint({
    method: 'GET',
    path: '/api/auth/RoleUserCount/:role',
    access: 'securityAdmin',
    summary: 'How many users have a role.',
    params: zRoleParams,
    answer: count,
  }),
};

/**
 * The security administration of the identity API (`/api/auth/...`): users, claims, roles, the
 * audit log and impersonation. Every call is for security admins, except StopImpersonation: the
 * person who stops is signed in as the impersonated user, who is never a security admin.
 */
export const securityAdminApi = {
  ...userAdminApi,
  ...claimAdminApi,
  ...roleAdminApi,
  auditLog: endpoint({
    method: 'GET',
    path: '/api/auth/AuditLog',
    access: 'securityAdmin',
    summary: 'A page of the security audit log, of one user when given.',
    query: ZAuditLogQuery,
    answer: json<PagedResult<TAuditEntry>>('PagedResult<TAuditEntry>'),
  }),
  stopImpersonation: endpoint({
    method: 'POST',
    path: '/api/auth/StopImpersonation',
    access: 'any',
    summary: 'Ends acting as another user.',
    answer: changed,
  }),
};
