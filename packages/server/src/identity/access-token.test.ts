import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signAccessToken, type AccessTokenInput } from '../../test/access-tokens';
import { withForgedSignature } from '../../test/forged';
import { verifyAccessToken } from './access-token';
import type { KeyRing, SigningKey } from './signing-keys';

function memoryKeyRing(...kids: string[]): KeyRing & { keys: SigningKey[] } {
  const keys = kids.map((kid) => {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    return { kid, privateKey: pair.privateKey, publicKey: pair.publicKey };
  });
  return {
    keys,
    current: () => keys[0] as SigningKey,
    find: (kid) => keys.find((k) => k.kid === kid),
    refresh: async () => undefined,
  };
}

const now = new Date('2025-03-01T12:00:00Z');
const input: AccessTokenInput = {
  issuer: 'http://teams.localhost:3000/oidc',
  brand: 'teams',
  jti: 'token-1',
  userId: 'user-1',
  email: 'pat@demo.example',
  emailVerified: true,
  roles: ['Participant'],
  claims: [{ type: 'tractionPlan', value: 'true' }],
  now,
};

const decode = (part: string | undefined) =>
  JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

describe('access tokens', () => {
  it('round-trips a signed token into the session', async () => {
    const keys = memoryKeyRing('k1');
    const token = signAccessToken(keys, input);
    const result = await verifyAccessToken(keys, token, { audience: 'teams', now });
    expect(result).toMatchObject({
      ok: true,
      session: {
        userId: 'user-1',
        email: 'pat@demo.example',
        emailVerified: true,
        roles: ['Participant'],
        claims: [{ type: 'tractionPlan', value: 'true' }],
      },
    });
  });

  it('carries the ES256 header with the key id and the documented payload', () => {
    const token = signAccessToken(memoryKeyRing('k1'), { ...input, lifetimeSeconds: 600 });
    const [header, payload] = token.split('.');
    expect(decode(header)).toEqual({ alg: 'ES256', typ: 'JWT', kid: 'k1' });
    const iat = now.getTime() / 1000;
    expect(decode(payload)).toEqual({
      iss: 'http://teams.localhost:3000/oidc',
      aud: 'teams',
      sub: 'user-1',
      jti: 'token-1',
      email: 'pat@demo.example',
      email_verified: true,
      roles: ['Participant'],
      claims: [{ type: 'tractionPlan', value: 'true' }],
      iat,
      exp: iat + 600,
    });
  });

  it('refuses a token of another brand', async () => {
    const keys = memoryKeyRing('k1');
    const token = signAccessToken(keys, input);
    expect(await verifyAccessToken(keys, token, { audience: 'schools', now })).toEqual({
      ok: false,
      reason: 'audience',
    });
  });

  it('refuses an expired token', async () => {
    const keys = memoryKeyRing('k1');
    const token = signAccessToken(keys, { ...input, lifetimeSeconds: 60 });
    // The clock skew is tolerated past the expiry too.
    const later = new Date(now.getTime() + 121_000);
    expect(await verifyAccessToken(keys, token, { audience: 'teams', now: later })).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses a token issued in the future beyond the clock skew', async () => {
    const keys = memoryKeyRing('k1');
    const token = signAccessToken(keys, { ...input, now: new Date(now.getTime() + 120_000) });
    expect(await verifyAccessToken(keys, token, { audience: 'teams', now })).toMatchObject({
      reason: 'not-yet-valid',
    });
  });

  it('refuses a token whose payload was changed', async () => {
    const keys = memoryKeyRing('k1');
    const [header, payload, signature] = signAccessToken(keys, input).split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...decode(payload), claims: [{ type: 'securityAdmin', value: 'true' }] }),
    ).toString('base64url');
    const result = await verifyAccessToken(keys, `${header}.${forged}.${signature}`, {
      audience: 'teams',
      now,
    });
    expect(result).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses a token signed by a key it does not know', async () => {
    const token = signAccessToken(memoryKeyRing('other'), input);
    expect(await verifyAccessToken(memoryKeyRing('k1'), token, { audience: 'teams', now })).toEqual(
      {
        ok: false,
        reason: 'unknown-key',
      },
    );
  });

  it('refuses a token signed by another key under a known key id', async () => {
    const token = signAccessToken(memoryKeyRing('k1'), input);
    expect(await verifyAccessToken(memoryKeyRing('k1'), token, { audience: 'teams', now })).toEqual(
      {
        ok: false,
        reason: 'signature',
      },
    );
  });

  it.each([
    ['not a token'],
    ['a.b.c'],
    [''],
    [`${Buffer.from('{"alg":"none","kid":"k1"}').toString('base64url')}.e30.`],
    [`${Buffer.from('{"alg":"HS256","kid":"k1"}').toString('base64url')}.e30.c2ln`],
  ])('refuses the malformed token %j', async (token) => {
    const result = await verifyAccessToken(memoryKeyRing('k1'), token, { audience: 'teams', now });
    expect(result).toEqual({ ok: false, reason: 'malformed' });
  });

  it('verifies with any active key, not only the current one', async () => {
    const keys = memoryKeyRing('new', 'old');
    const oldOnly: KeyRing = { ...keys, current: () => keys.keys[1] as SigningKey };
    const token = signAccessToken(oldOnly, input);
    expect(await verifyAccessToken(keys, token, { audience: 'teams', now })).toMatchObject({
      ok: true,
    });
  });

  it('leaves out claims that expired before signing, and drops those that expire later', async () => {
    const keys = memoryKeyRing('k1');
    const token = signAccessToken(keys, {
      ...input,
      claims: [
        { type: 'tractionPlan', value: 'true' },
        { type: 'eventAdmin', value: 'true', expiresAt: new Date(now.getTime() - 1000) },
        { type: 'trainer', value: 'true', expiresAt: new Date(now.getTime() + 30_000) },
        { type: 'profile', value: 'true', expiresAt: null },
      ],
    });
    expect(decode(token.split('.')[1]).claims).toEqual([
      { type: 'tractionPlan', value: 'true' },
      { type: 'trainer', value: 'true', exp: now.getTime() / 1000 + 30 },
      { type: 'profile', value: 'true' },
    ]);
    const soon = await verifyAccessToken(keys, token, { audience: 'teams', now });
    expect(soon.ok && soon.session.claims.map((c) => c.type)).toEqual([
      'tractionPlan',
      'trainer',
      'profile',
    ]);
    const later = new Date(now.getTime() + 31_000);
    const after = await verifyAccessToken(keys, token, { audience: 'teams', now: later });
    expect(after.ok && after.session.claims.map((c) => c.type)).toEqual([
      'tractionPlan',
      'profile',
    ]);
  });
});

