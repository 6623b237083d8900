import type { ErrorText } from '@portal/core/i18n';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import {
  ANY,
  BRAND_KEYS,
  EMAIL_NOT_VERIFIED_REASON,
  isBrandKey,
  isClaimType,
  gateFeatures,
  isGateOpen,
  isFeatureName,
  satisfies,
  type BrandKey,
  type Session,
} from '@portal/core';
import { verifyAccessToken, type AccessTokenPayload } from '../identity/access-token';
import type { RevocationList } from '../identity/revocation';
import type { KeyRing } from '../identity/signing-keys';
import { HttpError } from './errors';
import type { ApiRouteRecord, EndpointAccess, EndpointRequirements } from './fastify-types';

/** Load balancers probe these without headers: no app-name, no session. */
export const PROBE_PATHS: readonly string[] = ['/api/health', '/api/ready'];

export const APP_NAME_REQUIRED: ErrorText = {
  key: 'errors.server.appNameRequired',
  values: { brands: BRAND_KEYS.join(', ') },
};
export const NOT_AUTHORIZED = 'errors.server.notAuthorized';
export const SIGN_IN_REQUIRED = 'errors.server.signInRequired';
export const TOKEN_REFUSED = 'errors.server.tokenRefused';
export const API_KEY_REQUIRED = 'errors.server.apiKeyRequired';
/** The spec's text for a route that needs a verified e-mail. */
export const EMAIL_NOT_VERIFIED = 'errors.server.emailNotVerified';

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
  /** The brand's feature flags, for routes that declare `config.feature`. */
  features: (brand: BrandKey) => Promise<Readonly<Record<string, boolean>>>;
};

export const isApiPath = (url: string) => /^\/api(\/|$)/i.test(url);
const isProbe = (url: string) => PROBE_PATHS.includes(url.toLowerCase().replace(/\/+$/, ''));

/** 403 with the spec's text (and its reason, for the web's notice) unless the e-mail is confirmed. */
export function requireVerifiedEmail(session: Session | null): void {
  if (!session?.emailVerified) {
    throw new HttpError(403, EMAIL_NOT_VERIFIED, undefined, {
      reason: EMAIL_NOT_VERIFIED_REASON,
    });
  }
}

const isClaimOrAny = (value: unknown) =>
  typeof value === 'string' && (value === ANY || isClaimType(value));

/** Checked at run time too: a route written in plain JavaScript cannot name an unknown claim. */
function isEndpointAccess(value: unknown): value is EndpointAccess {
  if (value === 'anonymous' || value === 'apiKey') return true;
  if (typeof value === 'string') return isClaimOrAny(value);
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (term) =>
        isClaimOrAny(term) ||
        (Array.isArray(term) && term.length > 0 && term.every((c) => isClaimType(String(c)))),
    )
  );
}

/** The route's declared requirements, or a message saying what is wrong with them. */
function requirementsOf(config: RouteOptions['config']): EndpointRequirements | string {
  const { access, feature, verifiedEmail } = config ?? {};
  if (!isEndpointAccess(access)) return 'declares no access rule: set config.access';
  if (feature !== undefined && !gateFeatures(feature).every(isFeatureName)) {
    return `names no feature: ${String(feature)}`;
  }
  if (verifiedEmail !== undefined && typeof verifiedEmail !== 'boolean') {
    return 'declares verifiedEmail that is not a boolean';
  }
  return {
    access,
    ...(feature ? { feature } : {}),
    ...(verifiedEmail ? { verifiedEmail } : {}),
  };
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

function accessHook(
  { access, feature, verifiedEmail }: EndpointRequirements,
  options: ApiGuardOptions,
): onRequestHookHandler {
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
  const keyAccepted = (request: FastifyRequest) => {
    const key = request.headers['api-key'];
    return typeof key === 'string' && sameKey(key, options.apiKeys);
  };
  const plain = !feature && !verifiedEmail;

  // The public variants check their key without a promise.
  if (access === 'apiKey' && plain) {
    return (request, _reply, done) => {
      done(keyAccepted(request) ? undefined : new HttpError(401, API_KEY_REQUIRED));
    };
  }
  const checkAccess = async (request: FastifyRequest) => {
    if (access === 'apiKey') {
      if (!keyAccepted(request)) throw new HttpError(401, API_KEY_REQUIRED);
      return;
    }
    const session = await resolveSession(request);
    request.session = session;
    if (access === 'anonymous') return;
    if (!session) throw new HttpError(401, SIGN_IN_REQUIRED);
    if (access !== ANY && !satisfies(session, access)) throw new HttpError(403, NOT_AUTHORIZED);
  };
  // The order of the web's route guard: sign-in, then feature and rule, then the e-mail.
  const check = async (request: FastifyRequest) => {
    await checkAccess(request);
    if (feature && !isGateOpen(await options.features(request.brand), feature)) {
      throw new HttpError(403, NOT_AUTHORIZED);
    }
    if (verifiedEmail) requireVerifiedEmail(request.session);
  };
  // The hot anonymous reads (GetLatest) skip the promise when no token is sent.
  return (request, _reply, done) => {
    if (plain && access === 'anonymous' && request.headers.authorization === undefined) {
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
    const methods = asArray(route.method).join(',');
    const requirements = requirementsOf(route.config);
    if (typeof requirements === 'string') {
      throw new Error(`The API route ${methods} ${route.url} ${requirements}.`);
    }
    const { endpoint, brandless } = route.config ?? {};
    routes.push({
      method: methods,
      url: route.url,
      ...requirements,
      ...(endpoint ? { endpoint } : {}),
      ...(brandless ? { brandless } : {}),
    });
    const hooks: onRequestHookHandler[] = [];
    if (!isProbe(route.url)) {
      if (options.limiter) hooks.push(options.limiter);
      if (!brandless) hooks.push(checkBrand);
      hooks.push(accessHook(requirements, options));
    }
    route.onRequest = [...hooks, ...asArray(route.onRequest)];
  });
}
