import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { inviteCodeApi as api } from '@portal/core';
import type { Database } from '../../db/schema';
import { SIGN_IN_REQUIRED } from '../../http/api-guard';
import { HttpError } from '../../http/errors';
import { routeLimit } from '../../http/shared-rate-limit';
import { serve } from '../../http/serve';
import {
  createInviteCode,
  deactivateBrandInviteCode,
  getInviteCode,
  searchBrandInviteCodes,
} from './invite-code-admin.service';
import { inviteCodeWithStatus, inviteRegistration, redeemInviteCode } from './invite-code.service';
import { requestContext } from '../../shared/request-context';

/**
 * Invite codes (identity API, `/api/auth/...`): the anonymous look-ups before registering,
 * redemption by a signed-in person, and management by security admins.
 */
export function registerInviteCodeRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const context = (request: FastifyRequest) => requestContext(request, db);
  // Each route its own limiter, as for the other calls of the identity API that need no admin.
  const limit = () => ({ onRequest: routeLimit(app) });

  serve(
    app,
    api.getInviteCodeWithStatus,
    async ({ params }, request) => inviteCodeWithStatus(context(request), params.code),
    limit(),
  );

  serve(
    app,
    api.getUserRegistrationByInviteCode,
    async ({ params }, request) => inviteRegistration(context(request), params.code),
    limit(),
  );

  serve(
    app,
    api.redeemInviteCode,
    async ({ params }, request) => {
      const userId = request.session?.userId;
      if (!userId) throw new HttpError(401, SIGN_IN_REQUIRED);
      return redeemInviteCode(context(request), userId, params.code);
    },
    limit(),
  );

  serve(app, api.search, async ({ query }, request) =>
    searchBrandInviteCodes(context(request), query),
  );
  serve(app, api.create, async ({ body }, request) => createInviteCode(context(request), body));
  serve(app, api.get, async ({ params }, request) => getInviteCode(context(request), params.id));
  serve(app, api.deactivate, async ({ params }, request) =>
    deactivateBrandInviteCode(context(request), params.id),
  );
}
