import { evaluateRouteAccess, type RouteDef, type RouteAccessContext } from '@portal/core';

export type MenuEntry = { name: string; to: string };

/** The address of a menu route: optional parameters left out; null when one is required. */
export function menuPath(path: string): string | null {
  const segments = path.split('/').filter((segment) => segment !== '' && !segment.endsWith('?'));
  if (segments.some((segment) => segment.startsWith(':') || segment === '*')) return null;
  return `/${segments.join('/')}`;
}

/** The drawer's entries: routes marked `menu` that this session may open. */
export function menuEntries(routes: readonly RouteDef[], ctx: RouteAccessContext): MenuEntry[] {
  return routes.flatMap((route) => {
    if (!route.menu) return [];
    const kind = evaluateRouteAccess(route, ctx).kind;
    const to = menuPath(route.path);
    return (kind === 'allowed' || kind === 'redirect') && to !== null
      ? [{ name: route.name, to }]
      : [];
  });
}
