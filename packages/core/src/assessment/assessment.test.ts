import { describe, expect, it } from 'vitest';
import type { Session } from '../access/session';
import { zSurveyBody } from '../survey/definition';
import { assessmentAbilities } from './access';
import { assessmentQuestionType, unfitQuestions } from './definition';
import { hasScores, sectionScores } from './scores';

const body = zSurveyBody.parse({
  title: 'Visit',
  pages: [
    {
      name: 'culture',
      title: 'Culture',
      elements: [
        {
          type: 'radiogroup',
          name: 'vision',
          title: 'Vision',
          choices: [0, 1, 2, 4].map((value) => ({ value, text: `L${value}` })),
        },
        {
          type: 'checkbox',
          name: 'habits',
          title: 'Habits',
          choices: [1, 3].map((value) => ({ value, text: `H${value}` })),
        },
        { type: 'boolean', name: 'huddles', title: 'Huddles' },
      ],
    },
    {
      name: 'notes',
      elements: [
        { type: 'text', inputType: 'date', name: 'day', title: 'Day' },
        { type: 'dropdown', name: 'mood', title: 'Mood', choices: [{ value: 'ok', text: 'OK' }] },
        { type: 'rating', name: 'energy', title: 'Energy' },
        { type: 'text', inputType: 'email', name: 'mail', title: 'Mail' },
      ],
    },
  ],
});

describe('assessment definitions', () => {
  it('map survey questions to the four assessment question types, and name the others', () => {
    const types = body.pages.flatMap((p) => p.elements.map(assessmentQuestionType));
    expect(types).toEqual(['options', 'options', 'yesno', 'date', 'options', null, null]);
    expect(unfitQuestions(body)).toEqual(['energy', 'mail']);
  });
});

describe('assessment scores', () => {
  it('score sections as a share of what their answered numeric options could earn', () => {
    expect(hasScores(body)).toBe(true);
    const scores = sectionScores(body, { vision: 2, habits: [3], huddles: true, mood: 'ok' });
    // (2 + 3) of (4 + 1 + 3); the second section has no numeric options.
    expect(scores).toEqual([
      { section: 'culture', title: 'Culture', percent: 63 },
      { section: 'notes', title: 'notes', percent: null },
    ]);
    expect(sectionScores(body, {})[0]?.percent).toBeNull();
  });
});

describe('who answers an assessment', () => {
  const session: Session = {
    userId: 'u',
    email: 'a@b.example',
    emailVerified: true,
    claims: [],
    roles: [],
  };
  const account = { adminUserAccountIds: ['admin'], trainerUserAccountIds: ['coach', 'other'] };
  const open = { assessorUserAccountId: 'coach', completedAt: null };
  const as = (userAccountId: string) => ({ session, userAccountId });
  it("is its assessor or the account's admin while it is open, never another trainer", () => {
    expect(assessmentAbilities(as('coach'), account, open).answer).toBe(true);
    expect(assessmentAbilities(as('admin'), account, open).answer).toBe(true);
    expect(assessmentAbilities(as('other'), account, open).answer).toBe(false);
    const done = { ...open, completedAt: '2026-01-01T00:00:00Z' };
    expect(assessmentAbilities(as('coach'), account, done).answer).toBe(false);
  });
});
