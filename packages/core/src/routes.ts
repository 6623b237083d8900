import { ANONYMOUS_ROUTES, EDGE_ROUTES } from './route-table/anonymous';
import { AUTH_ROUTES, SECURITY_ROUTES } from './route-table/auth-security';
import { MAIN_PEOPLE_ROUTES } from './route-table/main-people';
import { MAIN_TOOL_ROUTES } from './route-table/main-tools';
import { PRINT_ROUTES } from './route-table/print';
import type { RouteDef } from './routes.types';

export { ROADMAP_ISSUE } from './route-table/define';
export {
  AUTH_MODES,
  JOBS_TABS,
  authScreenOf,
  routeTitleKey,
  type AuthMode,
  type AuthRouteParams,
  type AuthScreen,
} from './route-table/auth-security';
export { SURVEY_ADMIN_TABS } from './route-table/main-tools';

/**
 * The whole route table of the spec (part 1, section 2). The web router is built from it; the
 * catch-all comes last.
 */
export const ROUTES: readonly RouteDef[] = [
  ...MAIN_PEOPLE_ROUTES,
  ...MAIN_TOOL_ROUTES,
  ...AUTH_ROUTES,
  ...SECURITY_ROUTES,
  ...ANONYMOUS_ROUTES,
  ...PRINT_ROUTES,
  ...EDGE_ROUTES,
];

/**
 * Every route with its children lifted to the top level, their paths joined to full paths
 * (`resources/:code/view/:contentId`). Parents come before their children.
 */
export function flattenRoutes(routes: readonly RouteDef[] = ROUTES, parentPath = ''): RouteDef[] {
  return routes.flatMap(({ children, ...route }) => {
    const path = [parentPath, route.path].filter((part) => part !== '').join('/');
    const flat: RouteDef = { ...route, path };
    return [flat, ...(children ? flattenRoutes(children, path) : [])];
  });
}

/** The route of that name, children included, with its full path. */
export function findRouteByName(
  name: string,
  routes: readonly RouteDef[] = ROUTES,
): RouteDef | undefined {
  return flattenRoutes(routes).find((route) => route.name === name);
}
