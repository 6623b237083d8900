import { describe, expect, it } from 'vitest';
import { ANY, anyOf, holds, satisfies, type AccessRule } from './rules';
import { sessionWith } from './test-session';

describe('holds', () => {
  it('grants a claim the session carries', () => {
    expect(holds(sessionWith(['trainer']), 'trainer')).toBe(true);
  });

  it('refuses a claim the session lacks', () => {
    expect(holds(sessionWith(['trainer']), 'eventAdmin')).toBe(false);
  });

  it("grants 'any' to every signed-in session, even one without claims", () => {
    expect(holds(sessionWith([]), ANY)).toBe(true);
  });

  it('matches role names case-insensitively', () => {
    const session = sessionWith([], { roles: ['SecurityAdmin'] });
    expect(holds(session, 'securityadmin')).toBe(true);
    expect(holds(session, 'SECURITYADMIN')).toBe(true);
  });

  it('matches claim types case-insensitively', () => {
    expect(holds(sessionWith(['ProfileViewer']), 'profileViewer')).toBe(true);
  });

  it("does not grant a claim whose value is 'false'", () => {
    const session = sessionWith([], { claimValues: { tractionPlan: 'false' } });
    expect(holds(session, 'tractionPlan')).toBe(false);
  });

  it('grants a claim with any other value, such as an event type id', () => {
    const session = sessionWith([], { claimValues: { eventType: '42|Kickoff' } });
    expect(holds(session, 'eventType')).toBe(true);
  });
});

describe('satisfies', () => {
  const trainer = sessionWith(['trainer']);

  it('checks a single claim', () => {
    expect(satisfies(trainer, 'trainer')).toBe(true);
    expect(satisfies(trainer, 'clientAdmin')).toBe(false);
  });

  it('accepts an any-of list when one claim is held', () => {
    expect(satisfies(trainer, ['eventAdmin', 'trainer'])).toBe(true);
  });

  it('refuses an any-of list when no claim is held', () => {
    expect(satisfies(trainer, ['eventAdmin', 'clientAdmin'])).toBe(false);
  });

  it('needs every claim of a nested all-of list', () => {
    const rule: AccessRule = [['trainer', 'profileViewer']];
    expect(satisfies(trainer, rule)).toBe(false);
    expect(satisfies(sessionWith(['trainer', 'profileViewer']), rule)).toBe(true);
  });

  it('accepts when any one of several all-of lists is complete', () => {
    const rule: AccessRule = [
      ['trainer', 'profileViewer'],
      ['clientCoach', 'profileViewer'],
    ];
    expect(satisfies(sessionWith(['clientCoach', 'profileViewer']), rule)).toBe(true);
    expect(satisfies(sessionWith(['clientCoach', 'trainer']), rule)).toBe(false);
  });

  it('mixes single claims and all-of lists in one rule', () => {
    const rule: AccessRule = ['securityAdmin', ['globalDataAccess', 'backPage']];
    expect(satisfies(sessionWith(['securityAdmin']), rule)).toBe(true);
    expect(satisfies(sessionWith(['globalDataAccess', 'backPage']), rule)).toBe(true);
    expect(satisfies(sessionWith(['backPage']), rule)).toBe(false);
  });

  it("lets 'any' through for a session without claims", () => {
    expect(satisfies(sessionWith([]), ANY)).toBe(true);
    expect(satisfies(sessionWith([]), [ANY])).toBe(true);
  });

  it('refuses an empty list', () => {
    expect(satisfies(trainer, [])).toBe(false);
  });

  it('uses roles as well as claims in lists', () => {
    const session = sessionWith([], { roles: ['EventAdmin'] });
    expect(satisfies(session, ['eventAdmin', 'trainer'])).toBe(true);
  });
});

describe('anyOf', () => {
  it('joins rules into one any-of list, keeping all-of terms whole', () => {
    expect(anyOf('tractionPlan', [['trainer', 'profileViewer']], ['developer', 'tfg'])).toEqual([
      'tractionPlan',
      ['trainer', 'profileViewer'],
      'developer',
      'tfg',
    ]);
  });

  it('lists a claim named by two of the rules once', () => {
    expect(
      anyOf(['eventAdmin', 'globalDataAccess'], ['taClientReporting', 'globalDataAccess']),
    ).toEqual(['eventAdmin', 'globalDataAccess', 'taClientReporting']);
  });

  it('is satisfied when any one of the joined rules is', () => {
    const rule = anyOf([['trainer', 'profileViewer']], 'securityAdmin');
    expect(satisfies(sessionWith(['securityAdmin']), rule)).toBe(true);
    expect(satisfies(sessionWith(['trainer']), rule)).toBe(false);
  });

  it('names only known claims: a misspelt claim fails the type check', () => {
    // @ts-expect-error 'eventAdmn' is not a claim type.
    const misspelt: AccessRule = ['eventAdmn'];
    expect(misspelt).toHaveLength(1);
  });
});
