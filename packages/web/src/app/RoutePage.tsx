import { Suspense } from 'react';
import type { RouteDef } from '@portal/core';
import { PageLoading } from '../ui/PageLoading';
import { usePageMeta } from './page-meta';
import { NotAvailableYetPage, PAGES } from './pages';

/** A route the guard let through: its page meta, then its page (or "not available yet"). */
export function RoutePage({ route }: { route: RouteDef }) {
  usePageMeta(route);
  const Page = PAGES[route.name];
  return (
    <Suspense fallback={<PageLoading />}>
      {Page ? <Page /> : <NotAvailableYetPage route={route} />}
    </Suspense>
  );
}
