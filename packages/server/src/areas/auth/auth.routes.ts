import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { authApi, isSecurityAdmin } from '@portal/core';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { HttpError, parseInput } from '../../http/errors';
import { sharedWindowLimit } from '../../http/shared-rate-limit';
import { NOT_AUTHORIZED, SIGN_IN_REQUIRED } from '../../http/api-guard';
import { serve, type ServeOptions } from '../../http/serve';
import type { AuthContext } from './auth-context';
import { encryptData, encryptionKeyFrom } from './encryption';
import { issuePasscode, verifyPasscode } from './passcode.service';
import { changePassword, forgotPassword, resetPassword } from './password.service';
import { checkPasswordPolicy } from './password-policy';
import { hashPassword } from '../../identity/passwords';
import { preLoginInfo } from './pre-login.service';
import { confirmEmail, register, sendConfirmationEmail } from './registration.service';
import { inUniformTime } from './uniform-timing';

/** Per client address and route, on the calls that send mail or test secrets. */
export const AUTH_RATE_LIMIT = { max: 10, timeWindow: 60_000 } as const;

/**
 * A limit of its own for one route, counted in the database so that every instance counts the
 * same attempts (see http/shared-rate-limit). Off, like the API-wide limit, when API_RATE_LIMIT
 * is 0.
 */
export function routeLimit(app: FastifyInstance): onRequestAsyncHookHandler[] {
  if (app.portal.config.apiRateLimit <= 0) return [];
  return [
    sharedWindowLimit({
      db: app.portal.database.db,
      name: (request) => `route:${request.method} ${request.routeOptions.url ?? ''}`,
      max: AUTH_RATE_LIMIT.max,
      windowMs: AUTH_RATE_LIMIT.timeWindow,
      message: (seconds) => `Too many requests: try again in ${seconds} seconds.`,
    }),
  ];
}

const zEncrypt = z.object({ data: z.string(), IsBase64Encoded: z.boolean().optional() });

/**
 * Where links in e-mails point: the request's own origin when its host is one of the brand's
 * configured hosts, else the brand's first configured host. A forged Host header therefore
 * cannot send a reset link to another site.
 */
export function linkOrigin(request: FastifyRequest, config: Config): string {
  if (config.brandHosts[request.hostname.toLowerCase()] === request.brand) {
    return `${request.protocol}://${request.host}`;
  }
  const host = Object.entries(config.brandHosts).find(([, brand]) => brand === request.brand)?.[0];
  const port = config.port === 80 || config.port === 443 ? '' : `:${config.port}`;
  return `${request.protocol}://${host ?? 'localhost'}${port}`;
}

/** The service context of a request: its brand, link origin, clock, address and caller. */
export function authContextOf(db: Kysely<Database>, config: Config) {
  return (request: FastifyRequest): AuthContext => ({
    db,
    brand: request.brand,
    origin: linkOrigin(request, config),
    now: new Date(),
    ip: request.ip,
    actorUserId: request.session?.userId ?? null,
  });
}

type RouteKit = {
  db: Kysely<Database>;
  context: (request: FastifyRequest) => AuthContext;
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
    async ({ body }, request) => inUniformTime(() => register(context(request), body)),
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
    context: authContextOf(db, config),
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
