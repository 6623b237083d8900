import { createContext, useContext, type RefObject } from 'react';

/**
 * The last location a guard let through, so a refused route can send the user back there.
 * A ref: writing it must not re-render anything.
 */
export const NavigationMemoryContext = createContext<RefObject<string | null>>({ current: null });

export const useNavigationMemory = () => useContext(NavigationMemoryContext);

/** Where a refused user goes: back where they came from, or home from login or a first load. */
export function fallbackLocation(lastAllowed: string | null): string {
  if (!lastAllowed) return '/';
  const path = lastAllowed.split('?')[0]?.toLowerCase() ?? '';
  return path === '/login' ? '/' : lastAllowed;
}
