import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRANDS, ROUTES, flattenRoutes, type AppConfig, type Session } from '@portal/core';
import { SessionContext } from '../auth/session-context';
import { createTestI18n } from '../test/test-providers';
import { toasts } from '../ui/toast/toast-store';
import type { ApiClient } from '../api/client';
import { AppProviders } from './AppProviders';
import { buildRouteObjects } from './routes';
import { createBrandTheme } from './theme';

const brand = BRANDS.profile;
const config: AppConfig = {
  appName: 'profile',
  version: 1,
  features: {},
  theme: brand.theme,
  pages: [],
};
const api: ApiClient = {
  request: vi.fn(),
  get: vi.fn(async () => ({ count: 0, data: [] })) as ApiClient['get'],
  post: vi.fn(),
  del: vi.fn(),
};

function session(claims: string[], emailVerified = true): Session {
  return {
    userId: 'u1',
    email: 'ada@example.org',
    emailVerified,
    roles: [],
    claims: claims.map((type) => ({ type, value: 'true' })),
  };
}

function renderAt(entries: string[], user: Session | null) {
  const router = createMemoryRouter(buildRouteObjects(flattenRoutes(ROUTES)), {
    initialEntries: entries,
  });
  render(
    <AppProviders
      portal={{ brand, version: '1', config, api }}
      i18n={createTestI18n()}
      theme={createBrandTheme(brand.theme)}
      queryClient={new QueryClient()}
    >
      <SessionContext.Provider value={{ session: user, signOut: async () => undefined }}>
        <RouterProvider router={router} />
      </SessionContext.Provider>
    </AppProviders>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  let toast = toasts.current();
  while (toast) {
    toasts.dismiss(toast.id);
    toast = toasts.current();
  }
});

describe('router built from the route table', () => {
  it('sends an anonymous visitor on a protected route to /login with the redirect', async () => {
    const router = renderAt(['/admin/messages?x=1'], null);
    expect(await screen.findByText(brand.loginButtonText)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/admin/messages?x=1')}`,
    );
  });

  it('refuses a route without the claim with the message and keeps the user where they were', async () => {
    const router = renderAt(['/help'], session([]));
    expect(await screen.findByText('Find your way around', { exact: false })).toBeTruthy();
    await router.navigate('/admin/messages');
    expect(await screen.findByText('You are not authorized to access this feature.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/help');
  });

  it('goes home when the first page opened is refused', async () => {
    const router = renderAt(['/admin/messages'], session([]));
    expect(await screen.findByText('You are not authorized to access this feature.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('asks for a verified e-mail with a Resend Email action', async () => {
    const router = renderAt(['/help'], session(['tractionPlan'], false));
    await screen.findByText('Find your way around', { exact: false });
    await router.navigate('/plan');
    expect(
      await screen.findByText(
        'Check your inbox to verify your email address prior to accessing this feature.',
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/help');
    fireEvent.click(screen.getByRole('button', { name: 'Resend Email' }));
    expect(await screen.findByText('Error sending confirmation email.')).toBeTruthy();
  });

  it('follows a redirect rule when its feature is on', async () => {
    const router = renderAt(['/resources'], session(['securityAdmin', 'contentAdmin']));
    await screen.findAllByText('This page is not available yet.');
    expect(router.state.location.pathname).toBe('/resources/list');
  });

  it('shows the catch-all page for an unknown path', async () => {
    renderAt(['/no/such/page'], null);
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(
      (await screen.findByText('Go to the home page')).closest('a')?.getAttribute('href'),
    ).toBe('/');
  });

  it('shows "not available yet" for a route a later release builds', async () => {
    renderAt(['/plan'], session(['tractionPlan']));
    expect(await screen.findByText('This page is not available yet.')).toBeTruthy();
    expect(screen.getByText('It arrives with a later release.')).toBeTruthy();
  });

  it('sets the tab title from the route title and the site title', async () => {
    renderAt(['/help'], session([]));
    await screen.findByText('Find your way around', { exact: false });
    expect(document.title).toBe(`Help | ${brand.siteTitle}`);
  });
});
