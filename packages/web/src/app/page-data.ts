import type { Session } from '@portal/core';
import type { Params } from 'react-router';
import type { ApiClient } from '../api/client';

/** What a page's data needs before the page runs: the API, the session, the address's parameters. */
export type PageDataContext = {
  api: ApiClient;
  session: Session | null;
  params: Readonly<Params>;
};

/** A module that asks for a page's first data, into the shared query cache. */
export type PageDataModule = { prefetchPageData: (context: PageDataContext) => void };

/**
 * The pages whose first data is asked for while their code downloads, by route name: the data
 * the page would otherwise ask for only once all its code has arrived and run (a test keeps each
 * prefetch's query the page's own). The modules are small chunks of their own.
 */
export const PAGE_DATA: Readonly<Record<string, () => Promise<PageDataModule>>> = {
  plan: () => import('../features/plan/plan-prefetch'),
};
