import { createContext, useContext } from 'react';
import { useMatches } from 'react-router';
import type { RouteDef, TPageRef } from '@portal/core';
import { configuredPage } from '../page-meta';
import { usePortal } from '../portal-context';

/** The page a page text belongs to when a test or a preview renders it outside a route. */
export const CurrentPageContext = createContext<TPageRef | null>(null);

/**
 * The configured page of the route shown (by name, else by its path), or the name a new page
 * of that route gets: where the page's texts are looked up first and where an edit saves them.
 */
export function useCurrentPage(): TPageRef | null {
  const { config } = usePortal();
  const given = useContext(CurrentPageContext);
  const route = useMatches().at(-1)?.handle as RouteDef | undefined;
  if (given) return given;
  if (!route) return null;
  return { name: configuredPage(config.pages, route)?.name ?? route.name, route: route.path };
}
