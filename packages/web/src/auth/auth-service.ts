import type { User, UserManager } from 'oidc-client-ts';
import type { UserLike } from './session-mapping';
import {
  authorizationExtras,
  readSignInState,
  signInStateOf,
  type SignInRequest,
  type SignInState,
} from './sign-in-state';
import { oidcAuthority, oidcUserKey, readStoredUser, type StoredUser } from './stored-user';

/** What the rest of the app asks of the sign-in layer. */
export type AuthService = {
  /** The stored user (storage only: no network, no library download). */
  getUser: () => StoredUser | null;
  /** The access token of the stored user while it is valid, else null. */
  getToken: () => Promise<string | null>;
  /** Loads the OpenID Connect client and the identity service's metadata, once. */
  prepare: () => Promise<void>;
  /** True once `prepare` has succeeded. */
  isReady: () => boolean;
  /** One silent renewal; null when it is not possible (or while signing out). */
  renewSession: () => Promise<string | null>;
  /** Sends the browser to the identity service. */
  signIn: (request: SignInRequest) => Promise<void>;
  /** Completes the code flow on the return page; answers the state the sign-in carried. */
  completeSignIn: (url: string) => Promise<{ state: SignInState; user: UserLike }>;
  /** Revokes the tokens, removes the stored user and stale sign-in state; listeners hear null. */
  signOut: () => Promise<void>;
  /** Signs out here, then ends the identity service's session, which comes back home. */
  logout: () => Promise<void>;
  /** Keeps the stored user's tokens fresh (automatic silent renewal), when one is stored. */
  startAutomaticRenewal: () => void;
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

/** An ID token the identity service can check; a stored user may hold none. */
const looksLikeJwt = (token: unknown): token is string =>
  typeof token === 'string' && token.split('.').length === 3;

/**
 * The session source. The stored user is read directly, the way oidc-client-ts stores it, so
 * the library (and its download) is only needed once something signs in, renews or signs out.
 */
export function createAuthService(options: AuthServiceOptions): AuthService {
  const key = oidcUserKey(oidcAuthority(options.origin), options.brandKey);
  const listeners = new Set<(user: UserLike | null) => void>();
  const notify = (user: UserLike | null) => listeners.forEach((listener) => listener(user));
  let manager: Promise<UserManager> | null = null;
  let ready = false;
  let loggingOut = false;
  // Set while the browser leaves for the identity service (a sign-in, or the new sign-in that ends
  // impersonation after its tokens were revoked): a request refused meanwhile neither renews nor
  // signs out, or that sign-out would send the browser to another page first.
  let redirecting = false;

  const loadManager = () => {
    manager ??= options.loadManager().then(
      (loaded) => {
        loaded.events.addUserLoaded((user: User) => notify(user));
        loaded.events.addUserUnloaded(() => notify(null));
        return loaded;
      },
      (error: unknown) => {
        manager = null;
        throw error;
      },
    );
    return manager;
  };
  const getUser = () => readStoredUser(options.storage, key);

  const signOut = async () => {
    if (redirecting) return;
    try {
      const loaded = await loadManager();
      // Revocation needs the identity service; the user is removed whether it answers or not.
      await loaded.revokeTokens().catch(() => undefined);
      await loaded.removeUser();
      await loaded.clearStaleState();
    } catch {
      // Without the client (its download failed) the stored user is removed all the same.
      options.storage.removeItem(key);
      notify(null);
    }
  };

  return {
    getUser,
    getToken: async () => {
      const user = getUser();
      return user && !user.expired && user.accessToken !== '' ? user.accessToken : null;
    },
    prepare: async () => {
      await (await loadManager()).metadataService.getMetadata();
      ready = true;
    },
    isReady: () => ready,
    renewSession: async () => {
      if (loggingOut || redirecting) return null;
      try {
        const user = await (await loadManager()).signinSilent();
        return user?.access_token ?? null;
      } catch {
        // The identity service cannot renew (not reachable, or the session ended there).
        return null;
      }
    },
    signIn: async (request) => {
      redirecting = true;
      try {
        await (
          await loadManager()
        ).signinRedirect({
          state: signInStateOf(request),
          ...(request.email ? { login_hint: request.email } : {}),
          extraQueryParams: authorizationExtras(request),
        });
      } catch (error) {
        redirecting = false;
        throw error;
      }
    },
    completeSignIn: async (url) => {
      const user = await (await loadManager()).signinRedirectCallback(url);
      return { state: readSignInState(user.state), user };
    },
    signOut,
    logout: async () => {
      loggingOut = true;
      const loaded = await loadManager();
      const idToken = (await loaded.getUser())?.id_token;
      await signOut();
      await loaded.signoutRedirect(looksLikeJwt(idToken) ? { id_token_hint: idToken } : {});
    },
    // The client renews by itself once loaded (automaticSilentRenew); load it after start-up.
    startAutomaticRenewal: () => {
      if (getUser()) void loadManager().catch(() => undefined);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
