import { createBrowserRouter } from 'react-router';
import { ROUTES, flattenRoutes } from '@portal/core';
import { buildRouteObjects, preloadRouteCode } from './routes';

/**
 * The app's router, built from the route table of core, with the current page's code (its layout
 * and page) on its way: `codeReady` answers when it has arrived.
 */
export function createAppRouter() {
  const routes = buildRouteObjects(flattenRoutes(ROUTES));
  const codeReady = preloadRouteCode(routes, window.location.pathname);
  return { router: createBrowserRouter(routes), codeReady };
}
