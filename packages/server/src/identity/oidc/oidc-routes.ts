import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import { HttpError, parseInput } from '../../http/errors';
import { loginThrottle } from './login-throttle';
import { createOidcProviders, OIDC_PATH, type OidcProviders } from './oidc-providers';
import { signInWithPassword, type SignInResult } from './password-sign-in';
import type { OidcDeps } from './oidc-config';

export const INVALID_CREDENTIALS = 'Invalid e-mail or password.';
export const ACCOUNT_LOCKED = 'Your account is locked. Try again later or reset your password.';
export const INTERACTION_EXPIRED =
  'This sign-in request has expired or was not started in this browser. Start again.';

/** Password checks per client address and minute. */
export const LOGIN_ATTEMPTS_PER_MINUTE = 10;

const loginBody = z.object({
  email: z.string().trim().min(1).max(256),
  password: z.string().min(1).max(1024),
  rememberMe: z.boolean().default(false),
});
const uidParams = z.object({ uid: z.string().min(1).max(100) });

/**
 * Hands every request under /oidc to the provider before Fastify reads the body (the provider
 * parses its own form posts). The path is given to it without the mount prefix, and the full
 * one as `originalUrl`, from which it derives the mount path of the URLs it writes.
 */
function mountProvider(app: FastifyInstance, providers: OidcProviders): void {
  const handOver: onRequestHookHandler = (request, reply, done) => {
    const provider = providers.providerFor(request);
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    const url = raw.url ?? OIDC_PATH;
    raw.originalUrl = url;
    raw.url = url.slice(OIDC_PATH.length) || '/';
    reply.hijack();
    provider
      .callback()(raw, reply.raw)
      .catch((error: unknown) => {
        request.log.error({ err: error }, 'OpenID provider failed');
        if (!reply.raw.headersSent) reply.raw.writeHead(500);
        reply.raw.end();
      });
    done();
  };
  const neverReached = async () => undefined;
  for (const url of [OIDC_PATH, `${OIDC_PATH}/*`]) {
    app.route({
      method: ['GET', 'POST', 'OPTIONS'],
      url,
      onRequest: handOver,
      handler: neverReached,
    });
  }
}

/** The interaction of the provider's cookie; it must be the one the page names (CSRF). */
async function interactionOf(
  providers: OidcProviders,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { uid } = parseInput(uidParams, request.params);
  const provider = providers.providerFor(request);
  const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
  if (!details || details.uid !== uid || details.params.client_id !== request.brand) {
    throw new HttpError(400, INTERACTION_EXPIRED);
  }
  return { provider, details };
}

function refuse(reply: FastifyReply, result: Exclude<SignInResult, { ok: true }>) {
  if (result.reason === 'invalid') throw new HttpError(400, INVALID_CREDENTIALS);
  return reply.code(423).send({
    message: ACCOUNT_LOCKED,
    referenceId: randomUUID(),
    lockoutEnd: result.lockoutEnd.toISOString(),
  });
}

function registerInteractionApi(app: FastifyInstance, providers: OidcProviders, deps: OidcDeps) {
  app.get(
    '/api/auth/interaction/:uid',
    { config: { access: 'anonymous' } },
    async (request, reply) => {
      const { details } = await interactionOf(providers, request, reply);
      const hint = details.params.login_hint;
      return {
        uid: details.uid,
        brand: request.brand,
        prompt: details.prompt.name,
        loginHint: typeof hint === 'string' ? hint : null,
      };
    },
  );

  app.post(
    '/api/auth/interaction/:uid/login',
    {
      config: { access: 'anonymous' },
      onRequest: loginThrottle(LOGIN_ATTEMPTS_PER_MINUTE),
    },
    async (request, reply) => {
      const { provider } = await interactionOf(providers, request, reply);
      const input = parseInput(loginBody, request.body);
      const result = await signInWithPassword(deps.db, input.email, input.password);
      if (!result.ok) return refuse(reply, result);
      const redirectTo = await provider.interactionResult(request.raw, reply.raw, {
        login: { accountId: result.userId, remember: input.rememberMe },
      });
      return { redirectTo };
    },
  );
}

/** The OpenID provider of every brand origin under /oidc, and the JSON API of the sign-in page. */
export function registerOidc(
  app: FastifyInstance,
  config: Pick<Config, 'brandHosts' | 'defaultBrand' | 'trustProxy'>,
  deps: OidcDeps,
): OidcProviders {
  const providers = createOidcProviders(config, deps);
  mountProvider(app, providers);
  registerInteractionApi(app, providers, deps);
  return providers;
}
