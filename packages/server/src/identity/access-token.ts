import { sign, verify } from 'node:crypto';
import { z } from 'zod';
import { BRAND_KEYS, type BrandKey, type Claim, type Session } from '@portal/core';
import { SIGNING_ALG, type KeyRing } from './signing-keys';

/** A claim in the token; `exp` (seconds since the epoch) marks a claim that expires. */
export type TokenClaim = Claim & { exp?: number };

export type AccessTokenPayload = {
  iss: string;
  aud: BrandKey;
  sub: string;
  email: string;
  email_verified: boolean;
  roles: string[];
  claims: TokenClaim[];
  iat: number;
  exp: number;
};

export type AccessTokenInput = {
  issuer: string;
  brand: BrandKey;
  userId: string;
  email: string;
  emailVerified: boolean;
  roles: readonly string[];
  claims: ReadonlyArray<Claim & { expiresAt?: Date | null }>;
  /** Lifetime of the token in seconds; one hour unless given. */
  lifetimeSeconds?: number;
  now?: Date;
};

export type TokenFailure =
  'malformed' | 'unknown-key' | 'signature' | 'expired' | 'not-yet-valid' | 'audience';
export type VerifiedToken =
  { ok: true; session: Session; payload: AccessTokenPayload } | { ok: false; reason: TokenFailure };

const DEFAULT_LIFETIME_SECONDS = 3600;
/** Tolerated clock difference between the instance that issued a token and the one reading it. */
const CLOCK_SKEW_SECONDS = 60;

const headerSchema = z.object({ alg: z.literal(SIGNING_ALG), kid: z.string().min(1) });
const payloadSchema = z.object({
  iss: z.string(),
  aud: z.enum(BRAND_KEYS),
  sub: z.string().min(1),
  email: z.string(),
  email_verified: z.boolean(),
  roles: z.array(z.string()),
  claims: z.array(z.object({ type: z.string(), value: z.string(), exp: z.number().optional() })),
  iat: z.number(),
  exp: z.number(),
});

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function decodePart(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Issues an ES256 access token for one brand; claims already expired are left out. */
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
    iss: input.issuer,
    aud: input.brand,
    sub: input.userId,
    email: input.email,
    email_verified: input.emailVerified,
    roles: [...input.roles],
    claims,
    iat: now,
    exp: now + (input.lifetimeSeconds ?? DEFAULT_LIFETIME_SECONDS),
  };
  const signingInput = `${encode({ alg: SIGNING_ALG, typ: 'JWT', kid: key.kid })}.${encode(payload)}`;
  const signature = sign('sha256', Buffer.from(signingInput), {
    key: key.privateKey,
    dsaEncoding: 'ieee-p1363',
  });
  return `${signingInput}.${signature.toString('base64url')}`;
}

/** Tokens whose signature was checked, per key ring: verifying ES256 costs most of a call. */
const checkedSignatures = new WeakMap<KeyRing, Map<string, CheckedToken>>();
type CheckedToken = { kid: string; payload: AccessTokenPayload };
/** At most this many checked tokens are kept per key ring; the oldest go first. */
export const CHECKED_TOKENS_KEPT = 5000;

/** The token's key id and payload once its signature holds; a failure reason otherwise. */
async function checkSignature(
  keys: KeyRing,
  token: string,
): Promise<CheckedToken | { failure: TokenFailure }> {
  const parts = token.split('.');
  if (parts.length !== 3) return { failure: 'malformed' };
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = headerSchema.safeParse(decodePart(headerPart));
  const parsed = payloadSchema.safeParse(decodePart(payloadPart));
  if (!header.success || !parsed.success) return { failure: 'malformed' };
  let key = keys.find(header.data.kid);
  if (!key) {
    await keys.refresh();
    key = keys.find(header.data.kid);
  }
  if (!key) return { failure: 'unknown-key' };
  const valid = verify(
    'sha256',
    Buffer.from(`${headerPart}.${payloadPart}`),
    { key: key.publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signaturePart, 'base64url'),
  );
  return valid ? { kid: key.kid, payload: parsed.data } : { failure: 'signature' };
}

/**
 * The signature check of a token, remembered: the same token text seen again (a browser sends
 * its token with every call) is not verified again while its key is still in the ring. Lifetime,
 * audience and claim expiry are checked on every call all the same.
 */
async function checkedToken(keys: KeyRing, token: string) {
  let cache = checkedSignatures.get(keys);
  if (!cache) checkedSignatures.set(keys, (cache = new Map()));
  const known = cache.get(token);
  if (known && keys.find(known.kid)) return known;
  const checked = await checkSignature(keys, token);
  if ('failure' in checked) return checked;
  if (cache.size >= CHECKED_TOKENS_KEPT) cache.delete(cache.keys().next().value as string);
  cache.set(token, checked);
  return checked;
}

/**
 * Checks signature, lifetime and audience (the token's brand must be the request's brand) and
 * answers the session. Claims whose own expiry has passed never reach the session.
 */
export async function verifyAccessToken(
  keys: KeyRing,
  token: string,
  options: { audience: BrandKey; now?: Date },
): Promise<VerifiedToken> {
  const checked = await checkedToken(keys, token);
  if ('failure' in checked) return { ok: false, reason: checked.failure };
  const { payload } = checked;
  const now = seconds(options.now ?? new Date());
  if (payload.exp <= now) return { ok: false, reason: 'expired' };
  if (payload.iat > now + CLOCK_SKEW_SECONDS) return { ok: false, reason: 'not-yet-valid' };
  if (payload.aud !== options.audience) return { ok: false, reason: 'audience' };
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
