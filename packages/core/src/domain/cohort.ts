import type { Claim } from '../access/session';
import { cohortClaimName, FIRST_COHORT_YEAR } from '../access/derived';
import { schoolYearStartOf } from './dates';

/** The claim type a current cohort member holds; its value names the school year's cohort. */
export const COHORT_CLAIM_TYPE = 'cohort';

/**
 * The cohort claims membership of cohort groups gives, from the times the person joined them:
 * joined in the current school year → `cohort` = this year's name (`cohort2526`); joined in an
 * earlier school year (from 2020-2021 on) → a previous-cohort claim named after that year
 * (`cohort2425` = 'true'). Joins before 2020-2021 give none. Each claim once.
 */
export function cohortClaimsFor(joinedAt: readonly Date[], now: Date): Claim[] {
  const current = schoolYearStartOf(now);
  const years = new Set(joinedAt.map(schoolYearStartOf).filter((y) => y >= FIRST_COHORT_YEAR));
  const claims: Claim[] = [];
  if (years.has(current)) claims.push({ type: COHORT_CLAIM_TYPE, value: cohortClaimName(current) });
  for (const year of [...years].filter((y) => y < current).sort()) {
    claims.push({ type: cohortClaimName(year), value: 'true' });
  }
  return claims;
}

/** True for a claim type the cohort sync owns: `cohort` and the `cohortYYYY` names. */
export function isCohortClaimType(type: string): boolean {
  return /^cohort(\d{4})?$/i.test(type);
}
