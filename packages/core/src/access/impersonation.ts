import { isSecurityAdmin } from './derived';
import type { Session } from './session';

/** The claim a security admin saves on its own user to act as another user (value: its id). */
export const IMPERSONATE_CLAIM = 'impersonate';
/** In the tokens of an impersonating admin: the admin's own user id. */
export const ORIGINAL_USER_CLAIM = 'originalUserId';
/** In a token: the id of the user's account in the token's brand. */
export const USER_ACCOUNT_ID_CLAIM = 'userAccountId';

/**
 * Claim types the identity service computes when it issues a token; they are never stored on a
 * user or a role (a stored copy would go stale or could be forged by an admin).
 */
export const TOKEN_DERIVED_CLAIM_TYPES: readonly string[] = [
  ORIGINAL_USER_CLAIM,
  USER_ACCOUNT_ID_CLAIM,
];

const sameType = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** True for a claim type that only the identity service may put in a token. */
export function isTokenDerivedClaimType(type: string): boolean {
  return TOKEN_DERIVED_CLAIM_TYPES.some((derived) => sameType(derived, type));
}

/** True for the impersonate claim type (compared like access rules: any case). */
export function isImpersonateClaimType(type: string): boolean {
  return sameType(type, IMPERSONATE_CLAIM);
}

/** The id of the person really signed in while they act as another user; null otherwise. */
export function originalUserIdOf(session: Session | null): string | null {
  const claim = session?.claims.find((c) => sameType(c.type, ORIGINAL_USER_CLAIM));
  return claim && claim.value.trim() !== '' ? claim.value : null;
}

export type ImpersonationRefusal = 'missing' | 'self' | 'securityAdmin';

/**
 * Why `actorUserId` may not act as `target` (undefined: the user does not exist), or null when
 * it may. Acting as another security admin is refused: it would hand over that admin's rights
 * without leaving the target's name on the changes.
 */
export function impersonationRefusal(
  actorUserId: string,
  target: Session | undefined,
): ImpersonationRefusal | null {
  if (!target) return 'missing';
  if (target.userId.toLowerCase() === actorUserId.toLowerCase()) return 'self';
  if (isSecurityAdmin(target)) return 'securityAdmin';
  return null;
}
