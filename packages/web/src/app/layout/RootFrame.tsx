import { useRef } from 'react';
import { Outlet } from 'react-router';
import { NavigationMemoryContext } from '../navigation-memory';
import { PageEditModeProvider } from '../PageEditModeProvider';

/**
 * The root of every route: remembers where the guards last let the user through, and holds the
 * page-text edit mode.
 */
export function RootFrame() {
  const lastAllowed = useRef<string | null>(null);
  return (
    <NavigationMemoryContext.Provider value={lastAllowed}>
      <PageEditModeProvider>
        <Outlet />
      </PageEditModeProvider>
    </NavigationMemoryContext.Provider>
  );
}
