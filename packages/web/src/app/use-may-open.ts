import { evaluateRouteAccess, findRouteByName } from '@portal/core';
import { usePortal } from './portal-context';
import { useSession } from '../auth/session-context';

/**
 * Whether this person may open the route of that name (its rule and feature, as the route
 * guard decides), so a screen offers only the links that open.
 */
export function useMayOpen(): (routeName: string) => boolean {
  const { session } = useSession();
  const { config } = usePortal();
  return (routeName) => {
    const route = findRouteByName(routeName);
    return (
      route !== undefined &&
      evaluateRouteAccess(route, { session, features: config.features }).kind === 'allowed'
    );
  };
}
