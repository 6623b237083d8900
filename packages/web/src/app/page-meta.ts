import { createContext, useContext, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { lookupPageText, type AppPage, type RouteDef } from '@portal/core';
import { usePortal } from './portal-context';

export type PageMeta = { title: string; hideToolbar: boolean; helpVideo: string | null };

export const EMPTY_PAGE_META: PageMeta = { title: '', hideToolbar: false, helpVideo: null };

/** The shell reads the page's meta from here; pages write it through `usePageMeta`. */
export const PageMetaContext = createContext<{
  meta: PageMeta;
  setMeta: (meta: PageMeta) => void;
} | null>(null);

export const usePageMetaState = () => useContext(PageMetaContext);

/** The configured page of a route: matched by name, else by its route path. */
export function configuredPage(pages: readonly AppPage[], route: RouteDef): AppPage | undefined {
  const path = route.path.toLowerCase();
  return (
    pages.find((page) => page.name === route.name) ??
    pages.find((page) => page.route.replace(/^\//, '').toLowerCase() === path)
  );
}

/**
 * Sets the tab title (`<title> | <site title>`), the toolbar title, the hide-toolbar flag and
 * the help video of the page. A configured page's `title` text overrides the route title.
 */
export function usePageMeta(route: RouteDef): PageMeta {
  const { t } = useTranslation();
  const { brand, config } = usePortal();
  const state = usePageMetaState();
  const setMeta = state?.setMeta;
  const page = configuredPage(config.pages, route);
  const configuredTitle = page ? lookupPageText([page], page.name, 'title')?.value : undefined;
  const title = configuredTitle || t(`route.${route.name}`);
  const meta = useMemo(
    () => ({ title, hideToolbar: route.hideToolbar ?? false, helpVideo: route.helpVideo ?? null }),
    [title, route.hideToolbar, route.helpVideo],
  );
  useEffect(() => {
    document.title = `${meta.title} | ${brand.siteTitle}`;
    setMeta?.(meta);
  }, [brand.siteTitle, meta, setMeta]);
  return meta;
}
