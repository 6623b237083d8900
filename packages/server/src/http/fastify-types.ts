import type { AnyEndpoint, BrandKey, EndpointAccess, FeatureGate, Session } from '@portal/core';
import type { AccessTokenPayload } from '../identity/access-token';

export type { EndpointAccess };

/** What an /api route declares beside its rule; the guard enforces all of it. */
export type EndpointRequirements = {
  access: EndpointAccess;
  /** The feature flag (or every flag) that must be on in the brand's configuration (else 403). */
  feature?: FeatureGate;
  /** The caller's e-mail must be confirmed (else 403 with the spec's text). */
  verifiedEmail?: boolean;
};

/** One registered /api route and what it declared. */
export type ApiRouteRecord = {
  method: string;
  url: string;
  /** The contract endpoint it was registered from (see serve), when it was. */
  endpoint?: AnyEndpoint;
  /** Answered without the `app-name` header. */
  brandless?: boolean;
} & EndpointRequirements;

// Fastify's extension points are interfaces; augmenting them needs the same form.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyContextConfig {
    access?: EndpointAccess;
    feature?: FeatureGate;
    verifiedEmail?: boolean;
    /** Answered without the `app-name` header (the API description and its reference page). */
    brandless?: boolean;
    /** Set by `serve`: the contract endpoint of the route. */
    endpoint?: AnyEndpoint;
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
