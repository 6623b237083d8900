import { createContext, useContext, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  lookupPageText,
  type AppPage,
  type PageTextValue,
  type RouteDef,
  routeTitleKey,
} from '@portal/core';
import { usePortal } from './portal-context';

export type PageMeta = {
  title: string;
  hideToolbar: boolean;
  helpVideo: string | null;
};

export const EMPTY_PAGE_META: PageMeta = {
  title: '',
  hideToolbar: false,
  helpVideo: null,
};

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

/** A text of the page itself (not the default page's: those would apply to every page). */
const ownText = (page: AppPage | undefined, name: string): PageTextValue | undefined =>
  page ? lookupPageText([page], page.name, name) : undefined;

/**
 * The meta of a route: its title, hide-toolbar flag and help video, each overridable by the
 * configured page's `title`, `hideToolbar` ('true'/'false') and `helpVideo` texts.
 */
export function pageMetaOf(
  route: RouteDef,
  page: AppPage | undefined,
  routeTitle: string,
): PageMeta {
  const hideToolbar = ownText(page, 'hideToolbar')?.value;
  return {
    title: ownText(page, 'title')?.value || routeTitle,
    hideToolbar: hideToolbar === undefined ? (route.hideToolbar ?? false) : hideToolbar === 'true',
    helpVideo: ownText(page, 'helpVideo')?.value || route.helpVideo || null,
  };
}

/**
 * Sets the tab title (`<title> | <site title>`) and hands the page's meta to the shell (toolbar
 * title, hide-toolbar flag, help video).
 */
export function usePageMeta(route: RouteDef): PageMeta {
  const { t } = useTranslation();
  const { brand, config } = usePortal();
  const setMeta = usePageMetaState()?.setMeta;
  const page = configuredPage(config.pages, route);
  const params = useParams();
  const routeTitle = t(routeTitleKey(route, params));
  const meta = useMemo(() => pageMetaOf(route, page, routeTitle), [route, page, routeTitle]);
  useEffect(() => {
    document.title = `${meta.title} | ${brand.siteTitle}`;
    setMeta?.(meta);
  }, [brand.siteTitle, meta, setMeta]);
  return meta;
}
