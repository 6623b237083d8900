import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { bootstrap } from './app/bootstrap';
import { createAppRouter } from './app/router';
import { createBrandTheme } from './app/theme';
import { SessionProvider } from './auth/SessionProvider';
import { VersionNotice } from './features/version-check/VersionNotice';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

bootstrap().then(
  ({ portal, i18n, auth, watcher }) => {
    createRoot(container).render(
      <StrictMode>
        <AppProviders
          portal={portal}
          i18n={i18n}
          theme={createBrandTheme(portal.brand.theme, portal.config.theme)}
        >
          <SessionProvider auth={auth}>
            <RouterProvider router={createAppRouter()} />
          </SessionProvider>
          <VersionNotice watcher={watcher} />
        </AppProviders>
      </StrictMode>,
    );
  },
  (error: unknown) => {
    // Nothing themed or translated can show without the environment and configuration.
    console.error(error);
    container.textContent = 'The portal could not start. Please reload the page in a moment.';
  },
);
