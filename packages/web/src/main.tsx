import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { bootstrap } from './app/bootstrap';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { createBrandTheme } from './app/theme';
import { SessionProvider } from './auth/SessionProvider';
import { VersionNotice } from './features/version-check/VersionNotice';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

bootstrap().then(
  (booted) => {
    const { portal, i18n, auth, initialSession, watcher } = booted;
    createRoot(container).render(
      <StrictMode>
        <AppProviders
          portal={portal}
          i18n={i18n}
          theme={createBrandTheme(portal.brand.theme, portal.config.theme)}
          queryClient={createQueryClient()}
        >
          <SessionProvider auth={auth} initialSession={initialSession}>
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
