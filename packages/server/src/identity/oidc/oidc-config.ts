import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Account, Configuration, JWK, KoaContextWithOIDC } from 'oidc-provider';
import { errors } from 'oidc-provider';
import { ORIGINAL_USER_CLAIM, USER_ACCOUNT_ID_CLAIM, type BrandKey } from '@portal/core';
import type { Database } from '../../db/schema';
import type { TokenClaim } from '../access-token';
import { ACCESS_TOKEN_SECONDS } from '../revocation';
import { SIGNING_ALG, type KeyRing } from '../signing-keys';
import type { OidcAccount } from './oidc-account';
import { createOidcAdapter } from './oidc-adapter';
import { EXTRA_AUTHORIZATION_PARAMS, interactionPageUrl } from './interaction-page';
import { OIDC_PAGES } from './oidc-pages';
import { resolveTokenSubject } from './token-subject';

/** Scopes of our first-party clients, granted without a consent screen. */
export const OIDC_SCOPES = 'openid profile email offline_access';
/** The scope of the brand's API as a resource server. */
export const API_SCOPE = 'api';
const DAY = 24 * 3600;

export type BrandIssuer = { brand: BrandKey; origin: string };

export type OidcDeps = { db: Kysely<Database>; keys: KeyRing };

/** The resource indicator of a brand's API: the access tokens it receives name it. */
export const apiResourceOf = (origin: string) => `${origin}/api`;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The claims as the API's access-token verifier reads them: expired ones left out, the derived
 * ones (the brand's user account, the impersonating admin) added.
 */
export function tokenClaims(account: OidcAccount, now = new Date()): TokenClaim[] {
  const stored = account.claims
    .filter((c) => !c.expiresAt || c.expiresAt.getTime() > now.getTime())
    .map((c) =>
      c.expiresAt
        ? { type: c.type, value: c.value, exp: seconds(c.expiresAt) }
        : { type: c.type, value: c.value },
    );
  const derived: TokenClaim[] = [];
  if (account.userAccountId) {
    derived.push({ type: USER_ACCOUNT_ID_CLAIM, value: account.userAccountId });
  }
  if (account.originalUserId) {
    derived.push({ type: ORIGINAL_USER_CLAIM, value: account.originalUserId });
  }
  return [...stored, ...derived];
}

/**
 * The provider's account is always the signed-in user (`accountId`, which its sessions, grants
 * and refresh tokens are bound to); what the tokens say is the resolved subject, which differs
 * while an admin impersonates (`pairwiseIdentifier` gives the tokens their `sub`).
 */
function toProviderAccount(accountId: string, account: OidcAccount): Account {
  const name = [account.givenName, account.familyName].filter(Boolean).join(' ');
  return {
    accountId,
    claims: () => ({
      sub: account.userId,
      email: account.email,
      email_verified: account.emailVerified,
      ...(name ? { name } : {}),
      ...(account.givenName ? { given_name: account.givenName } : {}),
      ...(account.familyName ? { family_name: account.familyName } : {}),
      role: account.roles,
      claims: tokenClaims(account),
    }),
  };
}

/** Signs the provider's cookies with a secret derived from the stored signing key. */
function cookieKeys(keys: KeyRing): string[] {
  const jwk = keys.current().privateKey.export({ format: 'jwk' });
  return [createHmac('sha256', String(jwk.d)).update('oidc-cookies').digest('base64url')];
}

function signingJwks(keys: KeyRing): { keys: JWK[] } {
  const current = keys.current();
  const jwk = current.privateKey.export({ format: 'jwk' });
  return { keys: [{ ...jwk, kid: current.kid, alg: SIGNING_ALG, use: 'sig' } as JWK] };
}

/**
 * Our own clients need no consent screen: the grant of the session is completed with every
 * scope they may ask for (OpenID scopes and the brand API's scope).
 */
function autoGrant(issuer: BrandIssuer): NonNullable<Configuration['loadExistingGrant']> {
  return async (ctx: KoaContextWithOIDC) => {
    const { client, session, provider, result } = ctx.oidc;
    if (!client || !session?.accountId) return undefined;
    const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
    const grant =
      (grantId ? await provider.Grant.find(grantId) : undefined) ??
      new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
    grant.addOIDCScope(OIDC_SCOPES);
    grant.addResourceScope(apiResourceOf(issuer.origin), API_SCOPE);
    await grant.save();
    return grant;
  };
}

function clientOf(issuer: BrandIssuer): NonNullable<Configuration['clients']>[number] {
  return {
    client_id: issuer.brand,
    token_endpoint_auth_method: 'none',
    application_type: 'web',
    redirect_uris: [`${issuer.origin}/login`, `${issuer.origin}/statics/silent.html`],
    post_logout_redirect_uris: [`${issuer.origin}/`],
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    scope: OIDC_SCOPES,
    id_token_signed_response_alg: SIGNING_ALG,
    // See pairwiseIdentifier: the subject is resolved per token, not fixed to the account.
    subject_type: 'pairwise',
  };
}

/**
 * Resolves the token subject of a signed-in user once per provider request: issuing one
 * response asks for it several times (account, token claims, subject of each token).
 */
function subjectResolver(issuer: BrandIssuer, deps: OidcDeps) {
  const perRequest = new WeakMap<object, Map<string, Promise<OidcAccount | undefined>>>();
  return (ctx: KoaContextWithOIDC | undefined, accountId: string) => {
    const load = () => resolveTokenSubject(deps.db, accountId, issuer.brand);
    if (!ctx) return load();
    let cache = perRequest.get(ctx);
    if (!cache) perRequest.set(ctx, (cache = new Map()));
    let found = cache.get(accountId);
    if (!found) cache.set(accountId, (found = load()));
    return found;
  };
}

/** The configuration of the provider of one brand origin. */
export function oidcConfiguration(issuer: BrandIssuer, deps: OidcDeps): Configuration {
  const resource = apiResourceOf(issuer.origin);
  const findAccount = subjectResolver(issuer, deps);
  return {
    adapter: createOidcAdapter(deps.db),
    clients: [clientOf(issuer)],
    jwks: signingJwks(deps.keys),
    cookies: {
      keys: cookieKeys(deps.keys),
      // The sign-in page calls /api/auth/interaction/{uid}: the interaction cookie must reach it.
      short: { path: '/', httpOnly: true, sameSite: 'lax', signed: true },
      long: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'role', 'claims'],
    },
    renderError: OIDC_PAGES.renderError,
    conformIdTokenClaims: false,
    clientDefaults: { id_token_signed_response_alg: SIGNING_ALG },
    findAccount: async (ctx, sub) => {
      const account = await findAccount(ctx, sub);
      return account ? toProviderAccount(sub, account) : undefined;
    },
    // The provider's hook for the `sub` a client sees, in ID tokens, JWT access tokens and
    // userinfo alike: the impersonated user while an admin impersonates, else the account.
    subjectTypes: ['pairwise'],
    pairwiseIdentifier: async (ctx, accountId) =>
      (await findAccount(ctx, accountId))?.userId ?? accountId,
    extraTokenClaims: async (ctx, token) => {
      if (!('accountId' in token) || typeof token.accountId !== 'string') return undefined;
      const account = await findAccount(ctx, token.accountId);
      if (!account) return undefined;
      return {
        // The grant names the sign-in session: revoking it revokes the token (see revocation).
        ...('grantId' in token && typeof token.grantId === 'string' ? { gid: token.grantId } : {}),
        email: account.email,
        email_verified: account.emailVerified,
        roles: account.roles,
        claims: tokenClaims(account),
      };
    },
    features: {
      devInteractions: { enabled: false },
      // A public client may revoke only its own tokens (the brand's client).
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: OIDC_PAGES.logoutSource,
        postLogoutSuccessSource: OIDC_PAGES.postLogoutSuccessSource,
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: issuer.brand,
            accessTokenFormat: 'jwt',
            accessTokenTTL: ACCESS_TOKEN_SECONDS,
            jwt: { sign: { alg: SIGNING_ALG } },
          };
        },
      },
    },
    extraParams: EXTRA_AUTHORIZATION_PARAMS,
    interactions: {
      url: (_ctx, interaction) => interactionPageUrl(interaction.params, interaction.uid),
    },
    loadExistingGrant: autoGrant(issuer),
    // The web app calls the token, revocation and userinfo endpoints from its own origin only.
    clientBasedCORS: (_ctx, origin) => origin === issuer.origin,
    pkce: { required: () => true },
    // A browser app gets a rotated refresh token for silent renewal; without offline_access it
    // ends with the sign-in session.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: ACCESS_TOKEN_SECONDS,
      AuthorizationCode: 60,
      IdToken: ACCESS_TOKEN_SECONDS,
      Interaction: 3600,
      Session: 14 * DAY,
      Grant: 14 * DAY,
      RefreshToken: 14 * DAY,
    },
  };
}
