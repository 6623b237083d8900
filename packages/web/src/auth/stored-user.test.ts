import { User } from 'oidc-client-ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { toSession } from './session-mapping';
import { oidcUserKey, readStoredUser } from './stored-user';

const KEY = oidcUserKey('http://teams.localhost:3000', 'teams');
const NOW = 1_800_000_000;

function storeUser(user: User) {
  sessionStorage.setItem(KEY, user.toStorageString());
}

const user = (expiresAt?: number) =>
  new User({
    id_token: 'id',
    access_token: 'access',
    token_type: 'Bearer',
    scope: 'openid',
    expires_at: expiresAt,
    profile: {
      sub: 'u-1',
      iss: 'http://teams.localhost:3000',
      aud: 'teams',
      exp: NOW + 60,
      iat: NOW,
      email: 'ada@example.org',
      email_verified: true,
      claims: [{ type: 'developer', value: 'true' }],
    },
  });

describe('reading the stored user', () => {
  beforeEach(() => sessionStorage.clear());

  it('reads what oidc-client-ts stores, under the key its UserManager uses', () => {
    storeUser(user(NOW + 60));
    const stored = readStoredUser(sessionStorage, KEY, NOW);
    expect(stored?.accessToken).toBe('access');
    expect(stored?.expired).toBe(false);
    expect(toSession(stored)).toMatchObject({ userId: 'u-1', emailVerified: true });
  });

  it('counts the user as expired once expires_at has passed, as oidc-client-ts does', () => {
    storeUser(user(NOW));
    expect(readStoredUser(sessionStorage, KEY, NOW)?.expired).toBe(true);
    expect(toSession(readStoredUser(sessionStorage, KEY, NOW))).toBeNull();
  });

  it('keeps a user without an expiry time', () => {
    storeUser(user());
    expect(readStoredUser(sessionStorage, KEY, NOW)?.expired).toBe(false);
  });

  it('is null for nothing, broken JSON or an entry without a profile', () => {
    expect(readStoredUser(sessionStorage, KEY, NOW)).toBeNull();
    sessionStorage.setItem(KEY, '{not json');
    expect(readStoredUser(sessionStorage, KEY, NOW)).toBeNull();
    sessionStorage.setItem(KEY, JSON.stringify({ access_token: 'a' }));
    expect(readStoredUser(sessionStorage, KEY, NOW)).toBeNull();
    sessionStorage.setItem(KEY, '[]');
    expect(readStoredUser(sessionStorage, KEY, NOW)).toBeNull();
  });
});
