import { describe, expect, it } from 'vitest';
import { zSurveyBody, type TSurveyBody } from './definition';
import { SURVEY_RESULT_TEXTS, scaleFigures, type TQuestionResult } from './result-tallies';
import { surveyResults, type ResultResponse } from './results';

const choices = (...values: string[]) => values.map((value) => ({ value, text: value }));

const BODY: TSurveyBody = zSurveyBody.parse({
  title: 'All',
  pages: [
    {
      name: 'p',
      elements: [
        {
          type: 'radiogroup',
          name: 'role',
          title: { default: 'Role', es: 'Rol' },
          choices: choices('t', 'l'),
        },
        { type: 'checkbox', name: 'topics', title: 'Topics', choices: choices('a', 'b', 'c') },
        { type: 'boolean', name: 'again', title: 'Again', labelTrue: 'Sure' },
        { type: 'rating', name: 'energy', title: 'Energy', rateMin: 1, rateMax: 5 },
        { type: 'text', name: 'age', title: 'Age', inputType: 'number' },
        {
          type: 'matrix',
          name: 'agree',
          title: 'Agree',
          rows: choices('clear', 'useful'),
          columns: choices('no', 'maybe', 'yes'),
        },
        { type: 'ranking', name: 'order', title: 'Order', choices: choices('x', 'y', 'z') },
        { type: 'comment', name: 'notes', title: 'Notes' },
      ],
    },
  ],
});

const versions = new Map([[1, BODY]]);
const options = { locale: 'en-us' as const, anonymous: false };
const RESPONSES: ResultResponse[] = [
  {
    version: 1,
    answers: {
      role: 't',
      topics: ['a', 'b'],
      again: true,
      energy: 5,
      age: 30,
      agree: { clear: 'yes', useful: 'no' },
      order: ['x', 'y', 'z'],
      notes: '<b>great</b>',
    },
  },
  {
    version: 1,
    answers: {
      role: 'l',
      topics: ['a'],
      again: false,
      energy: 3,
      age: 41,
      agree: { clear: 'maybe' },
      order: ['y', 'x', 'z'],
    },
  },
  { version: 1, answers: { role: 't', energy: 4 } },
];

const byName = (name: string) => {
  const set = surveyResults(BODY, versions, RESPONSES, options);
  if (set.hidden) throw new Error('hidden');
  return set.questions.find((q) => q.name === name)!;
};
const as = <K extends TQuestionResult['kind']>(q: TQuestionResult, kind: K) => {
  expect(q.kind).toBe(kind);
  return q as Extract<TQuestionResult, { kind: K }>;
};

