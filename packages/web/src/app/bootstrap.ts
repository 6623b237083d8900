import { getBrand, isFeatureEnabled, negotiateLocale, type Brand } from '@portal/core';
import type { i18n } from 'i18next';
import { createApiClient } from '../api/client';
import { createAuthService, type AuthService } from '../auth/auth-service';
import { earlySignInRequest } from '../auth/early-sign-in';
import { withLoginHint } from '../auth/login-info';
import { toSession } from '../auth/session-mapping';
import { clientEnvInfo } from '../features/client-env/client-env-info';
import {
  createVersionWatcher,
  type VersionWatcher,
} from '../features/version-check/version-watcher';
import { toasts } from '../ui/toast/toast-store';
import { loadAppConfig } from './app-config';
import { createConfigStore, type ConfigStore } from './config-store';
import { fetchEnvironment } from './environment';
import { initI18n, storedLocale } from './i18n';
import type { Portal } from './portal-context';
import { connectHubWhileSignedIn } from './realtime';
import { resendConfirmation, showVerifyEmailNotice } from './verify-email-notice';

export type Booted = {
  portal: Portal;
  brand: Brand;
  i18n: i18n;
  auth: AuthService;
  watcher: VersionWatcher;
  /** The brand's configuration, kept current by the hub. */
  configStore: ConfigStore;
};

/** The session source of this origin; the OpenID Connect client loads when first needed. */
function createAuth(brandKey: string): AuthService {
  const origin = window.location.origin;
  return createAuthService({
    brandKey,
    origin,
    storage: window.sessionStorage,
    loadManager: () =>
      import('../auth/user-manager').then((module) => module.createUserManager(brandKey, origin)),
  });
}

/**
 * Sends a visitor who must sign in to the identity service before anything boots; answers
 * whether the browser is leaving. The sign-in page the identity service shows is the first
 * place the app boots.
 */
export async function startEarlySignIn(): Promise<boolean> {
  const request = earlySignInRequest(window.location, window.sessionStorage);
  if (!request) return false;
  const environment = await fetchEnvironment();
  await createAuth(environment.brand).signIn(withLoginHint(request));
  return true;
}

/**
 * Start-up: the environment file names the brand and version, then the language, the sign-in
 * layer, the API client and the brand's configuration are set up in that order.
 */
export async function bootstrap(): Promise<Booted> {
  const environment = await fetchEnvironment();
  const brand = getBrand(environment.brand);
  // The language the server names (a document it renders for someone), else the one chosen in
  // this browser, else the closest to the browser's, else the brand's.
  const preferred = negotiateLocale(navigator.languages) ?? brand.defaultLocale;
  const i18n = await initI18n(brand, environment.locale ?? storedLocale(localStorage, preferred));
  document.documentElement.lang = i18n.language;
  clientEnvInfo(localStorage);

  const auth = createAuth(brand.key);
  const watcher = createVersionWatcher({
    runningVersion: environment.version,
    fetchLiveVersion: async () => (await fetchEnvironment()).version,
    storage: localStorage,
    reload: () => window.location.reload(),
  });
  const api = createApiClient({
    appName: brand.key,
    language: () => i18n.language,
    getToken: auth.getToken,
    renewSession: auth.renewSession,
    signOut: async () => {
      await auth.signOut();
      toasts.show({ message: i18n.t('shell.api.sessionEnded'), severity: 'warning' });
    },
    onRenewing: () => {
      const id = toasts.show({ message: i18n.t('shell.api.verifyingUser') });
      return () => toasts.dismiss(id);
    },
    afterRequest: watcher.nudge,
    onEmailNotVerified: () =>
      showVerifyEmailNotice(i18n.t, () =>
        resendConfirmation(api, i18n.t, toSession(auth.getUser())?.userId),
      ),
  });
  const config = await loadAppConfig(api, brand.key);
  const configStore = createConfigStore(config);
  watcher.nudge();
  auth.startAutomaticRenewal();
  connectHubWhileSignedIn({
    auth,
    brandKey: brand.key,
    version: environment.version,
    i18n,
    watcher,
    reloadConfig: async () => configStore.set(await loadAppConfig(api, brand.key, { fresh: true })),
    featureOn: (name) => isFeatureEnabled(configStore.get().features, name),
  });
  return {
    portal: { brand, version: environment.version, config, api },
    brand,
    i18n,
    auth,
    watcher,
    configStore,
  };
}
