import type { i18n } from 'i18next';
import { useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { AppConfig } from '@portal/core';
import { AppProviders } from './AppProviders';
import { ApplyConfigContext, rememberAppConfig } from './app-config';
import type { ConfigStore } from './config-store';
import type { Portal } from './portal-context';
import { createBrandTheme } from './theme';

type Props = { portal: Portal; configStore: ConfigStore; i18n: i18n; children: ReactNode };

/** The providers with the configuration as it is now: a change announced by the hub re-renders. */
export function LivePortal({ portal, configStore, i18n, children }: Props) {
  const config = useSyncExternalStore(configStore.subscribe, configStore.get);
  const live = useMemo(() => ({ ...portal, config }), [portal, config]);
  const applyConfig = useCallback(
    (next: AppConfig) => {
      rememberAppConfig(portal.brand.key, next);
      configStore.set(next);
    },
    [portal.brand.key, configStore],
  );
  const theme = useMemo(
    () => createBrandTheme(portal.brand.theme, config.theme),
    [portal.brand.theme, config.theme],
  );
  return (
    <ApplyConfigContext.Provider value={applyConfig}>
      <AppProviders portal={live} i18n={i18n} theme={theme}>
        {children}
      </AppProviders>
    </ApplyConfigContext.Provider>
  );
}
