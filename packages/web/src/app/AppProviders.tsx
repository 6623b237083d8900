import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ConfirmProvider } from '../ui/ConfirmProvider';
import { ToastHost } from '../ui/toast/ToastHost';
import { PortalContext, type Portal } from './portal-context';

type Props = {
  portal: Portal;
  i18n: i18n;
  theme: Theme;
  children: ReactNode;
};

/**
 * Everything a page relies on around the router: language, theme, portal, dialogs and toasts.
 * The query cache is not here: it comes with the pages that read server data (QueryRoot).
 */
export function AppProviders({ portal, i18n, theme, children }: Props) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <PortalContext.Provider value={portal}>
          <ConfirmProvider>
            {children}
            <ToastHost />
          </ConfirmProvider>
        </PortalContext.Provider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
