import { describe, expect, it } from 'vitest';
import { zSurveyBody } from './definition';
import { surveyResults } from './results';
import { alignmentExtremes, scoreItems } from './team-scores';

const BODY = zSurveyBody.parse({
  title: 'Team check',
  pages: [
    {
      name: 'p',
      elements: [
        { type: 'rating', name: 'trust', title: 'Trust', rateMin: 1, rateMax: 5 },
        { type: 'rating', name: 'goals', title: 'Goals' },
        { type: 'comment', name: 'notes', title: 'Notes' },
        {
          type: 'matrix',
          name: 'ways',
          title: 'Ways',
          columns: [
            { value: 1, text: 'Rarely' },
            { value: 2, text: 'Often' },
          ],
          rows: [{ value: 'meet', text: 'We meet' }],
        },
      ],
    },
  ],
});

const itemsOf = (answers: object[]) => {
  const results = surveyResults(
    BODY,
    new Map([[1, BODY]]),
    answers.map((a) => ({ version: 1, answers: a as never })),
    { locale: 'en-us', anonymous: false },
  );
  if (results.hidden) throw new Error('hidden');
  return scoreItems(results.questions);
};

describe('team scores', () => {
  it('reads an average, a spread and an agreement from each scale and matrix row', () => {
    const items = itemsOf([
      { trust: 1, goals: 4, notes: 'x', ways: { meet: 2 } },
      { trust: 5, goals: 4, ways: { meet: 2 } },
    ]);
    expect(items.map((i) => i.key)).toEqual(['trust', 'goals', 'ways.meet']);
    expect(items[0]).toMatchObject({ average: 3, spread: 2, agreement: 0, min: 1, max: 5 });
    expect(items[1]).toMatchObject({ average: 4, spread: 0, agreement: 100 });
    expect(items[2]).toMatchObject({ label: 'Ways: We meet', average: 2, min: 1, max: 2 });
  });

  it('leaves out questions nobody answered', () => {
    expect(itemsOf([{ goals: 3 }]).map((i) => i.key)).toEqual(['goals']);
  });

  it('names the most and the least aligned items, never the same one twice', () => {
    const items = itemsOf([
      { trust: 1, goals: 4, ways: { meet: 1 } },
      { trust: 5, goals: 4, ways: { meet: 2 } },
    ]);
    const { most, least } = alignmentExtremes(items, 2);
    expect(most.map((i) => i.key)).toEqual(['goals', 'ways.meet']);
    expect(least.map((i) => i.key)).toEqual(['trust']);
  });
});
