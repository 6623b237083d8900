import type { Session } from './session';

/** The pseudo-claim that any signed-in user holds. */
export const ANY = 'any';

/**
 * An access rule of the spec: a single claim, a list where any one suffices, or nested lists
 * where every claim of an inner list is required. `'any'` means any signed-in user.
 */
export type AccessRule = string | ReadonlyArray<string | ReadonlyArray<string>>;

/** True when the session holds the claim (by claim type) or the role (case-insensitive). */
export function holds(session: Session, claim: string): boolean {
  if (claim === ANY) return true;
  const wanted = claim.toLowerCase();
  return (
    session.claims.some((c) => c.type.toLowerCase() === wanted && c.value !== 'false') ||
    session.roles.some((role) => role.toLowerCase() === wanted)
  );
}

/** Evaluates a rule for a signed-in session. Anonymous visitors are handled by the caller. */
export function satisfies(session: Session, rule: AccessRule): boolean {
  if (typeof rule === 'string') return holds(session, rule);
  return rule.some((term) =>
    typeof term === 'string' ? holds(session, term) : term.every((claim) => holds(session, claim)),
  );
}
