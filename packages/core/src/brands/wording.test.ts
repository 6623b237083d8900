import { describe, expect, it } from 'vitest';
import { BRANDS } from './brands';
import { wordingValues } from './wording';

describe('wordingValues', () => {
  it('passes the brand wording through', () => {
    expect(wordingValues(BRANDS.leaders.wording)).toMatchObject({
      plan: 'Growth Plan',
      groups: 'Cohorts',
      companies: 'Partners',
    });
  });

  it('adds capitalised coach labels', () => {
    expect(wordingValues(BRANDS.schools.wording)).toMatchObject({
      coach: 'strategist',
      Coach: 'Strategist',
      Coaches: 'Strategists',
    });
  });
});
