import type { FastifyRequest } from 'fastify';
import Provider from 'oidc-provider';
import { brandFromHost, type BrandKey } from '@portal/core';
import type { Config } from '../../config';
import { HttpError } from '../../http/errors';
import { revokeAccessTokens } from './token-revocation';
import { oidcConfiguration, type BrandIssuer, type OidcDeps } from './oidc-config';

/** Where the provider is mounted: the issuer of a brand origin is `<origin>/oidc`. */
export const OIDC_PATH = '/oidc';

/**
 * The brand whose provider an issuer URL names (`<origin>/oidc`, the origin's host mapped as
 * requests are): an access token is accepted only for the brand of its issuer.
 */
export function issuerBrandOf(config: Pick<Config, 'brandHosts' | 'defaultBrand'>) {
  return (issuer: string): BrandKey | undefined => {
    if (!URL.canParse(issuer)) return undefined;
    const url = new URL(issuer);
    if (url.pathname !== OIDC_PATH) return undefined;
    return brandFromHost(url.host, config.brandHosts, config.defaultBrand);
  };
}

/** Distinct origins kept at once; a request naming yet another host evicts the oldest. */
const MAX_PROVIDERS = 32;
const HOST = /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/;

export type OidcProviders = {
  /** The brand and origin a request is addressed to (Host, or the proxy's forwarded host). */
  issuerOf: (request: FastifyRequest) => BrandIssuer;
  /** The provider of the request's origin, built on first use. */
  providerFor: (request: FastifyRequest) => Provider;
};

/**
 * One provider per brand origin, built lazily: each origin is its own issuer with one public
 * client (the brand key), so a token of one brand is worthless on another.
 */
export function createOidcProviders(
  config: Pick<Config, 'brandHosts' | 'defaultBrand' | 'trustProxy'>,
  deps: OidcDeps,
): OidcProviders {
  const providers = new Map<string, Provider>();

  const issuerOf = (request: FastifyRequest): BrandIssuer => {
    const host = request.host.toLowerCase();
    if (!HOST.test(host)) throw new HttpError(400, 'errors.server.badHost');
    const brand = brandFromHost(host, config.brandHosts, config.defaultBrand);
    return { brand, origin: `${request.protocol}://${host}` };
  };

  const build = (issuer: BrandIssuer): Provider => {
    const provider = new Provider(`${issuer.origin}${OIDC_PATH}`, oidcConfiguration(issuer, deps));
    provider.proxy = config.trustProxy;
    revokeAccessTokens(provider, issuer, deps);
    return provider;
  };

  return {
    issuerOf,
    providerFor: (request) => {
      const issuer = issuerOf(request);
      let provider = providers.get(issuer.origin);
      if (!provider) {
        if (providers.size >= MAX_PROVIDERS) {
          const oldest = providers.keys().next().value;
          if (oldest !== undefined) providers.delete(oldest);
        }
        provider = build(issuer);
        providers.set(issuer.origin, provider);
      }
      return provider;
    },
  };
}
