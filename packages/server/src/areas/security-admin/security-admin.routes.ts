import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { CLAIM_TYPES, isFeatureEnabled, securityAdminApi } from '@portal/core';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { serve } from '../../http/serve';
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

type Kit = {
  context: (request: FastifyRequest) => AdminContext;
};

const api = securityAdminApi;

function registerUserRoutes(app: FastifyInstance, { context }: Kit): void {
  serve(app, api.searchUsers, async ({ query }, request) => findUsers(context(request), query));
  serve(app, api.getUser, async ({ params }, request) => getUser(context(request), params.id));
  serve(app, api.claimsOfUser, async ({ params }, request) =>
    claimsOfUser(context(request), params.id),
  );
  serve(app, api.saveUser, async ({ body }, request) => saveUser(context(request), body));
  serve(app, api.removeUser, async ({ params }, request) =>
    removeUser(context(request), params.id),
  );
  serve(app, api.usersByRole, async ({ params, query }, request) =>
    findUsers(context(request), query, { role: params.role }),
  );
  serve(app, api.usersByClaim, async ({ params, query }, request) =>
    findUsers(context(request), query, { claim: params }),
  );
  serve(app, api.addRole, async ({ body }, request) =>
    changeUserRole(context(request), body, 'add'),
  );
  serve(app, api.removeRole, async ({ body }, request) =>
    changeUserRole(context(request), body, 'remove'),
  );
  serve(app, api.assignCohortAccountAdmin, async ({ body }, request) =>
    assignCohortAccountAdmin(context(request), body.userId),
  );
  serve(app, api.removeCohortAccountAdmin, async ({ body }, request) =>
    removeCohortAccountAdmin(context(request), body.userId),
  );
}

function registerClaimRoutes(app: FastifyInstance, { context }: Kit): void {
  serve(app, api.claimTypes, async () => [...CLAIM_TYPES]);
  serve(app, api.claimUsage, async (_input, request) => {
    const { db, now } = context(request);
    return claimUsage(db, now);
  });
  serve(app, api.claimUserCount, async ({ params }, request) =>
    countUsers(context(request), { claim: params }),
  );
  serve(app, api.upsertClaimToUser, async ({ body }, request) =>
    upsertClaimToUser(context(request), body),
  );
  serve(app, api.removeClaim, async ({ body }, request) =>
    removeClaimOfUser(context(request), body),
  );
  serve(app, api.setClaimExpireDate, async ({ body }, request) =>
    setClaimExpireDate(context(request), body),
  );
  serve(app, api.replaceClaim, async ({ body }, request) => replaceClaim(context(request), body));
  serve(app, api.upsertClaimToUsers, async ({ body }, request) =>
    upsertClaimToUsers(context(request), body),
  );
  serve(app, api.assignProfileV2Claim, async ({ body }, request) =>
    assignProfileV2Claim(context(request), body),
  );
  serve(app, api.refreshUserClaims, async ({ params }, request) =>
    refreshUserClaims(context(request), params.id),
  );
  serve(app, api.refreshAllUserClaims, async (_input, request) =>
    refreshAllUserClaims(context(request)),
  );
}

function registerRoleRoutes(app: FastifyInstance, { context }: Kit): void {
  serve(app, api.listRoles, async (_input, request) => listRoles(context(request).db));
  serve(app, api.getRole, async ({ params }, request) => getRole(context(request), params));
  serve(app, api.getRoleByName, async ({ params }, request) => getRole(context(request), params));
  serve(app, api.roleClaims, async ({ params }, request) => {
    const ctx = context(request);
    const role = await getRole(ctx, params);
    return roleClaims(ctx.db, role.id);
  });
  serve(app, api.saveRole, async ({ body }, request) => saveRole(context(request), body));
  serve(app, api.deleteRole, async ({ params }, request) =>
    removeRole(context(request), params.id),
  );
  serve(app, api.upsertRoleClaim, async ({ body }, request) =>
    upsertClaimOfRole(context(request), body),
  );
  serve(app, api.removeRoleClaim, async ({ body }, request) =>
    removeClaimOfRole(context(request), body),
  );
  serve(app, api.replaceRole, async ({ body }, request) =>
    replaceRoleOfUsers(context(request), body),
  );
  serve(app, api.roleUserCount, async ({ params }, request) =>
    countUsers(context(request), params),
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
  const kit: Kit = { context };
  registerUserRoutes(app, kit);
  registerClaimRoutes(app, kit);
  registerRoleRoutes(app, kit);
  serve(app, api.auditLog, async ({ query }, request) =>
    searchAuditLog(context(request).db, query),
  );
  serve(app, api.stopImpersonation, async (_input, request) => {
    const session = request.session;
    if (!session) throw new HttpError(401, SIGN_IN_REQUIRED);
    return stopImpersonation(context(request), session, request.accessToken?.jti);
  });
}
