import { randomUUID, sign } from 'node:crypto';
import type { BrandKey, Claim } from '@portal/core';
import type { AccessTokenPayload, TokenClaim } from '../src/identity/access-token';
import { SIGNING_ALG, type KeyRing } from '../src/identity/signing-keys';

export type AccessTokenInput = {
  /** The issuer URL; the brand's own (`http://<brand>.localhost:3000/oidc`) unless given. */
  issuer?: string;
  brand: BrandKey;
  userId: string;
  email: string;
  emailVerified: boolean;
  roles: readonly string[];
  claims: ReadonlyArray<Claim & { expiresAt?: Date | null }>;
  /** Lifetime of the token in seconds; one hour unless given. */
  lifetimeSeconds?: number;
  now?: Date;
  /** The token's id; a fresh one unless given. */
  jti?: string;
};

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Signs an ES256 access token shaped like the provider's, for tests only: the server itself
 * issues tokens through its OpenID provider. Claims already expired are left out.
 */
export function signAccessToken(keys: KeyRing, input: AccessTokenInput): string {
  const now = seconds(input.now ?? new Date());
  const key = keys.current();
  const claims: TokenClaim[] = input.claims
    .filter((c) => !c.expiresAt || seconds(c.expiresAt) > now)
    .map((c) =>
      c.expiresAt
        ? { type: c.type, value: c.value, exp: seconds(c.expiresAt) }
        : { type: c.type, value: c.value },
    );
  const payload: AccessTokenPayload = {
    iss: input.issuer ?? `http://${input.brand}.localhost:3000/oidc`,
    aud: input.brand,
    sub: input.userId,
    jti: input.jti ?? randomUUID(),
    email: input.email,
    email_verified: input.emailVerified,
    roles: [...input.roles],
    claims,
    iat: now,
    exp: now + (input.lifetimeSeconds ?? 3600),
  };
  const signingInput = `${encode({ alg: SIGNING_ALG, typ: 'JWT', kid: key.kid })}.${encode(payload)}`;
  const signature = sign('sha256', Buffer.from(signingInput), {
    key: key.privateKey,
    dsaEncoding: 'ieee-p1363',
  });
  return `${signingInput}.${signature.toString('base64url')}`;
}
