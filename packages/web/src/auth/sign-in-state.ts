import { safeRedirectPath } from '@portal/core';

/** The first screen the identity service shows (its `screen_hint`). */
export type SignInHint = 'login' | 'register' | 'passcodelogin' | 'forgotpassword';

/** What starting a sign-in needs: where to land afterwards, and the hints for the screens. */
export type SignInRequest = {
  redirect: string;
  email?: string | null;
  rememberMe?: boolean;
  /** 'local' (e-mail and password or code); external providers need the socialLogin setup. */
  provider?: string;
  hint?: SignInHint;
  inviteCode?: string | null;
};

/** What the sign-in carries through the identity service and back (oidc-client-ts `state`). */
export type SignInState = { redirect: string; rememberMe: boolean; provider: string };

export function signInStateOf(request: SignInRequest): SignInState {
  return {
    redirect: safeRedirectPath(request.redirect),
    rememberMe: request.rememberMe ?? false,
    provider: request.provider ?? 'local',
  };
}

/**
 * The state read back after the sign-in. It went through the browser's address bar and storage,
 * so it is checked again: a redirect that is not a path of this site becomes home.
 */
export function readSignInState(state: unknown): SignInState {
  const record =
    typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  return {
    redirect: safeRedirectPath(typeof record.redirect === 'string' ? record.redirect : null),
    rememberMe: record.rememberMe === true,
    provider: typeof record.provider === 'string' ? record.provider : 'local',
  };
}

/** The extra authorization parameters the identity service reads (see its interaction page). */
export function authorizationExtras(request: SignInRequest): Record<string, string> {
  return {
    ...(request.hint ? { screen_hint: request.hint } : {}),
    ...(request.inviteCode ? { invite_code: request.inviteCode } : {}),
  };
}
