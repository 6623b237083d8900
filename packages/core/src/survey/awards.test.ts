import { describe, expect, it } from 'vitest';
import { ZAwardProgramSave, awardEarned, awardSurveyCompletedPath } from './awards';

const RELEASE = '4d6f1c2e-8a53-4b8e-9d53-2f0c8b1e6a01';
const program = {
  name: 'Climate',
  achievementType: 'startStrong',
  awardName: 'Start Strong',
  schoolYear: '2026-2027',
  requirements: [{ surveyType: 'StaffSurvey', releaseId: RELEASE, minResponses: 3 }],
  accountIds: [],
};

describe('award surveys', () => {
  it('earns the award when every type reaches its minimum, and never with no type', () => {
    expect(
      awardEarned([
        { completed: 3, minimum: 3 },
        { completed: 9, minimum: 2 },
      ]),
    ).toBe(true);
    expect(
      awardEarned([
        { completed: 3, minimum: 3 },
        { completed: 1, minimum: 2 },
      ]),
    ).toBe(false);
    expect(awardEarned([])).toBe(false);
  });

  it('thanks students on their own page', () => {
    expect(awardSurveyCompletedPath('CampusStudentSurvey')).toBe('/awardsurveycompletedstudent');
    expect(awardSurveyCompletedPath('StudentSurvey')).toBe('/awardsurveycompletedstudent');
    expect(awardSurveyCompletedPath('CampusFamilySurvey')).toBe('/awardsurveycompleted');
  });

  it('takes each type once, a minimum of at least one and a school year of two following years', () => {
    expect(ZAwardProgramSave.safeParse(program).success).toBe(true);
    const twice = { ...program, requirements: [...program.requirements, ...program.requirements] };
    expect(ZAwardProgramSave.safeParse(twice).success).toBe(false);
    const none = { ...program, requirements: [{ ...program.requirements[0], minResponses: 0 }] };
    expect(ZAwardProgramSave.safeParse(none).success).toBe(false);
    expect(ZAwardProgramSave.safeParse({ ...program, schoolYear: '2026-2028' }).success).toBe(
      false,
    );
  });
});
