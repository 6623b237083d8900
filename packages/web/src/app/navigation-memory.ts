import { createContext, useContext, type RefObject } from 'react';

/**
 * The last location a guard let through, so a refused route can send the user back there.
 * A ref: writing it must not re-render anything.
 */
export const NavigationMemoryContext = createContext<RefObject<string | null>>({ current: null });

export const useNavigationMemory = () => useContext(NavigationMemoryContext);

/**
 * Where a refused user goes: back where they came from; home from login, from a first load, or
 * from the page they were on when it closed under them (its feature switched off meanwhile).
 */
export function fallbackLocation(lastAllowed: string | null, here: string): string {
  if (!lastAllowed || lastAllowed === here) return '/';
  const path = lastAllowed.split('?')[0]?.toLowerCase() ?? '';
  return path === '/login' ? '/' : lastAllowed;
}
