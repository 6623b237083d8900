import type { UserLike } from '../auth/session-mapping';
import type { HubDeps } from '../features/hub/start-hub';

/** Signed in as the guard sees it: an expired stored user is nobody. */
const isSignedIn = (user: UserLike | null) => user !== null && !user.expired;

/**
 * How often a page without a session (the sign-in page left open) asks whether the brand's
 * configuration changed: the hub, which announces it at once, is for signed-in people only.
 */
export const SIGNED_OUT_CONFIG_REFRESH_MS = 60_000;

/**
 * Keeps the real-time hub connected while someone is signed in: its code loads after sign-in
 * (never in the first load), and it stops on sign-out. While nobody is, the configuration is
 * asked for again now and then (an answer of 304 when it did not change), while the page shows.
 */
export function connectHubWhileSignedIn(deps: HubDeps): void {
  let connection: Promise<{ stop: () => void } | null> | null = null;
  let refresh: ReturnType<typeof setInterval> | null = null;
  const refreshWhileSignedOut = (signedIn: boolean) => {
    if (signedIn && refresh) {
      clearInterval(refresh);
      refresh = null;
    } else if (!signedIn && !refresh) {
      refresh = setInterval(() => {
        if (document.visibilityState === 'visible') void deps.reloadConfig().catch(() => {});
      }, SIGNED_OUT_CONFIG_REFRESH_MS);
    }
  };
  const update = (signedIn: boolean) => {
    refreshWhileSignedOut(signedIn);
    if (signedIn && !connection) {
      const loading = import('../features/hub/start-hub').then(
        (module) => module.startHub(deps),
        () => {
          // The chunk did not load: the next sign-in event (a renewal) tries again.
          if (connection === loading) connection = null;
          return null;
        },
      );
      connection = loading;
    } else if (!signedIn && connection) {
      void connection.then((running) => running?.stop());
      connection = null;
    }
  };
  update(isSignedIn(deps.auth.getUser()));
  deps.auth.subscribe((user) => update(isSignedIn(user)));
}
