import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { BRANDS, ROUTES, flattenRoutes, type AppConfig, type Session } from '@portal/core';
import type { ApiClient } from '../api/client';
import { AppProviders } from '../app/AppProviders';
import { buildRouteObjects } from '../app/routes';
import { createBrandTheme } from '../app/theme';
import { AuthContext } from '../auth/auth-context';
import type { AuthService } from '../auth/auth-service';
import { SessionContext } from '../auth/session-context';
import { toasts } from '../ui/toast/toast-store';
import { createTestI18n } from './test-providers';

// Pages load their code lazily and the tests share a busy machine: waiting for an element may
// take more than testing-library's default second without anything being wrong.
configure({ asyncUtilTimeout: 5000 });

export const testBrand = BRANDS.profile;

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    appName: 'profile',
    version: 1,
    features: {},
    theme: testBrand.theme,
    pages: [],
    ...overrides,
  };
}

type Answer = (path: string, payload?: unknown) => Promise<unknown>;

/**
 * An API client whose `get` answers through the given function (its second argument is the
 * query), and `post` and `del` through `send` (the body), when given.
 */
export function testApi(get: Answer, send?: Answer): ApiClient {
  return {
    request: vi.fn(),
    get: vi.fn(get) as ApiClient['get'],
    post: (send ? vi.fn(send) : vi.fn()) as ApiClient['post'],
    del: (send ? vi.fn((path: string) => send(path)) : vi.fn()) as ApiClient['del'],
    file: vi.fn(),
    text: vi.fn(),
    upload: vi.fn(),
  };
}

/** A signed-in session holding the given claims (each with the value 'true'). */
export function testSession(claims: string[], emailVerified = true): Session {
  return {
    userId: '6f1c2f52-3f7c-4f55-9f63-0d5a2d1f7a10',
    email: 'ada@example.org',
    emailVerified,
    roles: [],
    claims: claims.map((type) => ({ type, value: 'true' })),
  };
}

/** A sign-in layer that goes nowhere: ready at once, every call recorded. */
export function testAuth(): AuthService {
  return {
    getUser: () => null,
    getToken: async () => null,
    prepare: vi.fn(async () => undefined),
    isReady: () => true,
    renewSession: vi.fn(async () => null),
    signIn: vi.fn(async () => undefined),
    completeSignIn: vi.fn(),
    signOut: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    startAutomaticRenewal: vi.fn(),
    subscribe: () => () => undefined,
  };
}

type Options = {
  session?: Session | null;
  config?: AppConfig;
  api?: ApiClient;
  /** The session's silent renewal (default: succeeds). */
  switchIdentity?: (redirect: string) => Promise<boolean>;
  displayName?: string;
  auth?: AuthService;
};

/** The real router, built from core's route table, on a memory history at `entries`. */
export function renderApp(entries: string[], options: Options = {}) {
  const router = createMemoryRouter(buildRouteObjects(flattenRoutes(ROUTES)), {
    initialEntries: entries,
  });
  const api = options.api ?? testApi(async () => ({ count: 0, data: [] }));
  const session = options.session ?? null;
  const switchIdentity = options.switchIdentity ?? vi.fn(async () => true);
  const signOut = vi.fn(async () => undefined);
  const displayName = session ? (options.displayName ?? 'Ada Lovelace') : '';
  const auth = options.auth ?? testAuth();
  render(
    <AppProviders
      portal={{ brand: testBrand, version: '1', config: options.config ?? testConfig(), api }}
      i18n={createTestI18n()}
      theme={createBrandTheme(testBrand.theme)}
    >
      <AuthContext.Provider value={auth}>
        <SessionContext.Provider value={{ session, displayName, signOut, switchIdentity }}>
          <RouterProvider router={router} />
        </SessionContext.Provider>
      </AuthContext.Provider>
    </AppProviders>,
  );
  return { router, api, auth, switchIdentity, signOut };
}

/** Empties the app's toast queue between tests. */
export function clearToasts(): void {
  for (let toast = toasts.current(); toast; toast = toasts.current()) toasts.dismiss(toast.id);
}
