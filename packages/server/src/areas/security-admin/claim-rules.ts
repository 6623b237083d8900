import { isImpersonateClaimType, isTokenDerivedClaimType, isValidGuid } from '@portal/core';
import { HttpError } from '../../http/errors';

export const CLAIM_DERIVED = 'errors.security.claimDerived';
export const IMPERSONATE_OWN_ONLY = 'errors.security.impersonateOwnOnly';

/**
 * Refuses claim types that may not be stored by this path: the ones tokens derive, and
 * `impersonate` (only UpsertClaimToUser on one's own user starts an impersonation).
 */
export function assertStorableClaim(claimType: string): void {
  if (isTokenDerivedClaimType(claimType)) throw new HttpError(422, CLAIM_DERIVED);
  if (isImpersonateClaimType(claimType)) throw new HttpError(422, IMPERSONATE_OWN_ONLY);
}

/** A guid as a user id (lower case, no braces), or undefined when the text is not one. */
export function asUserId(text: string): string | undefined {
  return isValidGuid(text) ? text.replace(/[{}]/g, '').toLowerCase() : undefined;
}
