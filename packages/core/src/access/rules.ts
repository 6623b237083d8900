import type { ClaimType } from './claims';
import type { Session } from './session';

/** The pseudo-claim that any signed-in user holds. */
// `as const` keeps it a literal inside object literals (no widening to string).
export const ANY = 'any' as const;

/** A claim a rule may name: a known claim type, or `'any'` (any signed-in user). */
export type RuleClaim = ClaimType | typeof ANY;

/**
 * An access rule of the spec: a single claim, a list where any one suffices, or nested lists
 * where every claim of an inner list is required. Only known claim types can be named, so a
 * misspelt claim fails the type check.
 */
export type AccessRule = RuleClaim | ReadonlyArray<RuleClaim | readonly ClaimType[]>;

/** One term of an any-of rule: a claim, or claims that are all required. */
type RuleTerm = RuleClaim | readonly ClaimType[];

/**
 * True when the session holds the claim (by claim type) or the role (case-insensitive). Takes
 * any text because some claims are named at run time (the cohort claim of a school year).
 */
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

/** The terms of a rule as an any-of list. */
function termsOf(rule: AccessRule): readonly RuleTerm[] {
  return typeof rule === 'string' ? [rule] : rule;
}

/**
 * A rule satisfied when any of the given rules is: `anyOf(PROFILE_ACCESS, 'securityAdmin')`. A
 * claim named by two of them is listed once.
 */
export function anyOf(...rules: readonly AccessRule[]): readonly RuleTerm[] {
  return [...new Set(rules.flatMap(termsOf))];
}
