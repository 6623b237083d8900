import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { authApi, isSecurityAdmin } from '@portal/core';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { routeLimit } from '../../http/shared-rate-limit';
import { requestContext, type RequestContext } from '../../shared/request-context';
import { NOT_AUTHORIZED, SIGN_IN_REQUIRED } from '../../http/api-guard';
import { requireFeatures } from '../webconfig/webconfig.service';
import { serve, type ServeOptions } from '../../http/serve';
import { encryptData, encryptionKeyFrom } from './encryption';
import { issuePasscode, verifyPasscode } from './passcode.service';
import { changePassword, forgotPassword, resetPassword } from './password.service';
import { checkPasswordPolicy } from './password-policy';
import { hashPassword } from '../../identity/passwords';
import { preLoginInfo } from './pre-login.service';
import { confirmEmail, register, sendConfirmationEmail } from './registration.service';
import { inUniformTime } from './uniform-timing';

type RouteKit = {
  db: Kysely<Database>;
  context: (request: FastifyRequest) => RequestContext;
  /** A rate limit of the route's own. */
  limit: ServeOptions;
};

function registerPasswordRoutes(app: FastifyInstance, kit: RouteKit): void {
  const { context, limit } = kit;
  const validate = async (password: string) => {
    const errors = await checkPasswordPolicy(password);
    return { valid: errors.length === 0, errors };
  };
  serve(
    app,
    authApi.validatePasswordInPath,
    async ({ params }) => validate(params.password),
    limit,
  );
  // The same check with the password in the body, where it stays out of access logs.
  serve(app, authApi.validatePassword, async ({ body }) => validate(body.password), limit);

  serve(app, authApi.hashPassword, async ({ body }) => ({
    hash: await hashPassword(body.password),
  }));

  serve(
    app,
    authApi.forgotPassword,
    async ({ body }, request) => inUniformTime(() => forgotPassword(context(request), body.email)),
    limit,
  );

  serve(
    app,
    authApi.resetPassword,
    async ({ body }, request) => resetPassword(context(request), body),
    limit,
  );

  serve(
    app,
    authApi.changePassword,
    async ({ body }, request) => {
      const userId = request.session?.userId;
      if (!userId) throw new HttpError(401, SIGN_IN_REQUIRED);
      return changePassword(context(request), userId, body, request.accessToken?.gid ?? null);
    },
    limit,
  );
}

function registerAccountRoutes(app: FastifyInstance, kit: RouteKit): void {
  const { context, limit } = kit;
  serve(
    app,
    authApi.register,
    async ({ body }, request) => {
      // Refused before the uniform time: the answer tells nothing about the address.
      if (body.inviteCode !== undefined) await requireFeatures(context(request), 'inviteCode');
      return inUniformTime(() => register(context(request), body));
    },
    limit,
  );

  serve(
    app,
    authApi.sendConfirmationEmail,
    async ({ params }, request) => {
      const session = request.session;
      if (!session) throw new HttpError(401, SIGN_IN_REQUIRED);
      if (session.userId !== params.userId && !isSecurityAdmin(session)) {
        throw new HttpError(403, NOT_AUTHORIZED);
      }
      return sendConfirmationEmail(context(request), params.userId, params.newEmail);
    },
    limit,
  );

  serve(
    app,
    authApi.confirmEmail,
    async ({ body }, request) => confirmEmail(context(request), body),
    limit,
  );

  serve(app, authApi.getPreLoginUserInfo, async ({ params }, request) =>
    preLoginInfo(kit.db, request.brand, params.email),
  );
}

function registerSignInHelpRoutes(app: FastifyInstance, kit: RouteKit, encryptionKey: Buffer) {
  const { context, limit } = kit;
  // A failure of the encryption answers an empty string (error catalogue); the cause goes to
  // the log. A body that is not the request's shape is refused (400) like any other input.
  serve(app, authApi.encrypt, async ({ body }, request) => {
    try {
      return encryptData(encryptionKey, body.data, body.IsBase64Encoded ?? false);
    } catch (error) {
      request.log.warn({ err: error }, 'encrypt failed');
      return '';
    }
  });

  serve(
    app,
    authApi.sendEmailPasscode,
    async ({ params }, request) =>
      inUniformTime(() => issuePasscode(context(request), params.email)),
    limit,
  );

  serve(
    app,
    authApi.verifyPasscode,
    async ({ body }, request) => {
      const result = await verifyPasscode(context(request), body.email, body.code);
      return { ok: result.ok };
    },
    limit,
  );
}

/** auth area: the account flows of the identity API (registration, e-mail, passwords). */
export function registerAuthRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const { config } = app.portal;
  const kit: RouteKit = {
    db,
    context: (request) => requestContext(request, db),
    limit: { onRequest: routeLimit(app) },
  };
  registerPasswordRoutes(app, kit);
  registerAccountRoutes(app, kit);
  registerSignInHelpRoutes(
    app,
    kit,
    encryptionKeyFrom(config.encryptionKey, app.portal.keys.current().privateKey),
  );
}
