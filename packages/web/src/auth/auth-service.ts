import type { User, UserManager } from 'oidc-client-ts';

/** What the rest of the app asks of the sign-in layer. */
export type AuthService = {
  /** The stored user (storage only: no network). */
  getUser: () => Promise<User | null>;
  getToken: () => Promise<string | null>;
  /** One silent renewal; null when it is not possible. */
  renewSession: () => Promise<string | null>;
  signIn: (redirect: string) => Promise<void>;
  signOut: () => Promise<void>;
  /** Called with the new user (or null) whenever it changes; returns the unsubscribe. */
  subscribe: (listener: (user: User | null) => void) => () => void;
};

export function createAuthService(manager: UserManager): AuthService {
  const getUser = () => manager.getUser();
  return {
    getUser,
    getToken: async () => {
      const user = await getUser();
      return user && !user.expired ? user.access_token : null;
    },
    renewSession: async () => {
      try {
        const user = await manager.signinSilent();
        return user?.access_token ?? null;
      } catch {
        // The identity service cannot renew (not reachable, or the session ended there).
        return null;
      }
    },
    signIn: (redirect) => manager.signinRedirect({ state: { redirect } }),
    signOut: () => manager.removeUser(),
    subscribe: (listener) => {
      const loaded = (user: User) => listener(user);
      const unloaded = () => listener(null);
      manager.events.addUserLoaded(loaded);
      manager.events.addUserUnloaded(unloaded);
      return () => {
        manager.events.removeUserLoaded(loaded);
        manager.events.removeUserUnloaded(unloaded);
      };
    },
  };
}
