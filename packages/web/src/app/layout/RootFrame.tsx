import { useRef } from 'react';
import { Outlet } from 'react-router';
import { NavigationMemoryContext } from '../navigation-memory';

/** The root of every route: remembers where the guards last let the user through. */
export function RootFrame() {
  const lastAllowed = useRef<string | null>(null);
  return (
    <NavigationMemoryContext.Provider value={lastAllowed}>
      <Outlet />
    </NavigationMemoryContext.Provider>
  );
}
