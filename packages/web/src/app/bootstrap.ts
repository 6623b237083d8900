import { getBrand, type Brand, type Session } from '@portal/core';
import type { i18n } from 'i18next';
import { createApiClient } from '../api/client';
import { createAuthService, type AuthService } from '../auth/auth-service';
import { toSession } from '../auth/session-mapping';
import { createUserManager } from '../auth/user-manager';
import { clientEnvInfo } from '../features/client-env/client-env-info';
import {
  createVersionWatcher,
  type VersionWatcher,
} from '../features/version-check/version-watcher';
import { toasts } from '../ui/toast/toast-store';
import { loadAppConfig } from './app-config';
import { fetchEnvironment } from './environment';
import { initI18n, storedLocale } from './i18n';
import type { Portal } from './portal-context';

export type Booted = {
  portal: Portal;
  brand: Brand;
  i18n: i18n;
  auth: AuthService;
  initialSession: Session | null;
  watcher: VersionWatcher;
};

/**
 * Start-up: the environment file names the brand and version, then the language, the sign-in
 * layer, the API client and the brand's configuration are set up in that order.
 */
export async function bootstrap(): Promise<Booted> {
  const environment = await fetchEnvironment();
  const brand = getBrand(environment.brand);
  const i18n = await initI18n(brand, storedLocale(localStorage, brand.defaultLocale));
  document.documentElement.lang = i18n.language;
  clientEnvInfo(localStorage);

  const auth = createAuthService(createUserManager(brand.key));
  const watcher = createVersionWatcher({
    runningVersion: environment.version,
    fetchLiveVersion: async () => (await fetchEnvironment()).version,
    storage: localStorage,
    reload: () => window.location.reload(),
  });
  const api = createApiClient({
    appName: brand.key,
    getToken: auth.getToken,
    renewSession: auth.renewSession,
    signOut: auth.signOut,
    onRenewing: () => toasts.show({ message: i18n.t('shell.api.verifyingUser') }),
    afterRequest: watcher.nudge,
  });
  const [config, user] = await Promise.all([loadAppConfig(api, brand.key), auth.getUser()]);
  watcher.nudge();
  return {
    portal: { brand, version: environment.version, config, api },
    brand,
    i18n,
    auth,
    initialSession: toSession(user),
    watcher,
  };
}
