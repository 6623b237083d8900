import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  ANY,
  CLAIM_TYPES,
  isFeatureEnabled,
  zGuid,
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
} from '@portal/core';
import type { Database } from '../../db/schema';
import { HttpError, parseInput } from '../../http/errors';
import { SIGN_IN_REQUIRED } from '../../http/api-guard';
import type { AdminContext } from './admin-context';
import { searchAuditLog } from './audit-log.store';
import {
  assignProfileV2Claim,
  claimsOfUser,
  refreshAllUserClaims,
  refreshUserClaims,
  removeClaimOfUser,
  replaceClaim,
  setClaimExpireDate,
  upsertClaimToUser,
  upsertClaimToUsers,
} from './claim-admin.service';
import { claimUsage } from './claim-admin.store';
import { stopImpersonation } from './impersonation.service';
import {
  assignCohortAccountAdmin,
  changeUserRole,
  getRole,
  removeClaimOfRole,
  removeCohortAccountAdmin,
  removeRole,
  replaceRoleOfUsers,
  saveRole,
  upsertClaimOfRole,
} from './role-admin.service';
import { listRoles, roleClaims } from './role-admin.store';
import { countUsers, findUsers, getUser, removeUser, saveUser } from './user-admin.service';
import { requestContext, signedIn } from '../../shared/request-context';

const zId = z.object({ id: zGuid });
const zRoleParam = z.object({ role: z.string().trim().min(1).max(100) });
const zNameParam = z.object({ name: z.string().trim().min(1).max(100) });
const zClaimParams = z.object({
  type: z.string().trim().min(1).max(100),
  value: z.string().max(500).optional(),
});

type Kit = {
  context: (request: FastifyRequest) => AdminContext;
  /** Every security administration call: security admins only. */
  admin: RouteShorthandOptions;
};

const base = '/api/auth';

function registerUserRoutes(app: FastifyInstance, { context, admin }: Kit): void {
  app.get(`${base}/users`, admin, async (request) =>
    findUsers(context(request), parseInput(ZUserSearchQuery, request.query)),
  );
  app.get(`${base}/users/:id`, admin, async (request) =>
    getUser(context(request), parseInput(zId, request.params).id),
  );
  app.get(`${base}/users/:id/claims`, admin, async (request) =>
    claimsOfUser(context(request), parseInput(zId, request.params).id),
  );
  app.post(`${base}/users`, admin, async (request) =>
    saveUser(context(request), parseInput(ZUserSave, request.body)),
  );
  app.delete(`${base}/users/:id`, admin, async (request) =>
    removeUser(context(request), parseInput(zId, request.params).id),
  );
  app.get(`${base}/byrole/:role`, admin, async (request) => {
    const { role } = parseInput(zRoleParam, request.params);
    return findUsers(context(request), parseInput(ZUserSearchQuery, request.query), { role });
  });
  app.get(`${base}/byclaim/:type/:value?`, admin, async (request) => {
    const claim = parseInput(zClaimParams, request.params);
    return findUsers(context(request), parseInput(ZUserSearchQuery, request.query), { claim });
  });
  app.post(`${base}/addrole`, admin, async (request) =>
    changeUserRole(context(request), parseInput(ZUserRoleChange, request.body), 'add'),
  );
  app.post(`${base}/removerole`, admin, async (request) =>
    changeUserRole(context(request), parseInput(ZUserRoleChange, request.body), 'remove'),
  );
  app.post(`${base}/AssignCohortAccountAdminRole`, admin, async (request) =>
    assignCohortAccountAdmin(
      context(request),
      parseInput(ZCohortAccountAdminChange, request.body).userId,
    ),
  );
  app.post(`${base}/RemoveCohortAccountAdminRole`, admin, async (request) =>
    removeCohortAccountAdmin(
      context(request),
      parseInput(ZCohortAccountAdminChange, request.body).userId,
    ),
  );
}

