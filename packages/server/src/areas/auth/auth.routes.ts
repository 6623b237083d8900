import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  ANY,
  isSecurityAdmin,
  zEmail,
  zGuid,
  ZRegisterRequest,
  ZChangePasswordRequest,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { HttpError, parseInput } from '../../http/errors';
import { routeLimit } from '../../http/shared-rate-limit';
import { requestContext, type RequestContext } from '../../shared/request-context';
import { NOT_AUTHORIZED, SIGN_IN_REQUIRED } from '../../http/api-guard';
import { encryptData, encryptionKeyFrom } from './encryption';
import { issuePasscode, verifyPasscode } from './passcode.service';
import { changePassword, forgotPassword, resetPassword } from './password.service';
import { checkPasswordPolicy } from './password-policy';
import { hashPassword } from '../../identity/passwords';
import { preLoginInfo } from './pre-login.service';
import { confirmEmail, register, sendConfirmationEmail } from './registration.service';
import { inUniformTime } from './uniform-timing';

/** Bounds the work of a request before the policy's own limit (128 characters) is checked. */
const zSecret = z.string().max(1024);

const zEmailOnly = z.object({ email: zEmail });
const zConfirm = z.object({ userId: zGuid, code: z.string().min(1).max(200) });
const zReset = z.object({ code: z.string().min(1).max(200), password: zSecret });
const zPasscode = z.object({ email: zEmail, code: z.string().trim().max(20) });
const zEncrypt = z.object({ data: z.string(), IsBase64Encoded: z.boolean().optional() });

type RouteKit = {
  db: Kysely<Database>;
  context: (request: FastifyRequest) => RequestContext;
  /** Route options: anonymous, with a rate limit of its own. */
  limited: () => RouteShorthandOptions;
  /** Route options: any signed-in user, with a rate limit of its own. */
  signedIn: () => RouteShorthandOptions;
};

function registerPasswordRoutes(app: FastifyInstance, kit: RouteKit): void {
  const { context, limited, signedIn } = kit;
  const validate = async (password: string) => {
    const errors = await checkPasswordPolicy(password);
    return { valid: errors.length === 0, errors };
  };
  app.get('/api/auth/ValidatePassword/:password', limited(), async (request) =>
    validate(parseInput(z.object({ password: zSecret }), request.params).password),
  );
  // The same check with the password in the body, where it stays out of access logs.
  app.post('/api/auth/ValidatePassword', limited(), async (request) =>
    validate(parseInput(z.object({ password: zSecret }), request.body).password),
  );

  app.post('/api/auth/HashPassword', { config: { access: 'developer' } }, async (request) => {
    const { password } = parseInput(z.object({ password: zSecret.min(1) }), request.body);
    return { hash: await hashPassword(password) };
  });

  app.post('/api/auth/ForgotPassword', limited(), async (request) =>
    inUniformTime(() =>
      forgotPassword(context(request), parseInput(zEmailOnly, request.body).email),
    ),
  );

  app.post('/api/auth/ResetPassword', limited(), async (request) =>
    resetPassword(context(request), parseInput(zReset, request.body)),
  );

  app.post('/api/auth/ChangePassword', signedIn(), async (request) => {
    const body = parseInput(ZChangePasswordRequest, request.body);
    const userId = request.session?.userId;
    if (!userId) throw new HttpError(401, SIGN_IN_REQUIRED);
    return changePassword(context(request), userId, body, request.accessToken?.gid ?? null);
  });
}

function registerAccountRoutes(app: FastifyInstance, kit: RouteKit): void {
  const { context, limited, signedIn } = kit;
  app.post('/api/auth/Register', limited(), async (request) =>
    inUniformTime(() => register(context(request), parseInput(ZRegisterRequest, request.body))),
  );

  app.get('/api/auth/SendConfirmationEmail/:userId/:newEmail?', signedIn(), async (request) => {
    const params = parseInput(
      z.object({ userId: zGuid, newEmail: zEmail.optional() }),
      request.params,
    );
    const session = request.session;
    if (!session) throw new HttpError(401, SIGN_IN_REQUIRED);
    if (session.userId !== params.userId && !isSecurityAdmin(session)) {
      throw new HttpError(403, NOT_AUTHORIZED);
    }
    return sendConfirmationEmail(context(request), params.userId, params.newEmail);
  });

  app.post('/api/auth/ConfirmEmail', limited(), async (request) =>
    confirmEmail(context(request), parseInput(zConfirm, request.body)),
  );

  // {key} is part of the spec's path; the api-key header is what authorizes the call.
  app.get(
    '/api/auth/GetPreLoginUserInfo/:key/:email',
    { config: { access: 'apiKey' } },
    async (request) => {
      const { email } = parseInput(z.object({ email: zEmail }), request.params);
      return preLoginInfo(kit.db, request.brand, email);
    },
  );
}

function registerSignInHelpRoutes(app: FastifyInstance, kit: RouteKit, encryptionKey: Buffer) {
  const { context, limited } = kit;
  // A failure answers an empty string (error catalogue); the cause goes to the log.
  app.post('/api/auth/Encrypt', { config: { access: 'anonymous' } }, async (request, reply) => {
    reply.type('text/plain; charset=utf-8');
    try {
      const { data, IsBase64Encoded } = parseInput(zEncrypt, request.body);
      return encryptData(encryptionKey, data, IsBase64Encoded ?? false);
    } catch (error) {
      request.log.warn({ err: error }, 'encrypt failed');
      return '';
    }
  });

  app.get('/api/auth/SendEmailPasscode/:email', limited(), async (request) =>
    inUniformTime(() =>
      issuePasscode(context(request), parseInput(zEmailOnly, request.params).email),
    ),
  );

  app.post('/api/auth/VerifyPasscode', limited(), async (request) => {
    const { email, code } = parseInput(zPasscode, request.body);
    const result = await verifyPasscode(context(request), email, code);
    return { ok: result.ok };
  });
}

/** auth area: the account flows of the identity API (registration, e-mail, passwords). */
export function registerAuthRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const { config } = app.portal;
  const kit: RouteKit = {
    db,
    context: (request) => requestContext(request, db),
    limited: () => ({ config: { access: 'anonymous' }, onRequest: routeLimit(app) }),
    signedIn: () => ({ config: { access: ANY }, onRequest: routeLimit(app) }),
  };
  registerPasswordRoutes(app, kit);
  registerAccountRoutes(app, kit);
  registerSignInHelpRoutes(
    app,
    kit,
    encryptionKeyFrom(config.encryptionKey, app.portal.keys.current().privateKey),
  );
}
