import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { bootstrap } from './app/bootstrap';
import { LivePortal } from './app/LivePortal';
import { createAppRouter } from './app/router';
import { SessionProvider } from './auth/SessionProvider';
import { VersionNotice } from './features/version-check/VersionNotice';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

bootstrap().then(
  ({ portal, i18n, auth, watcher, configStore }) => {
    createRoot(container).render(
      <StrictMode>
        <LivePortal portal={portal} configStore={configStore} i18n={i18n}>
          <SessionProvider auth={auth}>
            <RouterProvider router={createAppRouter()} />
          </SessionProvider>
          <VersionNotice watcher={watcher} />
        </LivePortal>
      </StrictMode>,
    );
  },
  (error: unknown) => {
    // Nothing themed or translated can show without the environment and configuration.
    console.error(error);
    container.textContent = 'The portal could not start. Please reload the page in a moment.';
  },
);
