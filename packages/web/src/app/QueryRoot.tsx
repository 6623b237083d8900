import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useIsPrintView } from '../features/print/print-view';
import { createQueryClient } from './query-client';

/** One cache for every page that reads through TanStack Query. */
export const queryClient = createQueryClient();

/**
 * Wraps the pages that fetch with TanStack Query. It lives in their chunks, not in the shell,
 * so pages without server data (and the first load) do without the library. A print view gets a
 * cache of its own, kept no longer than it reads it: the PDF renderer moves one running app from
 * document to document, and each prints its data as the server holds it now, not as an earlier
 * document of the same subject read it.
 */
export function QueryRoot({ children }: { children: ReactNode }) {
  const printView = useIsPrintView();
  const [client] = useState(() => (printView ? createQueryClient({ gcTime: 0 }) : queryClient));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
