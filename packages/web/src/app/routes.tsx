import { matchRoutes, type RouteObject } from 'react-router';
import { evaluateRouteAccess, type RouteAccessContext, type RouteDef } from '@portal/core';
import { lazyComponent, type LazyComponent } from './lazy-page';
import { PAGE_DATA, type PageDataContext } from './page-data';
import { RootFrame } from './layout/RootFrame';
import { PAGES } from './pages';
import { RouteErrorPage } from './RouteErrorPage';
import { RouteGuard } from './RouteGuard';

type Layout = NonNullable<RouteDef['layout']>;

/** Each layout loads with the first page that uses it: the sign-in page never loads the shell's. */
const LAYOUTS: Readonly<Record<Layout, LazyComponent>> = {
  shell: lazyComponent(() => import('./layout/ShellLayout'), 'ShellLayout'),
  bare: lazyComponent(() => import('./layout/BareLayout'), 'BareLayout'),
  print: lazyComponent(() => import('../features/print/PrintLayout'), 'PrintLayout'),
};

const layoutOf = (route: RouteDef): Layout => route.layout ?? 'shell';

// The route definition rides along as the match's handle: layouts read the current page from it.
const toRouteObject = (route: RouteDef): RouteObject => ({
  path: `/${route.path}`,
  element: <RouteGuard route={route} />,
  handle: route,
});

const withLayout = (routes: readonly RouteDef[], layout: Layout) =>
  routes.filter((route) => layoutOf(route) === layout).map(toRouteObject);

const layoutRoute = (routes: readonly RouteDef[], layout: Layout): RouteObject => {
  const Layout = LAYOUTS[layout];
  return { element: <Layout />, children: withLayout(routes, layout) };
};

/**
 * The router's route objects, built from the flattened route table: one guard per route, each
 * under the layout it names (shell, bare or print).
 */
export function buildRouteObjects(routes: readonly RouteDef[]): RouteObject[] {
  return [
    {
      element: <RootFrame />,
      errorElement: <RouteErrorPage />,
      children: [
        layoutRoute(routes, 'shell'),
        layoutRoute(routes, 'bare'),
        layoutRoute(routes, 'print'),
      ],
    },
  ];
}

/** The route of a path and its parameters (none for a path outside the routes). */
function matchOf(routeObjects: RouteObject[], pathname: string) {
  const match = matchRoutes(routeObjects, pathname)?.at(-1);
  const route: RouteDef | undefined = match?.route.handle;
  return route && match ? { route, params: match.params } : undefined;
}

/** The layout and the page of a path (none for a path outside the routes). */
function codeOf(routeObjects: RouteObject[], pathname: string): LazyComponent[] {
  const route = matchOf(routeObjects, pathname)?.route;
  if (!route) return [];
  const page = PAGES[route.name];
  return page ? [LAYOUTS[layoutOf(route)], page] : [LAYOUTS[layoutOf(route)]];
}

const ignore = () => {};

/**
 * Starts downloading the code of a path's layout and page, before the app has set up its texts:
 * it arrives while the app starts.
 */
export function fetchRouteCode(routeObjects: RouteObject[], pathname: string): void {
  for (const part of codeOf(routeObjects, pathname)) part.fetchCode().catch(ignore);
}

/**
 * Loads the layout and the page of a path at once, with the page's texts, so the first page does
 * not wait for its layout's code before asking for its own; answers when both have arrived (or
 * failed: a failed download shows when they render).
 */
export function preloadRouteCode(routeObjects: RouteObject[], pathname: string): Promise<void> {
  return Promise.all(
    codeOf(routeObjects, pathname).map((part) => part.preload().catch(ignore)),
  ).then(ignore);
}

/** What the first data of a page is asked for with, and the brand's features its guard reads. */
export type RouteDataContext = Omit<PageDataContext, 'params'> & RouteAccessContext;

/**
 * Asks for the first data of a path's page, when the page names it (`PAGE_DATA`) and its guard
 * will let the person in, while its code downloads: the page finds it in the query cache instead
 * of asking once its code has run.
 */
export function prefetchRouteData(
  routeObjects: RouteObject[],
  pathname: string,
  { features, ...context }: RouteDataContext,
): void {
  const match = matchOf(routeObjects, pathname);
  if (!match) return;
  const { route, params } = match;
  if (evaluateRouteAccess(route, { session: context.session, features }).kind !== 'allowed') return;
  PAGE_DATA[route.name]?.().then(
    (module) => module.prefetchPageData({ ...context, params }),
    ignore,
  );
}
