import { describe, expect, it } from 'vitest';
import { sessionWith } from '../access/test-session';
import { canReadSurveyResults } from './results-access';

const release = { ownerUserAccountId: 'owner', targetAccounts: { adminUserAccountIds: ['admin'] } };
const viewer = (userAccountId: string | null, claims: string[] = []) => ({
  session: sessionWith(claims),
  userAccountId,
});

describe('who reads survey results', () => {
  it('lets survey admins, global data access, the owner and the target accounts admins in', () => {
    expect(canReadSurveyResults(viewer('x', ['surveyAdmin']), release)).toBe(true);
    expect(canReadSurveyResults(viewer(null, ['globalDataAccess']), release)).toBe(true);
    expect(canReadSurveyResults(viewer('owner'), release)).toBe(true);
    expect(canReadSurveyResults(viewer('admin'), release)).toBe(true);
  });

  it('keeps editors, other staff and people without an account out', () => {
    expect(canReadSurveyResults(viewer('x', ['surveyEditor', 'clientAdmin']), release)).toBe(false);
    expect(canReadSurveyResults(viewer(null), { ...release, ownerUserAccountId: null })).toBe(
      false,
    );
  });
});
