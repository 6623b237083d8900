import { Suspense, useRef } from 'react';
import { Outlet } from 'react-router';
import { NavigationMemoryContext } from '../navigation-memory';
import { PageEditModeProvider } from '../PageEditModeProvider';
import { PageLoading } from '../../ui/PageLoading';

/**
 * The root of every route: remembers where the guards last let the user through, holds the
 * page-text edit mode, and shows the loading bar while a layout's code arrives.
 */
export function RootFrame() {
  const lastAllowed = useRef<string | null>(null);
  return (
    <NavigationMemoryContext.Provider value={lastAllowed}>
      <PageEditModeProvider>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </PageEditModeProvider>
    </NavigationMemoryContext.Provider>
  );
}
