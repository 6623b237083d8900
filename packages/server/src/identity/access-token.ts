import { errors, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import {
  BRAND_KEYS,
  ORIGINAL_USER_CLAIM,
  type BrandKey,
  type Claim,
  type Session,
} from '@portal/core';
import { CLOCK_SKEW_SECONDS, type RevocationList } from './revocation';
import { SIGNING_ALG, type KeyRing } from './signing-keys';

/** A claim in the token; `exp` (seconds since the epoch) marks a claim that expires. */
export type TokenClaim = Claim & { exp?: number };

export type AccessTokenPayload = {
  iss: string;
  aud: BrandKey;
  sub: string;
  /** The token's id: the revocation list names revoked tokens by it. */
  jti?: string | undefined;
  /** The provider's grant the token belongs to (see identity/oidc/oidc-config). */
  gid?: string | undefined;
  email: string;
  email_verified: boolean;
  roles: string[];
  claims: TokenClaim[];
  iat: number;
  exp: number;
};

export type TokenFailure =
  | 'malformed'
  | 'unknown-key'
  | 'signature'
  | 'expired'
  | 'not-yet-valid'
  | 'audience'
  | 'issuer'
  | 'revoked';
export type VerifiedToken =
  { ok: true; session: Session; payload: AccessTokenPayload } | { ok: false; reason: TokenFailure };

export type VerifyOptions = {
  audience: BrandKey;
  /** The brand an issuer URL belongs to: a token is accepted only from its brand's issuer. */
  brandOfIssuer?: (issuer: string) => BrandKey | undefined;
  revocations?: RevocationList;
  now?: Date;
};

const payloadSchema = z.object({
  iss: z.string(),
  aud: z.enum(BRAND_KEYS),
  sub: z.string().min(1),
  jti: z.string().optional(),
  gid: z.string().optional(),
  email: z.string(),
  email_verified: z.boolean(),
  roles: z.array(z.string()),
  claims: z.array(z.object({ type: z.string(), value: z.string(), exp: z.number().optional() })),
  iat: z.number(),
  exp: z.number(),
});

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

class UnknownKey extends Error {}

/** jose's refusals, named as the log and the tests know them. */
function failureOf(error: unknown): TokenFailure {
  if (error instanceof UnknownKey) return 'unknown-key';
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'signature';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return 'audience';
    if (error.claim === 'iat' || error.claim === 'nbf') return 'not-yet-valid';
  }
  return 'malformed';
}

/** Tokens whose signature was checked, per key ring: verifying ES256 costs most of a call. */
const checkedTokens = new WeakMap<KeyRing, Map<string, CheckedToken>>();
type CheckedToken = { kid: string; payload: AccessTokenPayload };
/** At most this many checked tokens are kept per key ring; the oldest go first. */
export const CHECKED_TOKENS_KEPT = 5000;

/** Verifies with jose: ES256 only, a known key, audience, lifetime and time of issue. */
async function verifyWithJose(
  keys: KeyRing,
  token: string,
  options: VerifyOptions,
): Promise<CheckedToken | { failure: TokenFailure }> {
  let kid = '';
  try {
    const { payload } = await jwtVerify<JWTPayload>(
      token,
      async (header) => {
        kid = header.kid ?? '';
        let key = keys.find(kid);
        if (!key) {
          await keys.refresh();
          key = keys.find(kid);
        }
        if (!key) throw new UnknownKey();
        return key.publicKey;
      },
      {
        algorithms: [SIGNING_ALG],
        audience: options.audience,
        clockTolerance: CLOCK_SKEW_SECONDS,
        // An issue time in the future (beyond the skew) is refused by this check.
        maxTokenAge: '1 day',
        requiredClaims: ['iss', 'sub', 'iat', 'exp'],
        ...(options.now ? { currentDate: options.now } : {}),
      },
    );
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) return { failure: 'malformed' };
    return { kid, payload: parsed.data };
  } catch (error) {
    return { failure: failureOf(error) };
  }
}

/**
 * The jose check of a token, remembered: the same token text seen again (a browser sends its
 * token with every call) is not verified again while its key is still in the ring and it is
 * for the same audience. Its lifetime is compared again on every call.
 */
async function checkedToken(
  keys: KeyRing,
  token: string,
  options: VerifyOptions,
): Promise<CheckedToken | { failure: TokenFailure }> {
  let cache = checkedTokens.get(keys);
  if (!cache) checkedTokens.set(keys, (cache = new Map()));
  const known = cache.get(token);
  if (known && keys.find(known.kid)) {
    if (known.payload.aud !== options.audience) return { failure: 'audience' };
    const now = seconds(options.now ?? new Date());
    if (known.payload.exp <= now - CLOCK_SKEW_SECONDS) return { failure: 'expired' };
    return known;
  }
  const checked = await verifyWithJose(keys, token, options);
  if ('failure' in checked) return checked;
  if (cache.size >= CHECKED_TOKENS_KEPT) cache.delete(cache.keys().next().value as string);
  cache.set(token, checked);
  return checked;
}

function issuerAccepted(payload: AccessTokenPayload, options: VerifyOptions): boolean {
  if (!options.brandOfIssuer) return true;
  return options.brandOfIssuer(payload.iss) === options.audience;
}

function revoked(payload: AccessTokenPayload, revocations: RevocationList | undefined) {
  if (!revocations) return false;
  return revocations.isRevoked({
    jti: payload.jti,
    gid: payload.gid,
    sub: payload.sub,
    originalUserId: payload.claims.find((c) => c.type === ORIGINAL_USER_CLAIM)?.value,
    iat: payload.iat,
  });
}

function accepted(payload: AccessTokenPayload, now: number): VerifiedToken {
  const claims = payload.claims
    .filter((c) => c.exp === undefined || c.exp > now)
    .map(({ type, value }) => ({ type, value }));
  return {
    ok: true,
    payload,
    session: {
      userId: payload.sub,
      email: payload.email,
      emailVerified: payload.email_verified,
      claims,
      roles: payload.roles,
    },
  };
}

/**
 * Checks signature, lifetime, audience (the token's brand must be the request's brand), issuer
 * and revocation, and answers the session. Claims whose own expiry has passed never reach it.
 */
export async function verifyAccessToken(
  keys: KeyRing,
  token: string,
  options: VerifyOptions,
): Promise<VerifiedToken> {
  const checked = await checkedToken(keys, token, options);
  if ('failure' in checked) return { ok: false, reason: checked.failure };
  const { payload } = checked;
  if (!issuerAccepted(payload, options)) return { ok: false, reason: 'issuer' };
  const isRevoked = revoked(payload, options.revocations);
  if (isRevoked === true || (isRevoked !== false && (await isRevoked))) {
    return { ok: false, reason: 'revoked' };
  }
  return accepted(payload, seconds(options.now ?? new Date()));
}
