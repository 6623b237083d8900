import { describe, expect, it } from 'vitest';
import {
  CHECKUP_STAFF,
  EVENT_MANAGERS,
  ORGANISATION_STAFF,
  PLAN_CALLERS,
  PROFILE_COACHES,
  TRAINER_OR_ADMIN,
} from './roles';
import { satisfies } from './rules';
import { sessionWith } from './test-session';

describe('the named rules', () => {
  it('trainer or admin is any of trainer, clientCoach, eventAdmin, clientAdmin (spec)', () => {
    expect([...TRAINER_OR_ADMIN].sort()).toEqual(
      ['clientAdmin', 'clientCoach', 'eventAdmin', 'trainer'].sort(),
    );
  });

  it('organisation staff are admins, trainers and employees with global data access', () => {
    expect([...ORGANISATION_STAFF].sort()).toEqual(
      ['clientAdmin', 'clientCoach', 'eventAdmin', 'globalDataAccess', 'trainer'].sort(),
    );
  });

  it('event managers are event admins and trainers, not client admins', () => {
    expect(satisfies(sessionWith(['clientCoach']), EVENT_MANAGERS)).toBe(true);
    expect(satisfies(sessionWith(['clientAdmin']), EVENT_MANAGERS)).toBe(false);
  });

  it('profile coaches need profile access or security admin', () => {
    expect(satisfies(sessionWith(['trainer']), PROFILE_COACHES)).toBe(false);
    expect(satisfies(sessionWith(['trainer', 'profileViewer']), PROFILE_COACHES)).toBe(true);
    expect(satisfies(sessionWith(['securityAdmin']), PROFILE_COACHES)).toBe(true);
  });

  it('plan callers are plan owners, profile coaches and employees', () => {
    for (const claims of [
      ['tractionPlan'],
      ['clientCoach', 'profileViewer'],
      ['globalDataAccess'],
    ]) {
      expect(satisfies(sessionWith(claims), PLAN_CALLERS), claims.join()).toBe(true);
    }
    expect(satisfies(sessionWith(['clientCoach']), PLAN_CALLERS)).toBe(false);
  });

  it('checkup staff add tfg and global data access to trainer or admin', () => {
    expect(satisfies(sessionWith(['tfg']), CHECKUP_STAFF)).toBe(true);
    expect(satisfies(sessionWith(['participant']), CHECKUP_STAFF)).toBe(false);
  });
});
