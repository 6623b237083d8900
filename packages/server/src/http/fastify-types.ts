import type { AccessRule, BrandKey, Session } from '@portal/core';
import type { AccessTokenPayload } from '../identity/access-token';

/**
 * What an /api route declares in `config.access`: a rule of core (a claim, any-of list or
 * nested all-of lists; 'any' is any signed-in user), 'anonymous', or 'apiKey' (the public
 * variants that take the `api-key` header).
 */
export type EndpointAccess = AccessRule | 'anonymous' | 'apiKey';

/** One registered /api route and the rule it declared. */
export type ApiRouteRecord = { method: string; url: string; access: EndpointAccess };

// Fastify's extension points are interfaces; augmenting them needs the same form.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyContextConfig {
    access?: EndpointAccess;
  }
  interface FastifyInstance {
    /** Every /api route registered so far, with its declared access (see api-guard). */
    apiRoutes: readonly ApiRouteRecord[];
  }
  interface FastifyRequest {
    /** The brand of the call (the `app-name` header on /api). */
    brand: BrandKey;
    /** The signed-in person, or null for anonymous calls. */
    session: Session | null;
    /** The verified access token of the call (its id and grant end sessions; see revocation). */
    accessToken: AccessTokenPayload | null;
  }
}
