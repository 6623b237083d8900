import { INVITE_CODE_PATTERN } from '@portal/core';

/**
 * Parameters of an authorization request beyond OpenID Connect's, which the web app sends to
 * pick the first screen: `screen_hint` (login, register, passcodelogin, forgotpassword) and
 * `invite_code` (a registration by invitation).
 */
export const SCREEN_HINT = 'screen_hint';
export const INVITE_CODE = 'invite_code';
export const EXTRA_AUTHORIZATION_PARAMS = [SCREEN_HINT, INVITE_CODE] as const;

/** The screens of the sign-in page an authorization request may open on. */
const HINTED_SCREENS = new Set(['login', 'register', 'passcodelogin', 'forgotpassword']);

/**
 * Where the provider sends the browser to sign in: `/auth/<screen>?interaction=<uid>`, or
 * `/auth/invite/register/<code>?interaction=<uid>` for an invitation. An unknown hint opens the
 * login screen; a malformed invitation code is dropped rather than put in the path.
 */
export function interactionPageUrl(params: Record<string, unknown>, uid: string): string {
  const hint = typeof params[SCREEN_HINT] === 'string' ? params[SCREEN_HINT] : 'login';
  const screen = HINTED_SCREENS.has(hint) ? hint : 'login';
  const code = params[INVITE_CODE];
  const query = `?interaction=${encodeURIComponent(uid)}`;
  if (typeof code === 'string' && INVITE_CODE_PATTERN.test(code)) {
    return `/auth/invite/register/${code}${query}`;
  }
  return `/auth/${screen}${query}`;
}
