import type { Session } from './session';

/** A user claim of this type, on one's own user, asks to act as the user its value names. */
export const IMPERSONATE_CLAIM = 'impersonate';

/** Carried by the session of someone acting as another user: the id of who they really are. */
export const ORIGINAL_USER_CLAIM = 'originalUserId';

/** The id of the person really signed in while they act as another user; null otherwise. */
export function originalUserIdOf(session: Session | null): string | null {
  const claim = session?.claims.find(
    (c) => c.type.toLowerCase() === ORIGINAL_USER_CLAIM.toLowerCase(),
  );
  return claim && claim.value.trim() !== '' ? claim.value : null;
}
