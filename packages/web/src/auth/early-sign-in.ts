import { matchRoutePath, safeRedirectPath } from '@portal/core';
import type { SignInRequest } from './sign-in-state';
import { oidcAuthority } from './stored-user';

type Place = { pathname: string; search: string; origin: string };

/** Whether the tab holds a user of this origin's identity service (even an expired one). */
function holdsUser(tabStorage: Storage, origin: string): boolean {
  const prefix = `oidc.user:${oidcAuthority(origin)}:`;
  for (let index = 0; index < tabStorage.length; index++) {
    if (tabStorage.key(index)?.startsWith(prefix)) return true;
  }
  return false;
}

/**
 * The sign-in to start before the app boots, or null when the app must boot. A visitor with no
 * user in the tab who opens a page that needs one (or `/login` itself) would see nothing of the
 * app before the browser leaves for the identity service, and the sign-in page boots the app
 * again: so the browser leaves at once. Whatever needs the app's judgement boots it: a held user
 * (the app may renew it), a route that redirects by feature, an anonymous or unknown route, the
 * return from the identity service, a sign-in page showing errors.
 */
export function earlySignInRequest(place: Place, tabStorage: Storage): SignInRequest | null {
  if (holdsUser(tabStorage, place.origin)) return null;
  const query = new URLSearchParams(place.search);
  if (place.pathname.toLowerCase() === '/login') {
    if (query.has('state') || query.has('errors')) return null;
    return { redirect: safeRedirectPath(query.get('redirect')), email: query.get('email') };
  }
  const match = matchRoutePath(place.pathname);
  if (!match || match.route.anonymous || match.route.redirect || match.route.external) return null;
  // As the guard's sign-in address hands on: the path to come back to and the e-mail.
  if (query.has('errors')) return null;
  return { redirect: `${place.pathname}${place.search}`, email: query.get('email') };
}
