import type { TextKey } from '@portal/core/i18n';
import {
  evaluateRouteAccess,
  matchRoutePath,
  type RouteAccessContext,
  type RouteDef,
} from '@portal/core';

export type MenuEntry = { name: string; titleKey: TextKey; to: string };

/** The address of a menu route: optional parameters left out; null when one is required. */
export function menuPath(path: string): string | null {
  const segments = path.split('/').filter((segment) => segment !== '' && !segment.endsWith('?'));
  if (segments.some((segment) => segment.startsWith(':') || segment === '*')) return null;
  return `/${segments.join('/')}`;
}

/** True when the session may open the route, following its redirect to the target route. */
function mayOpen(route: RouteDef, ctx: RouteAccessContext): boolean {
  const access = evaluateRouteAccess(route, ctx);
  if (access.kind !== 'redirect') return access.kind === 'allowed';
  const target = matchRoutePath(access.to);
  return target !== null && evaluateRouteAccess(target.route, ctx).kind === 'allowed';
}

/** Offered in the drawer: a page of its own, built, that this session may open and is for. */
function offered(route: RouteDef, ctx: RouteAccessContext): boolean {
  if (!route.menu || route.plannedIn !== undefined || !mayOpen(route, ctx)) return false;
  return route.menuRule === undefined || mayOpen({ ...route, rule: route.menuRule }, ctx);
}

/**
 * The drawer's entries. A page still to come is reachable by its address (it says so) but not
 * offered; an admin page open to all is offered to its staff only (`menuRule`).
 */
export function menuEntries(routes: readonly RouteDef[], ctx: RouteAccessContext): MenuEntry[] {
  return routes.flatMap((route) => {
    const to = menuPath(route.path);
    return to !== null && offered(route, ctx)
      ? [{ name: route.name, titleKey: route.titleKey, to }]
      : [];
  });
}
