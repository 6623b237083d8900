import type { User, UserManager } from 'oidc-client-ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthService } from './auth-service';
import { oidcAuthority, oidcUserKey } from './stored-user';

const ORIGIN = 'http://teams.localhost:3000';
const KEY = oidcUserKey(oidcAuthority(ORIGIN), 'teams');

function storeUser(expiresAt: number) {
  sessionStorage.setItem(
    KEY,
    JSON.stringify({ access_token: 'token-1', expires_at: expiresAt, profile: { sub: 'u' } }),
  );
}

/** Just enough of a UserManager: its events and the calls the service makes. */
type Faked = 'signinSilent' | 'removeUser' | 'revokeTokens' | 'signinRedirectCallback' | 'getUser';

function fakeManager(overrides: Partial<Record<Faked, () => unknown>>) {
  const unloaded: (() => void)[] = [];
  const manager = {
    events: {
      addUserLoaded: vi.fn(),
      addUserUnloaded: (listener: () => void) => unloaded.push(listener),
    },
    signinSilent: vi.fn(overrides.signinSilent ?? (async () => null)),
    signinRedirect: vi.fn(async () => undefined),
    signinRedirectCallback: vi.fn(overrides.signinRedirectCallback ?? (async () => ({}))),
    signoutRedirect: vi.fn(async () => undefined),
    revokeTokens: vi.fn(overrides.revokeTokens ?? (async () => undefined)),
    clearStaleState: vi.fn(async () => undefined),
    getUser: vi.fn(overrides.getUser ?? (async () => null)),
    metadataService: { getMetadata: vi.fn(async () => ({})) },
    removeUser: vi.fn(
      overrides.removeUser ??
        (async () => {
          sessionStorage.removeItem(KEY);
          unloaded.forEach((listener) => listener());
        }),
    ),
  };
  return manager as unknown as UserManager;
}

const service = (loadManager: () => Promise<UserManager>) =>
  createAuthService({ brandKey: 'teams', origin: ORIGIN, storage: sessionStorage, loadManager });

describe('auth service', () => {
  beforeEach(() => sessionStorage.clear());

  it('reads the token from storage without loading the OpenID Connect client', async () => {
    const loadManager = vi.fn(async () => fakeManager({}));
    storeUser(Math.floor(Date.now() / 1000) + 60);
    const auth = service(loadManager);
    expect(auth.getUser()?.profile.sub).toBe('u');
    await expect(auth.getToken()).resolves.toBe('token-1');
    expect(loadManager).not.toHaveBeenCalled();
  });

  it('gives no token for an expired user or nobody', async () => {
    const auth = service(async () => fakeManager({}));
    await expect(auth.getToken()).resolves.toBeNull();
    storeUser(Math.floor(Date.now() / 1000) - 1);
    await expect(auth.getToken()).resolves.toBeNull();
  });

  it('answers null when the silent renewal fails', async () => {
    const manager = fakeManager({
      signinSilent: async () => {
        throw new Error('login_required');
      },
    });
    await expect(service(async () => manager).renewSession()).resolves.toBeNull();
  });

  it('answers the new token of a silent renewal, loading the client once', async () => {
    const renewed = { access_token: 'token-2' } as User;
    const loadManager = vi.fn(async () => fakeManager({ signinSilent: async () => renewed }));
    const auth = service(loadManager);
    await expect(auth.renewSession()).resolves.toBe('token-2');
    await auth.renewSession();
    expect(loadManager).toHaveBeenCalledTimes(1);
  });

  it('signs out through the client and tells the listeners', async () => {
    storeUser(Math.floor(Date.now() / 1000) + 60);
    const auth = service(async () => fakeManager({}));
    const listener = vi.fn();
    auth.subscribe(listener);
    await auth.signOut();
    expect(listener).toHaveBeenCalledWith(null);
    expect(auth.getUser()).toBeNull();
  });

  it('still signs out when the client cannot be loaded', async () => {
    storeUser(Math.floor(Date.now() / 1000) + 60);
    const auth = service(async () => {
      throw new Error('chunk failed');
    });
    const listener = vi.fn();
    auth.subscribe(listener);
    await auth.signOut();
    expect(listener).toHaveBeenCalledWith(null);
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('signs out: revokes the tokens, removes the user and stale state, even if revoking fails', async () => {
    storeUser(Math.floor(Date.now() / 1000) + 60);
    const manager = fakeManager({
      revokeTokens: async () => {
        throw new Error('unreachable');
      },
    });
    await service(async () => manager).signOut();
    expect(manager.revokeTokens).toHaveBeenCalled();
    expect(manager.clearStaleState).toHaveBeenCalled();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('starts the sign-in with the state, the e-mail hint and the screen hints', async () => {
    const manager = fakeManager({});
    await service(async () => manager).signIn({
      redirect: 'https://evil.example/',
      email: 'ada@example.org',
      rememberMe: true,
      hint: 'register',
      inviteCode: 'TEAM-42',
    });
    expect(manager.signinRedirect).toHaveBeenCalledWith({
      state: { redirect: '/', rememberMe: true, provider: 'local' },
      login_hint: 'ada@example.org',
      extraQueryParams: { screen_hint: 'register', invite_code: 'TEAM-42' },
    });
  });

  it('completes the sign-in with the state checked again', async () => {
    const manager = fakeManager({
      signinRedirectCallback: async () => ({ state: { redirect: '//evil.example' }, profile: {} }),
    });
    const { state } = await service(async () => manager).completeSignIn(`${ORIGIN}/login?code=c`);
    expect(state.redirect).toBe('/');
  });

  it('logs out at the identity service with the ID token, and renews nothing meanwhile', async () => {
    const idToken = 'header.payload.signature';
    const manager = fakeManager({ getUser: async () => ({ id_token: idToken }) });
    const auth = service(async () => manager);
    await auth.logout();
    expect(manager.revokeTokens).toHaveBeenCalled();
    expect(manager.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: idToken });
    await expect(auth.renewSession()).resolves.toBeNull();
    expect(manager.signinSilent).not.toHaveBeenCalled();
  });

  it('neither renews nor signs out while the browser leaves for a sign-in; a failed start ends that', async () => {
    const manager = fakeManager({});
    storeUser(Math.floor(Date.now() / 1000) + 60);
    const auth = service(async () => manager);
    await auth.signIn({ redirect: '/users/view/x' });
    await expect(auth.renewSession()).resolves.toBeNull();
    await auth.signOut();
    expect(manager.signinSilent).not.toHaveBeenCalled();
    expect(manager.removeUser).not.toHaveBeenCalled();
    expect(auth.getUser()).not.toBeNull();

    const failing = fakeManager({});
    vi.mocked(failing.signinRedirect).mockRejectedValueOnce(new Error('no identity service'));
    const other = service(async () => failing);
    await expect(other.signIn({ redirect: '/' })).rejects.toThrow('no identity service');
    await other.signOut();
    expect(failing.removeUser).toHaveBeenCalled();
  });

  it('is ready once the client and the metadata are loaded', async () => {
    const auth = service(async () => fakeManager({}));
    expect(auth.isReady()).toBe(false);
    await auth.prepare();
    expect(auth.isReady()).toBe(true);
  });
});
