import { USER_ACCOUNT_ID_CLAIM, type Session } from '@portal/core';

/** The signed-in person's user account in this brand (a claim of the token), or null. */
export function userAccountIdOf(session: Session | null): string | null {
  const claim = session?.claims.find(
    (c) => c.type.toLowerCase() === USER_ACCOUNT_ID_CLAIM.toLowerCase(),
  );
  return claim && claim.value.trim() !== '' ? claim.value : null;
}
