import { describe, expect, it } from 'vitest';
import { cohortClaimsFor, isCohortClaimType } from './cohort';

const now = new Date('2025-11-23T12:00:00Z');

describe('cohort claims of group membership', () => {
  it('gives the current cohort for a join in this school year', () => {
    expect(cohortClaimsFor([new Date('2025-08-01T00:00:00Z')], now)).toEqual([
      { type: 'cohort', value: 'cohort2526' },
    ]);
  });

  it('gives previous-cohort claims for joins of earlier school years, each once, oldest first', () => {
    const joins = ['2024-09-01', '2021-07-01', '2024-10-01', '2019-09-01'].map(
      (d) => new Date(`${d}T12:00:00Z`),
    );
    expect(cohortClaimsFor(joins, now)).toEqual([
      { type: 'cohort2122', value: 'true' },
      { type: 'cohort2425', value: 'true' },
    ]);
  });

  it('gives nothing without memberships', () => {
    expect(cohortClaimsFor([], now)).toEqual([]);
  });

  it('recognises the claim types the sync owns', () => {
    expect(isCohortClaimType('cohort')).toBe(true);
    expect(isCohortClaimType('Cohort2526')).toBe(true);
    expect(isCohortClaimType('cohortAccountAdmin')).toBe(false);
  });
});
