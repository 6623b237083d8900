import type { UserLike } from '../auth/session-mapping';
import type { HubDeps } from '../features/hub/start-hub';

/** Signed in as the guard sees it: an expired stored user is nobody. */
const isSignedIn = (user: UserLike | null) => user !== null && !user.expired;

/**
 * Keeps the real-time hub connected while someone is signed in: its code loads after sign-in
 * (never in the first load), and it stops on sign-out.
 */
export function connectHubWhileSignedIn(deps: HubDeps): void {
  let connection: Promise<{ stop: () => void } | null> | null = null;
  const update = (signedIn: boolean) => {
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
