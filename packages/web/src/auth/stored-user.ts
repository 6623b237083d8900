import type { UserLike } from './session-mapping';

/** A signed-in user as oidc-client-ts keeps it in storage (`User.toStorageString()`). */
export type StoredUser = UserLike & { accessToken: string };

/** The identity service of an origin: each brand origin is its own issuer under `/oidc`. */
export const oidcAuthority = (origin: string) => `${origin}/oidc`;

/** The storage key of the user: oidc-client-ts's `oidc.` prefix, `user:`, authority, client id. */
export const oidcUserKey = (authority: string, clientId: string) =>
  `oidc.user:${authority}:${clientId}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The stored user, read the way `UserManager.getUser()` reads it (storage only, no network), so
 * the first page shows without downloading the OpenID Connect client. Expired when `expires_at`
 * (seconds) has passed, as oidc-client-ts counts it. Null when nothing usable is stored.
 */
export function readStoredUser(
  storage: Storage,
  key: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): StoredUser | null {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
  if (!isRecord(stored) || !isRecord(stored.profile)) return null;
  const expiresAt = stored.expires_at;
  return {
    profile: stored.profile,
    accessToken: typeof stored.access_token === 'string' ? stored.access_token : '',
    expired: typeof expiresAt === 'number' && expiresAt <= nowSeconds,
  };
}
