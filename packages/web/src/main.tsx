import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { bootstrap, startEarlySignIn } from './app/bootstrap';
import { LivePortal } from './app/LivePortal';
import { createAppRouter } from './app/router';
import { SessionProvider } from './auth/SessionProvider';
import { toSession } from './auth/session-mapping';
import { VersionNotice } from './features/version-check/VersionNotice';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How long the first render waits at most for the current page's code. Drawn before it arrives,
 * the app shows its loading bar, and React then holds the page back until the bar has shown for
 * its minimum time (300 ms); code that arrives within this wait shows without the bar, code that
 * takes longer shows the bar after it.
 */
const FIRST_RENDER_WAIT_MS = 500;

function boot(root: HTMLElement) {
  // The router first: the current page's code downloads while the app starts.
  const { router, preloadCode, prefetchData } = createAppRouter();
  bootstrap().then(
    async ({ portal, i18n, auth, watcher, configStore }) => {
      prefetchData({
        api: portal.api,
        session: toSession(auth.getUser()),
        features: portal.config.features,
      });
      await Promise.race([preloadCode(), delay(FIRST_RENDER_WAIT_MS)]);
      // A transition: the first render yields to the browser every few milliseconds instead of
      // holding the main thread until the whole shell is drawn.
      startTransition(() =>
        createRoot(root).render(
          <StrictMode>
            <LivePortal portal={portal} configStore={configStore} i18n={i18n}>
              <SessionProvider auth={auth}>
                <RouterProvider router={router} />
              </SessionProvider>
              <VersionNotice watcher={watcher} />
            </LivePortal>
          </StrictMode>,
        ),
      );
    },
    (error: unknown) => {
      // Nothing themed or translated can show without the environment and configuration.
      console.error(error);
      root.textContent = 'The portal could not start. Please reload the page in a moment.';
    },
  );
}

// A visitor who must sign in first leaves for the identity service before the app boots; the
// sign-in page boots it once (docs/decisions.md). When that cannot start, the app boots.
startEarlySignIn().then(
  (leaving) => {
    if (!leaving) boot(container);
  },
  () => boot(container),
);
