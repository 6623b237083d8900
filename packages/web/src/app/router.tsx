import { createBrowserRouter } from 'react-router';
import { ROUTES, flattenRoutes } from '@portal/core';
import { buildRouteObjects, preloadRouteCode } from './routes';

/** The app's router, built from the route table of core; the current page's code starts loading. */
export function createAppRouter() {
  const routes = buildRouteObjects(flattenRoutes(ROUTES));
  preloadRouteCode(routes, window.location.pathname);
  return createBrowserRouter(routes);
}
