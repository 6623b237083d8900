import { describe, expect, it } from 'vitest';
import { zSurveyBody, type TSurveyBody } from './definition';
import { keptAnswers, surveyAnswerErrors, visibleQuestions } from './answers';
import { prefilledAnswers } from './special-fields';

const body: TSurveyBody = zSurveyBody.parse({
  title: { default: 'Team pulse', es: 'Pulso del equipo' },
  pages: [
    {
      name: 'p1',
      elements: [
        { type: 'text', name: 'first', title: 'First name', special: 'Root_FirstName' },
        {
          type: 'radiogroup',
          name: 'role',
          title: 'Role',
          isRequired: true,
          choices: [
            { value: 'teacher', text: 'Teacher' },
            { value: 'leader', text: 'Leader' },
          ],
        },
        {
          type: 'comment',
          name: 'leading',
          title: 'What do you lead?',
          isRequired: true,
          visibleWhen: { question: 'role', operator: 'equals', value: 'leader' },
        },
        {
          type: 'rating',
          name: 'leadingScore',
          title: 'How well?',
          visibleWhen: { question: 'leading', operator: 'answered' },
        },
      ],
    },
    {
      name: 'p2',
      elements: [
        { type: 'text', name: 'age', title: 'Age', inputType: 'number', min: 16, max: 99 },
        { type: 'text', name: 'day', title: 'Day', inputType: 'date', min: '2026-01-01' },
        {
          type: 'checkbox',
          name: 'likes',
          title: 'Likes',
          maxSelectedChoices: 2,
          choices: [1, 2, 3].map((value) => ({ value, text: `Choice ${value}` })),
        },
        {
          type: 'matrix',
          name: 'grid',
          title: 'Agree?',
          isRequired: true,
          rows: [
            { value: 'a', text: 'A' },
            { value: 'b', text: 'B' },
          ],
          columns: [1, 2, 3, 4, 5].map((value) => ({ value, text: String(value) })),
        },
        { type: 'boolean', name: 'yes', title: 'Yes?' },
        {
          type: 'ranking',
          name: 'order',
          title: 'Order',
          choices: ['x', 'y', 'z'].map((value) => ({ value, text: value })),
        },
      ],
    },
  ],
});

describe('survey definitions', () => {
  it('refuses a condition on a later or unknown question, and a name used twice', () => {
    const result = zSurveyBody.safeParse({
      title: 'T',
      pages: [
        {
          name: 'p',
          elements: [
            {
              type: 'boolean',
              name: 'a',
              title: 'A',
              visibleWhen: { question: 'b', operator: 'answered' },
            },
            { type: 'boolean', name: 'b', title: 'B' },
            { type: 'boolean', name: 'b', title: 'B again' },
          ],
        },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      '"a" depends on "b", which is not an earlier question',
      'Two questions are named "b"',
    ]);
  });

  it('refuses unknown question types, unknown keys and script-like names', () => {
    const page = (element: object) => ({ title: 'T', pages: [{ name: 'p', elements: [element] }] });
    expect(zSurveyBody.safeParse(page({ type: 'html', name: 'a', title: 'A' })).success).toBe(
      false,
    );
    expect(
      zSurveyBody.safeParse(page({ type: 'boolean', name: 'a', title: 'A', onLoad: 'x' })).success,
    ).toBe(false);
    expect(
      zSurveyBody.safeParse(page({ type: 'boolean', name: '__proto__', title: 'A' })).success,
    ).toBe(false);
  });
});

describe('conditional questions', () => {
  it('shows a question when an earlier answer matches, and hides what depends on a hidden one', () => {
    const names = (answers: object) =>
      visibleQuestions(body, answers as never).map((question) => question.name);
    expect(names({ role: 'teacher', leading: 'x' })).not.toContain('leading');
    expect(names({ role: 'teacher', leading: 'x' })).not.toContain('leadingScore');
    expect(names({ role: 'leader', leading: 'x' })).toContain('leadingScore');
  });

  it('keeps only the answers of visible questions', () => {
    expect(keptAnswers(body, { role: 'teacher', leading: 'x', yes: false })).toEqual({
      role: 'teacher',
      yes: false,
    });
  });
});

describe('answer checks', () => {
  const complete = { role: 'leader', leading: 'The choir', grid: { a: 1, b: 5 } };

  it('accepts a complete set of valid answers', () => {
    expect(
      surveyAnswerErrors(
        body,
        {
          ...complete,
          age: 30,
          day: '2026-05-01',
          likes: [1, 3],
          yes: true,
          order: ['z', 'x', 'y'],
        },
        { complete: true },
      ),
    ).toEqual({});
  });

  it('asks for required answers only on submission, counting only visible questions', () => {
    expect(surveyAnswerErrors(body, { role: 'teacher' }, { complete: false })).toEqual({});
    expect(surveyAnswerErrors(body, { role: 'leader' }, { complete: true })).toEqual({
      leading: 'required',
      grid: 'required',
    });
    expect(
      surveyAnswerErrors(body, { role: 'teacher', grid: { a: 1 } }, { complete: true }),
    ).toEqual({
      grid: 'required',
    });
  });

  it('refuses answers outside the definition', () => {
    expect(
      surveyAnswerErrors(
        body,
        {
          role: 'admin',
          age: 12,
          day: '2025-12-31',
          likes: [1, 2, 3],
          grid: { a: 9 },
          yes: 'yes',
          order: ['x', 'y'],
          ghost: 'boo',
        },
        { complete: false },
      ),
    ).toEqual({
      role: 'notAChoice',
      age: 'belowMin',
      day: 'belowMin',
      likes: 'tooManyChoices',
      grid: 'notAChoice',
      yes: 'invalid',
      order: 'incompleteRanking',
      ghost: 'invalid',
    });
  });
});

describe('special fields', () => {
  it('prefills the respondent and keeps what they already answered', () => {
    expect(prefilledAnswers(body, { firstName: 'Ada' })).toEqual({ first: 'Ada' });
    expect(prefilledAnswers(body, { firstName: 'Ada' }, { first: 'Lovelace' })).toEqual({
      first: 'Lovelace',
    });
  });
});
