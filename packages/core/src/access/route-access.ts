import { isFeatureEnabled, isGateOpen } from '../domain/features';
import type { RouteDef } from '../routes.types';
import { satisfies } from './rules';
import type { Session } from './session';

/** The outcome of opening a route; the web guard turns each kind into a screen or a redirect. */
export type RouteAccess =
  | { kind: 'allowed' }
  /** `to` is an absolute path ('/resources/list'). */
  | { kind: 'redirect'; to: string }
  | { kind: 'login' }
  | { kind: 'feature-off' }
  | { kind: 'forbidden' }
  | { kind: 'unverified' };

export type RouteAccessContext = {
  session: Session | null;
  features: Readonly<Record<string, boolean>>;
};

/**
 * Decides whether a route opens. The order matters: a redirect rule applies to everyone (it only
 * moves to another route, which is checked in turn); anonymous routes need only their feature (a
 * public page closes with it for everyone); sign-in comes before the feature and claim checks of
 * the other routes so a visitor is never told what the portal offers.
 */
export function evaluateRouteAccess(route: RouteDef, ctx: RouteAccessContext): RouteAccess {
  const { session, features } = ctx;
  if (route.redirect && isFeatureEnabled(features, route.redirect.feature)) {
    return { kind: 'redirect', to: `/${route.redirect.to}` };
  }
  const featureOff = route.feature !== undefined && !isGateOpen(features, route.feature);
  if (route.anonymous) return featureOff ? { kind: 'feature-off' } : { kind: 'allowed' };
  if (!session) return { kind: 'login' };
  if (featureOff) return { kind: 'feature-off' };
  if (!satisfies(session, route.rule)) return { kind: 'forbidden' };
  if (route.verifiedEmail && !session.emailVerified) return { kind: 'unverified' };
  return { kind: 'allowed' };
}
