import type { RouteObject } from 'react-router';
import type { RouteDef } from '@portal/core';
import { BareLayout } from './layout/BareLayout';
import { PrintLayout } from '../features/print/PrintLayout';
import { RootFrame } from './layout/RootFrame';
import { ShellLayout } from './layout/ShellLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { RouteGuard } from './RouteGuard';

// The route definition rides along as the match's handle: layouts read the current page from it.
const toRouteObject = (route: RouteDef): RouteObject => ({
  path: `/${route.path}`,
  element: <RouteGuard route={route} />,
  handle: route,
});

const withLayout = (routes: readonly RouteDef[], layout: RouteDef['layout']) =>
  routes.filter((route) => (route.layout ?? 'shell') === layout).map(toRouteObject);

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
        { element: <ShellLayout />, children: withLayout(routes, 'shell') },
        { element: <BareLayout />, children: withLayout(routes, 'bare') },
        { element: <PrintLayout />, children: withLayout(routes, 'print') },
      ],
    },
  ];
}
