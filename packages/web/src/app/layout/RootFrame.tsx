import { useRef } from 'react';
import { Outlet } from 'react-router';
import { useAccountLanguage } from '../account-language';
import { NavigationMemoryContext } from '../navigation-memory';
import { PageEditModeProvider } from '../PageEditModeProvider';

/**
 * The root of every route: remembers where the guards last let the user through, holds the
 * page-text edit mode, and applies the signed-in person's language.
 */
export function RootFrame() {
  const lastAllowed = useRef<string | null>(null);
  useAccountLanguage();
  return (
    <NavigationMemoryContext.Provider value={lastAllowed}>
      <PageEditModeProvider>
        <Outlet />
      </PageEditModeProvider>
    </NavigationMemoryContext.Provider>
  );
}
