import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { BrandKey, Claim, FeatureName } from '@portal/core';
import { signAccessToken } from './access-tokens';

export type TokenOptions = {
  brand?: BrandKey;
  /** Claim types (value 'true') or whole claims, optionally expiring. */
  claims?: ReadonlyArray<string | (Claim & { expiresAt?: Date | null })>;
  roles?: readonly string[];
  emailVerified?: boolean;
  email?: string;
  userId?: string;
  lifetimeSeconds?: number;
  now?: Date;
};

/** An access token signed with the app's own key, as the identity service will issue it. */
export function tokenFor(app: FastifyInstance, options: TokenOptions = {}): string {
  return signAccessToken(app.portal.keys, {
    brand: options.brand ?? 'profile',
    userId: options.userId ?? randomUUID(),
    email: options.email ?? 'someone@demo.example',
    emailVerified: options.emailVerified ?? true,
    roles: options.roles ?? [],
    claims: (options.claims ?? []).map((c) =>
      typeof c === 'string' ? { type: c, value: 'true' } : c,
    ),
    ...(options.lifetimeSeconds !== undefined ? { lifetimeSeconds: options.lifetimeSeconds } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
}

/** Headers of an /api call of a brand, signed in when a token is given. */
export function apiHeaders(brand: BrandKey = 'profile', token?: string): Record<string, string> {
  return token ? { 'app-name': brand, authorization: `Bearer ${token}` } : { 'app-name': brand };
}

/** Switches a brand's flags as a developer does on the appfeatures page (SetFeatures). */
export async function setFeatures(
  app: FastifyInstance,
  brand: BrandKey,
  changes: Partial<Record<FeatureName, boolean>>,
): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/webconfig/SetFeatures',
    headers: apiHeaders(brand, tokenFor(app, { brand, claims: ['developer'] })),
    payload: changes,
  });
  if (res.statusCode !== 200) throw new Error(`SetFeatures: ${res.statusCode} ${res.body}`);
}

/**
 * Runs `check` while the brand has these flags as given; each flag gets its earlier state back
 * afterwards.
 */
export async function withFeatures(
  app: FastifyInstance,
  brand: BrandKey,
  changes: Partial<Record<FeatureName, boolean>>,
  check: () => Promise<void>,
): Promise<void> {
  const { features } = (await app.portal.webConfig.get(brand)).config;
  const flags = Object.keys(changes) as FeatureName[];
  await setFeatures(app, brand, changes);
  try {
    await check();
  } finally {
    await setFeatures(
      app,
      brand,
      Object.fromEntries(flags.map((flag) => [flag, features[flag] !== false])),
    );
  }
}

/** Runs `check` while the brand has these flags off (see withFeatures). */
export const withFeaturesOff = (
  app: FastifyInstance,
  brand: BrandKey,
  flags: readonly FeatureName[],
  check: () => Promise<void>,
) => withFeatures(app, brand, Object.fromEntries(flags.map((flag) => [flag, false])), check);
