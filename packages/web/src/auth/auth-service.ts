import type { User, UserManager } from 'oidc-client-ts';
import type { UserLike } from './session-mapping';
import { oidcUserKey, readStoredUser, type StoredUser } from './stored-user';

/** What the rest of the app asks of the sign-in layer. */
export type AuthService = {
  /** The stored user (storage only: no network, no library download). */
  getUser: () => StoredUser | null;
  /** The access token of the stored user while it is valid, else null. */
  getToken: () => Promise<string | null>;
  /** One silent renewal; null when it is not possible. */
  renewSession: () => Promise<string | null>;
  signIn: (redirect: string) => Promise<void>;
  /** Removes the stored user; listeners hear `null`. */
  signOut: () => Promise<void>;
  /** Called with the new user (or null) whenever it changes; returns the unsubscribe. */
  subscribe: (listener: (user: UserLike | null) => void) => () => void;
};

export type AuthServiceOptions = {
  brandKey: string;
  origin: string;
  storage: Storage;
  /** The OpenID Connect client, loaded on first use (sign-in, renewal, sign-out). */
  loadManager: () => Promise<UserManager>;
};

/**
 * The session source. The stored user is read directly, the way oidc-client-ts stores it, so
 * the library (and its download) is only needed once something signs in, renews or signs out.
 */
export function createAuthService(options: AuthServiceOptions): AuthService {
  const key = oidcUserKey(options.origin, options.brandKey);
  const listeners = new Set<(user: UserLike | null) => void>();
  const notify = (user: UserLike | null) => listeners.forEach((listener) => listener(user));
  let manager: Promise<UserManager> | null = null;

  const loadManager = () => {
    manager ??= options.loadManager().then((loaded) => {
      loaded.events.addUserLoaded((user: User) => notify(user));
      loaded.events.addUserUnloaded(() => notify(null));
      return loaded;
    });
    return manager;
  };
  const getUser = () => readStoredUser(options.storage, key);

  return {
    getUser,
    getToken: async () => {
      const user = getUser();
      return user && !user.expired && user.accessToken !== '' ? user.accessToken : null;
    },
    renewSession: async () => {
      try {
        const user = await (await loadManager()).signinSilent();
        return user?.access_token ?? null;
      } catch {
        // The identity service cannot renew (not reachable, or the session ended there).
        return null;
      }
    },
    signIn: async (redirect) => (await loadManager()).signinRedirect({ state: { redirect } }),
    signOut: async () => {
      try {
        await (await loadManager()).removeUser();
      } catch {
        // Without the client (its download failed) the stored user is removed all the same.
        options.storage.removeItem(key);
        notify(null);
      }
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