describe('survey results', () => {
  it('counts choices with their share of the answers', () => {
    const role = as(byName('role'), 'choices');
    expect(role.answered).toBe(3);
    expect(role.choices).toEqual([
      { value: 't', label: 't', count: 2, percent: 66.7 },
      { value: 'l', label: 'l', count: 1, percent: 33.3 },
    ]);
    const topics = as(byName('topics'), 'choices');
    expect(topics.choices.map((c) => [c.value, c.count, c.percent])).toEqual([
      ['a', 2, 100],
      ['b', 1, 50],
      ['c', 0, 0],
    ]);
  });

  it('counts yes and no with the labels the definition gives (empty: the screen names it)', () => {
    const again = as(byName('again'), 'choices');
    expect(again.choices.map((c) => [c.value, c.label, c.count])).toEqual([
      ['true', 'Sure', 1],
      ['false', '', 1],
    ]);
  });

  it('gives a rating its average, median and every step of the scale', () => {
    const energy = as(byName('energy'), 'scale');
    expect(energy).toMatchObject({ average: 4, median: 4 });
    expect(energy.distribution).toEqual(
      [1, 2, 3, 4, 5].map((value) => ({ value, count: value >= 3 ? 1 : 0 })),
    );
    const age = as(byName('age'), 'scale');
    expect(age).toMatchObject({
      average: 35.5,
      median: 35.5,
      distribution: [
        { value: 30, count: 1 },
        { value: 41, count: 1 },
      ],
    });
    expect(scaleFigures(new Map())).toMatchObject({ average: null, median: null });
    expect(
      scaleFigures(
        new Map([
          [3, 1],
          [1, 1],
          [2, 1],
        ]),
      ).median,
    ).toBe(2);
    expect(
      scaleFigures(
        new Map([
          [1, 3],
          [9, 1],
        ]),
      ),
    ).toMatchObject({ average: 3, median: 1 });
  });

  it('gives each matrix row its distribution and average (columns by position)', () => {
    const agree = as(byName('agree'), 'matrix');
    expect(agree.rows[0]).toMatchObject({ value: 'clear', answered: 2, average: 2.5 });
    expect(agree.rows[0]!.columns.map((c) => c.count)).toEqual([0, 1, 1]);
    expect(agree.rows[1]).toMatchObject({ value: 'useful', answered: 1, average: 1 });
  });

  it('ranks by the average position, and lists texts as given (never as markup)', () => {
    const order = as(byName('order'), 'ranking');
    expect(order.choices.map((c) => c.averageRank)).toEqual([1.5, 1.5, 3]);
    expect(as(byName('notes'), 'texts').texts).toEqual(['<b>great</b>']);
  });

  it('counts older versions only where the question kept its name and type', () => {
    const older = zSurveyBody.parse({
      title: 'Old',
      pages: [
        {
          name: 'p',
          elements: [
            { type: 'dropdown', name: 'role', title: 'Role', choices: choices('t', 'gone') },
            { type: 'rating', name: 'energy', title: 'Energy' },
          ],
        },
      ],
    });
    const set = surveyResults(
      BODY,
      new Map([
        [1, older],
        [2, BODY],
      ]),
      [
        { version: 1, answers: { role: 't', energy: 2 } },
        { version: 2, answers: { role: 't', energy: 4 } },
      ],
      options,
    );
    if (set.hidden) throw new Error('hidden');
    const role = set.questions.find((q) => q.name === 'role')!;
    const energy = set.questions.find((q) => q.name === 'energy')!;
    expect(role.answered).toBe(1);
    expect(energy).toMatchObject({ answered: 2, average: 3 });
  });

  it('hides an anonymous set smaller than the minimum, figures and comments alike', () => {
    const anonymous = { ...options, anonymous: true };
    expect(surveyResults(BODY, versions, RESPONSES.slice(0, 2), anonymous)).toEqual({
      hidden: true,
    });
    expect(surveyResults(BODY, versions, RESPONSES, anonymous)).toMatchObject({
      hidden: false,
      responses: 3,
    });
    expect(surveyResults(BODY, versions, RESPONSES.slice(0, 2), options)).toMatchObject({
      hidden: false,
      responses: 2,
    });
  });

  it('hides an anonymous view that a wider view outnumbers by fewer than the minimum', () => {
    const anonymous = { ...options, anonymous: true };
    // Three responses, and a wider view of four: their difference would show one response.
    expect(surveyResults(BODY, versions, RESPONSES, { ...anonymous, widerCounts: [4] })).toEqual({
      hidden: true,
    });
    expect(
      surveyResults(BODY, versions, RESPONSES, { ...anonymous, widerCounts: [3, 6] }),
    ).toMatchObject({ hidden: false, responses: 3 });
    expect(
      surveyResults(BODY, versions, RESPONSES, { ...options, widerCounts: [4] }),
    ).toMatchObject({ hidden: false });
  });

  it('lists the first texts only, and how many there are', () => {
    const many = Array.from({ length: SURVEY_RESULT_TEXTS + 5 }, (_, i) => ({
      version: 1,
      answers: { notes: `note ${i}` },
    }));
    const set = surveyResults(BODY, versions, many, options);
    const notes = !set.hidden && set.questions.find((q) => q.name === 'notes');
    expect(notes).toMatchObject({ answered: SURVEY_RESULT_TEXTS + 5 });
    expect(notes && notes.kind === 'texts' && notes.texts).toHaveLength(SURVEY_RESULT_TEXTS);
  });

  it('says titles and choices in the reader language', () => {
    const set = surveyResults(BODY, versions, RESPONSES, { ...options, locale: 'es' });
    expect(!set.hidden && set.questions[0]!.title).toBe('Rol');
  });
});