describe('access tokens seen again', () => {
  it('still refuse a remembered token once it has expired, and for another brand', async () => {
    const keys = memoryKeyRing('k1');
    const token = signAccessToken(keys, { ...input, lifetimeSeconds: 60 });
    expect((await verifyAccessToken(keys, token, { audience: 'teams', now })).ok).toBe(true);
    const later = new Date(now.getTime() + 121_000);
    expect(await verifyAccessToken(keys, token, { audience: 'teams', now: later })).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(await verifyAccessToken(keys, token, { audience: 'schools', now })).toEqual({
      ok: false,
      reason: 'audience',
    });
  });

  it('drop a claim whose own expiry passes after the token was first checked', async () => {
    const keys = memoryKeyRing('k1');
    const expiresAt = new Date(now.getTime() + 30_000);
    const token = signAccessToken(keys, {
      ...input,
      claims: [{ type: 'tractionPlan', value: 'true', expiresAt }],
    });
    const first = await verifyAccessToken(keys, token, { audience: 'teams', now });
    expect(first.ok && first.session.claims).toHaveLength(1);
    const later = new Date(now.getTime() + 31_000);
    const second = await verifyAccessToken(keys, token, { audience: 'teams', now: later });
    expect(second.ok && second.session.claims).toEqual([]);
  });

  it('are refused once their key has left the ring', async () => {
    const keys = memoryKeyRing('k1');
    const token = signAccessToken(keys, input);
    expect((await verifyAccessToken(keys, token, { audience: 'teams', now })).ok).toBe(true);
    keys.keys.splice(0, 1);
    expect(await verifyAccessToken(keys, token, { audience: 'teams', now })).toEqual({
      ok: false,
      reason: 'unknown-key',
    });
  });

  it('are not accepted with a changed signature because the original was', async () => {
    const keys = memoryKeyRing('k1');
    const token = signAccessToken(keys, input);
    await verifyAccessToken(keys, token, { audience: 'teams', now });
    const forged = withForgedSignature(token);
    expect(await verifyAccessToken(keys, forged, { audience: 'teams', now })).toMatchObject({
      ok: false,
    });
  });
});

describe('access tokens against their issuer and the revocation list', () => {
  const brandOfIssuer = (issuer: string) =>
    new URL(issuer).hostname.startsWith('teams.') ? ('teams' as const) : ('profile' as const);

  it("refuses a token whose issuer is not its brand's", async () => {
    const keys = memoryKeyRing('k1');
    const own = signAccessToken(keys, input);
    const foreign = signAccessToken(keys, { ...input, issuer: 'http://profile.localhost/oidc' });
    const options = { audience: 'teams' as const, now, brandOfIssuer };
    expect((await verifyAccessToken(keys, own, options)).ok).toBe(true);
    expect(await verifyAccessToken(keys, foreign, options)).toEqual({
      ok: false,
      reason: 'issuer',
    });
  });

  it('refuses a revoked token, also once its signature was remembered', async () => {
    const keys = memoryKeyRing('k1');
    const token = signAccessToken(keys, { ...input, jti: 'revoke-me' });
    const revokedIds = new Set<string>();
    const revocations = {
      isRevoked: (t: { jti: string | undefined }) => revokedIds.has(t.jti ?? ''),
    };
    const options = { audience: 'teams' as const, now, revocations };
    expect((await verifyAccessToken(keys, token, options)).ok).toBe(true);
    revokedIds.add('revoke-me');
    expect(await verifyAccessToken(keys, token, options)).toEqual({ ok: false, reason: 'revoked' });
  });
});
