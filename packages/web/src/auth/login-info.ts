import { STORAGE_KEYS, type ClaimType, type Session } from '@portal/core';
import type { SignInRequest } from './sign-in-state';

/** The stored login hint of the spec: remember-me, provider and e-mail (local storage). */
export type LoginInfo = { rememberMe: boolean; provider: string; email: string };

/** The choice made on the sign-in screen, held for the tab until the sign-in completes. */
export const PENDING_LOGIN_INFO_KEY = `${STORAGE_KEYS.loginInfo}.pending`;

const IMPERSONATION_CLAIM: ClaimType = 'originalUserId';

function parse(text: string | null): LoginInfo | null {
  try {
    const value: unknown = JSON.parse(text ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { rememberMe, provider, email } = value as Record<string, unknown>;
    if (typeof rememberMe !== 'boolean' || typeof provider !== 'string') return null;
    if (typeof email !== 'string') return null;
    return { rememberMe, provider, email };
  } catch {
    return null;
  }
}

/** The stored login hint, or null when none (or an unreadable one) is stored. */
export function readLoginInfo(storage: Storage): LoginInfo | null {
  return parse(storage.getItem(STORAGE_KEYS.loginInfo));
}

/** Holds the sign-in screen's choice until the return page knows who signed in. */
export function holdLoginChoice(tabStorage: Storage, info: LoginInfo): void {
  tabStorage.setItem(PENDING_LOGIN_INFO_KEY, JSON.stringify(info));
}

/** Takes the held choice (it is used once). */
export function takeLoginChoice(tabStorage: Storage): LoginInfo | null {
  const info = parse(tabStorage.getItem(PENDING_LOGIN_INFO_KEY));
  tabStorage.removeItem(PENDING_LOGIN_INFO_KEY);
  return info;
}

/**
 * After a sign-in: remember-me keeps the hint, no remember-me forgets it. While impersonating
 * (the original-user claim is present) nothing is stored, so the impersonated person's address
 * never becomes the admin's sign-in hint.
 */
export function rememberLogin(storage: Storage, info: LoginInfo, session: Session | null): void {
  const impersonating = session?.claims.some((claim) => claim.type === IMPERSONATION_CLAIM);
  if (impersonating) return;
  if (info.rememberMe) storage.setItem(STORAGE_KEYS.loginInfo, JSON.stringify(info));
  else storage.removeItem(STORAGE_KEYS.loginInfo);
}

/**
 * A sign-in request completed with the stored login hint: its e-mail when none is given, its
 * remember-me and provider.
 */
export function withLoginHint(
  request: SignInRequest,
  storage: Storage = localStorage,
): SignInRequest {
  const stored = readLoginInfo(storage);
  return {
    ...request,
    email: request.email || stored?.email || null,
    rememberMe: request.rememberMe ?? stored?.rememberMe ?? false,
    provider: request.provider ?? stored?.provider ?? 'local',
  };
}
