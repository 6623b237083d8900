import { z } from 'zod';
import { zEmail } from './email';
import { zGuid } from './guid';
import { zPagedQuery } from './paging';

/**
 * The security administration calls of the identity API (`/api/auth/...`): their request schemas
 * and answer types, shared by the server (validation) and the web app (forms and typed calls).
 */

const zClaimType = z.string().trim().min(1).max(100);
const zClaimValue = z.string().trim().max(500);
const zRoleName = z.string().trim().min(1).max(100);
const zPersonName = z.string().trim().max(100);
const zIsoDate = z.iso.datetime({ offset: true });

/** GET users, byrole/{role}, byclaim/{type}/{value?}: a paged search of identity users. */
export const ZUserSearchQuery = zPagedQuery;
export type TUserSearchQuery = z.input<typeof ZUserSearchQuery>;

/** One identity user in a list. */
export type TUserSummary = {
  id: string;
  email: string;
  emailConfirmed: boolean;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  lockoutEnabled: boolean;
  /** ISO time until which the account is locked; null or past when not locked. */
  lockoutEnd: string | null;
  accessFailedCount: number;
  forcePasswordChange: boolean;
  roles: string[];
  createdAt: string;
};

/** A claim held by a user directly (not through a role). */
export type TUserClaim = {
  id: string;
  userId: string;
  claimType: string;
  claimValue: string;
  /** ISO time after which the claim grants nothing; null: no expiry. */
  expiresAt: string | null;
};

/** A claim a user holds through one of its roles. */
export type TRoleClaimGrant = { roleName: string; claimType: string; claimValue: string };

/** GET users/{id}: one identity user with its claims, direct and through roles. */
export type TUserDetail = TUserSummary & {
  userName: string | null;
  provider: string | null;
  newEmail: string | null;
  profileImageUrl: string | null;
  claims: TUserClaim[];
  roleClaims: TRoleClaimGrant[];
};

/** POST users: creates (no id) or updates an identity user. Lock: a future lockoutEnd. */
export const ZUserSave = z.object({
  id: zGuid.optional(),
  email: zEmail,
  firstName: zPersonName.optional(),
  middleName: zPersonName.optional(),
  lastName: zPersonName.optional(),
  phoneNumber: z.string().trim().max(30).optional(),
  emailConfirmed: z.boolean().optional(),
  lockoutEnabled: z.boolean().optional(),
  lockoutEnd: zIsoDate.nullable().optional(),
  forcePasswordChange: z.boolean().optional(),
});
export type TUserSave = z.input<typeof ZUserSave>;

/** POST users/UpsertClaimToUser; with claimType `impersonate` on one's own user it impersonates. */
export const ZUpsertUserClaim = z.object({
  userId: zGuid,
  claimType: zClaimType,
  claimValue: zClaimValue,
  expiresAt: zIsoDate.nullable().optional(),
});
export type TUpsertUserClaim = z.input<typeof ZUpsertUserClaim>;

/** POST removeclaim. */
export const ZRemoveUserClaim = z.object({
  userId: zGuid,
  claimType: zClaimType,
  claimValue: zClaimValue,
});
export type TRemoveUserClaim = z.input<typeof ZRemoveUserClaim>;

/** POST SetClaimExpireDate: null removes the expiry. */
export const ZSetClaimExpireDate = ZRemoveUserClaim.extend({ expiresAt: zIsoDate.nullable() });
export type TSetClaimExpireDate = z.input<typeof ZSetClaimExpireDate>;

/** POST addrole and removerole. */
export const ZUserRoleChange = z.object({ userId: zGuid, roleName: zRoleName });
export type TUserRoleChange = z.input<typeof ZUserRoleChange>;

/** GET roles. */
export type TRoleSummary = { id: string; name: string; userCount: number };

/** A claim granted by a role. */
export type TRoleClaim = { id: string; roleId: string; claimType: string; claimValue: string };

/** GET roles/{id} and roles/byname/{name}. */
export type TRoleDetail = TRoleSummary & { claims: TRoleClaim[] };

/** POST roles: creates (no id) or renames a role. */
export const ZRoleSave = z.object({ id: zGuid.optional(), name: zRoleName });
export type TRoleSave = z.input<typeof ZRoleSave>;

/** POST roles/upsertclaim and roles/removeclaim. */
export const ZRoleClaimChange = z.object({
  roleId: zGuid,
  claimType: zClaimType,
  claimValue: zClaimValue,
});
export type TRoleClaimChange = z.input<typeof ZRoleClaimChange>;

/** GET allclaims: every claim type and value in use, with how many users hold it. */
export type TClaimUsage = {
  claimType: string;
  claimValue: string;
  /** Users holding it directly or through a role. */
  userCount: number;
};

/** POST ReplaceRole: every user of `fromRole` gets `toRole` instead. */
export const ZReplaceRole = z.object({ fromRole: zRoleName, toRole: zRoleName });
export type TReplaceRole = z.input<typeof ZReplaceRole>;

/** POST ReplaceClaim: every user claim `claimType`=`fromValue` becomes `toType`=`toValue`. */
export const ZReplaceClaim = z.object({
  claimType: zClaimType,
  fromValue: zClaimValue,
  toType: zClaimType.optional(),
  toValue: zClaimValue,
});
export type TReplaceClaim = z.input<typeof ZReplaceClaim>;

/** What the calls that change many users answer. */
export type TChangedCount = { count: number };

const zTargets = {
  userIds: z.array(zGuid).max(5000).default([]),
  userAccountIds: z.array(zGuid).max(5000).default([]),
};

/** POST UpsertClaimToUsersWithValue: the claim (and optionally a role) to many users. */
export const ZUpsertClaimToUsers = z.object({
  ...zTargets,
  claimType: zClaimType,
  claimValue: zClaimValue,
  roleName: zRoleName.optional(),
});
export type TUpsertClaimToUsers = z.input<typeof ZUpsertClaimToUsers>;

/** POST AssignProfileV2Claim. */
export const ZAssignProfileV2 = z.object(zTargets);
export type TAssignProfileV2 = z.input<typeof ZAssignProfileV2>;

/** POST AssignCohortAccountAdminRole and RemoveCohortAccountAdminRole. */
export const ZCohortAccountAdminChange = z.object({ userId: zGuid });
export type TCohortAccountAdminChange = z.input<typeof ZCohortAccountAdminChange>;

/** GET AuditLog: a paged search of the audit log, optionally about one user. */
export const ZAuditLogQuery = zPagedQuery.extend({ userId: zGuid.optional() });
export type TAuditLogQuery = z.input<typeof ZAuditLogQuery>;

/** One row of the audit log as security admins read it. */
export type TAuditEntry = {
  id: string;
  action: string;
  appName: string | null;
  actorUserId: string | null;
  actorEmail: string | null;
  subjectUserId: string | null;
  subjectEmail: string | null;
  details: Record<string, unknown>;
  ip: string | null;
  createdAt: string;
};
