import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  ANY,
  ZInviteCodeCreate,
  ZInviteCodeSearchQuery,
  zGuid,
  zInviteCodeInput,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { SIGN_IN_REQUIRED } from '../../http/api-guard';
import { HttpError, parseInput } from '../../http/errors';
import { routeLimit } from '../../http/shared-rate-limit';

import {
  createInviteCode,
  deactivateBrandInviteCode,
  getInviteCode,
  searchBrandInviteCodes,
} from './invite-code-admin.service';
import { inviteCodeWithStatus, inviteRegistration, redeemInviteCode } from './invite-code.service';
import { requestContext } from '../../shared/request-context';

const zCodeParams = z.object({ code: zInviteCodeInput });
const zIdParams = z.object({ id: zGuid });

/**
 * Invite codes (identity API, `/api/auth/...`): the anonymous look-ups before registering,
 * redemption by a signed-in person, and management by security admins.
 */
export function registerInviteCodeRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const context = (request: FastifyRequest) => requestContext(request, db);
  // Each route its own limiter, as for the other anonymous calls of the identity API.
  const limited = (): RouteShorthandOptions => ({
    config: { access: 'anonymous' },
    onRequest: routeLimit(app),
  });
  const admin: RouteShorthandOptions = { config: { access: 'securityAdmin' } };

  app.get('/api/auth/GetInviteCodeWithStatus/:code', limited(), async (request) =>
    inviteCodeWithStatus(context(request), parseInput(zCodeParams, request.params).code),
  );

  app.get('/api/auth/GetUserRegistrationByInviteCode/:code', limited(), async (request) =>
    inviteRegistration(context(request), parseInput(zCodeParams, request.params).code),
  );

  app.post(
    '/api/auth/RedeemInviteCode/:code',
    { config: { access: ANY }, onRequest: routeLimit(app) },
    async (request) => {
      const { code } = parseInput(zCodeParams, request.params);
      const userId = request.session?.userId;
      if (!userId) throw new HttpError(401, SIGN_IN_REQUIRED);
      return redeemInviteCode(context(request), userId, code);
    },
  );

  app.get('/api/auth/invitecodes', admin, async (request) =>
    searchBrandInviteCodes(context(request), parseInput(ZInviteCodeSearchQuery, request.query)),
  );

  app.post('/api/auth/invitecodes', admin, async (request) =>
    createInviteCode(context(request), parseInput(ZInviteCodeCreate, request.body ?? {})),
  );

  app.get('/api/auth/invitecodes/:id', admin, async (request) =>
    getInviteCode(context(request), parseInput(zIdParams, request.params).id),
  );

  app.post('/api/auth/invitecodes/:id/deactivate', admin, async (request) =>
    deactivateBrandInviteCode(context(request), parseInput(zIdParams, request.params).id),
  );
}
