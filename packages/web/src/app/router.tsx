import { createBrowserRouter } from 'react-router';
import { ROUTES, flattenRoutes } from '@portal/core';
import {
  buildRouteObjects,
  fetchRouteCode,
  prefetchRouteData,
  preloadRouteCode,
  type RouteDataContext,
} from './routes';

/**
 * The app's router, built from the route table of core, with the current page's code (its layout
 * and page) on its way at once, before the app has started. `preloadCode` asks for the page's
 * texts too, once the app has set up its language, and answers when code and texts have arrived;
 * `prefetchData` asks for the page's first data once the app has its API client, session and
 * configuration.
 */
export function createAppRouter() {
  const routes = buildRouteObjects(flattenRoutes(ROUTES));
  const { pathname } = window.location;
  fetchRouteCode(routes, pathname);
  return {
    router: createBrowserRouter(routes),
    preloadCode: () => preloadRouteCode(routes, pathname),
    prefetchData: (context: RouteDataContext) => prefetchRouteData(routes, pathname, context),
  };
}
