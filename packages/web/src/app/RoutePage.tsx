import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense } from 'react';
import type { RouteDef } from '@portal/core';
import { usePageMeta } from './page-meta';
import { NotAvailableYetPage, PAGES } from './pages';

function PageLoading() {
  return (
    <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000 }}>
      <LinearProgress />
    </Box>
  );
}

/** A route the guard let through: its page meta, then its page (or "not available yet"). */
export function RoutePage({ route }: { route: RouteDef }) {
  usePageMeta(route);
  const Page = PAGES[route.name] ?? NotAvailableYetPage;
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}