function registerClaimRoutes(app: FastifyInstance, { context, admin }: Kit): void {
  app.get(`${base}/claims`, admin, async () => [...CLAIM_TYPES]);
  app.get(`${base}/allclaims`, admin, async (request) => {
    const { db, now } = context(request);
    return claimUsage(db, now);
  });
  app.get(`${base}/ClaimUserCount/:type/:value?`, admin, async (request) =>
    countUsers(context(request), { claim: parseInput(zClaimParams, request.params) }),
  );
  app.post(`${base}/users/UpsertClaimToUser`, admin, async (request) =>
    upsertClaimToUser(context(request), parseInput(ZUpsertUserClaim, request.body)),
  );
  app.post(`${base}/removeclaim`, admin, async (request) =>
    removeClaimOfUser(context(request), parseInput(ZRemoveUserClaim, request.body)),
  );
  app.post(`${base}/SetClaimExpireDate`, admin, async (request) =>
    setClaimExpireDate(context(request), parseInput(ZSetClaimExpireDate, request.body)),
  );
  app.post(`${base}/ReplaceClaim`, admin, async (request) =>
    replaceClaim(context(request), parseInput(ZReplaceClaim, request.body)),
  );
  app.post(`${base}/UpsertClaimToUsersWithValue`, admin, async (request) =>
    upsertClaimToUsers(context(request), parseInput(ZUpsertClaimToUsers, request.body)),
  );
  app.post(`${base}/AssignProfileV2Claim`, admin, async (request) =>
    assignProfileV2Claim(context(request), parseInput(ZAssignProfileV2, request.body)),
  );
  app.get(`${base}/refreshUserClaims/:id`, admin, async (request) =>
    refreshUserClaims(context(request), parseInput(zId, request.params).id),
  );
  app.post(`${base}/RefreshAllUserClaims`, admin, async (request) =>
    refreshAllUserClaims(context(request)),
  );
}

function registerRoleRoutes(app: FastifyInstance, { context, admin }: Kit): void {
  app.get(`${base}/roles`, admin, async (request) => listRoles(context(request).db));
  app.get(`${base}/roles/:id`, admin, async (request) =>
    getRole(context(request), parseInput(zId, request.params)),
  );
  app.get(`${base}/roles/byname/:name`, admin, async (request) =>
    getRole(context(request), parseInput(zNameParam, request.params)),
  );
  app.get(`${base}/roles/:id/claims`, admin, async (request) => {
    const ctx = context(request);
    const role = await getRole(ctx, parseInput(zId, request.params));
    return roleClaims(ctx.db, role.id);
  });
  app.post(`${base}/roles`, admin, async (request) =>
    saveRole(context(request), parseInput(ZRoleSave, request.body)),
  );
  app.delete(`${base}/roles/:id`, admin, async (request) =>
    removeRole(context(request), parseInput(zId, request.params).id),
  );
  app.post(`${base}/roles/upsertclaim`, admin, async (request) =>
    upsertClaimOfRole(context(request), parseInput(ZRoleClaimChange, request.body)),
  );
  app.post(`${base}/roles/removeclaim`, admin, async (request) =>
    removeClaimOfRole(context(request), parseInput(ZRoleClaimChange, request.body)),
  );
  app.post(`${base}/ReplaceRole`, admin, async (request) =>
    replaceRoleOfUsers(context(request), parseInput(ZReplaceRole, request.body)),
  );
  app.get(`${base}/RoleUserCount/:role`, admin, async (request) =>
    countUsers(context(request), parseInput(zRoleParam, request.params)),
  );
}

/**
 * The security administration of the identity API: users, claims, roles, the audit log and
 * impersonation. Every call is for security admins, except StopImpersonation: the person who
 * stops is signed in as the impersonated user, who is never a security admin.
 */
export function registerSecurityAdminRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const context = (request: FastifyRequest): AdminContext => ({
    ...signedIn(requestContext(request, db)),
    featureEnabled: async (name) =>
      isFeatureEnabled((await app.portal.webConfig.get(request.brand)).config.features, name),
  });
  const kit: Kit = { context, admin: { config: { access: 'securityAdmin' } } };
  registerUserRoutes(app, kit);
  registerClaimRoutes(app, kit);
  registerRoleRoutes(app, kit);
  app.get(`${base}/AuditLog`, kit.admin, async (request) =>
    searchAuditLog(context(request).db, parseInput(ZAuditLogQuery, request.query)),
  );
  app.post(`${base}/StopImpersonation`, { config: { access: ANY } }, async (request) => {
    const session = request.session;
    if (!session) throw new HttpError(401, SIGN_IN_REQUIRED);
    return stopImpersonation(context(request), session, request.accessToken?.jti);
  });
}
