import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { ANY, BRAND_KEYS, isBrandKey, satisfies, type BrandKey, type Session } from '@portal/core';
import { verifyAccessToken, type AccessTokenPayload } from '../identity/access-token';
import type { RevocationList } from '../identity/revocation';
import type { KeyRing } from '../identity/signing-keys';
import { HttpError } from './errors';
import type { ApiRouteRecord, EndpointAccess } from './fastify-types';

/** Load balancers probe these without headers: no app-name, no session. */
export const PROBE_PATHS: readonly string[] = ['/api/health', '/api/ready'];

export const APP_NAME_REQUIRED = `The app-name header is required: one of ${BRAND_KEYS.join(', ')}.`;
export const NOT_AUTHORIZED = 'You are not authorized to access this feature.';
export const SIGN_IN_REQUIRED = 'Sign in to use this call.';
export const TOKEN_REFUSED = 'The access token is not valid for this brand or has expired.';
export const API_KEY_REQUIRED = 'This call needs a valid api-key header.';

export type ApiGuardOptions = {
  keys: KeyRing;
  revocations: RevocationList;
  /** The brand of an issuer URL (see identity/oidc/oidc-providers issuerBrandOf). */
  brandOfIssuer: (issuer: string) => BrandKey | undefined;
  /** The brand of requests outside /api (they carry no app-name header). */
  defaultBrand: BrandKey;
  apiKeys: readonly string[];
  /** Runs first on every /api route except the probes (the rate limit). */
  limiter?: onRequestHookHandler;
};

export const isApiPath = (url: string) => /^\/api(\/|$)/i.test(url);
const isProbe = (url: string) => PROBE_PATHS.includes(url.toLowerCase().replace(/\/+$/, ''));

function isEndpointAccess(value: unknown): value is EndpointAccess {
  if (typeof value === 'string') return value.length > 0;
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (term) =>
        (typeof term === 'string' && term.length > 0) ||
        (Array.isArray(term) && term.length > 0 && term.every((c) => typeof c === 'string')),
    )
  );
}

const checkBrand: onRequestHookHandler = (request, _reply, done) => {
  const header = request.headers['app-name'];
  const value = typeof header === 'string' ? header.trim().toLowerCase() : '';
  if (!isBrandKey(value)) {
    done(new HttpError(400, APP_NAME_REQUIRED));
    return;
  }
  request.brand = value;
  done();
};

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? '';
}

function sameKey(given: string, accepted: readonly string[]): boolean {
  const candidate = Buffer.from(given);
  return accepted.some((key) => {
    const expected = Buffer.from(key);
    return expected.length === candidate.length && timingSafeEqual(expected, candidate);
  });
}

function accessHook(access: EndpointAccess, options: ApiGuardOptions): onRequestHookHandler {
  const resolveSession = async (request: FastifyRequest): Promise<Session | null> => {
    const token = bearerToken(request);
    if (token === undefined) return null;
    const verified = await verifyAccessToken(options.keys, token, {
      audience: request.brand,
      brandOfIssuer: options.brandOfIssuer,
      revocations: options.revocations,
    });
    if (verified.ok) {
      request.accessToken = verified.payload;
      return verified.session;
    }
    request.log.info({ reason: verified.reason }, 'access token refused');
    if (access === 'anonymous') return null;
    throw new HttpError(401, TOKEN_REFUSED);
  };

  if (access === 'apiKey') {
    return (request, _reply, done) => {
      const key = request.headers['api-key'];
      if (typeof key !== 'string' || !sameKey(key, options.apiKeys)) {
        done(new HttpError(401, API_KEY_REQUIRED));
        return;
      }
      done();
    };
  }
  const check = async (request: FastifyRequest) => {
    const session = await resolveSession(request);
    request.session = session;
    if (access === 'anonymous') return;
    if (!session) throw new HttpError(401, SIGN_IN_REQUIRED);
    if (access !== ANY && !satisfies(session, access)) throw new HttpError(403, NOT_AUTHORIZED);
  };
  // The hot anonymous reads (GetLatest) skip the promise when no token is sent.
  return (request, _reply, done) => {
    if (access === 'anonymous' && request.headers.authorization === undefined) {
      done();
      return;
    }
    check(request).then(() => done(), done);
  };
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * Every /api route must declare `config.access`; registering one without it throws, so an
 * endpoint without a rule cannot exist. Each declared route gets, in order: the rate limit,
 * the app-name check and the access check, before its body is read.
 */
export function installApiGuard(app: FastifyInstance, options: ApiGuardOptions): void {
  const routes: ApiRouteRecord[] = [];
  app.decorate('apiRoutes', routes);
  app.decorateRequest('brand', options.defaultBrand);
  app.decorateRequest('session', null);
  app.decorateRequest<AccessTokenPayload | null>('accessToken', null);

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isApiPath(route.url)) return;
    const access: unknown = route.config?.access;
    const methods = asArray(route.method).join(',');
    if (!isEndpointAccess(access)) {
      throw new Error(
        `The API route ${methods} ${route.url} declares no access rule: set config.access.`,
      );
    }
    routes.push({ method: methods, url: route.url, access });
    const hooks: onRequestHookHandler[] = [];
    if (!isProbe(route.url)) {
      if (options.limiter) hooks.push(options.limiter);
      hooks.push(checkBrand);
      hooks.push(accessHook(access, options));
    }
    route.onRequest = [...hooks, ...asArray(route.onRequest)];
  });
}
