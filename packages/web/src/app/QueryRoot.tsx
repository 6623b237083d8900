import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';

/** One cache for every page that reads through TanStack Query. */
export const queryClient = createQueryClient();

/**
 * Wraps the pages that fetch with TanStack Query. It lives in their chunks, not in the shell,
 * so pages without server data (and the first load) do without the library.
 */
export function QueryRoot({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
