import { describe, expect, it } from 'vitest';
import type { CheckupRatingSummary, CheckupReport } from '../validation/checkup-report';
import { scoreBand, scorecardColumns, scorecardLines, scorecardRows } from './checkup-scorecard';

const summary = (average: number | null, distribution: number[], na = 0): CheckupRatingSummary => ({
  average,
  distribution: distribution as CheckupRatingSummary['distribution'],
  ratedCount: distribution.reduce((a, b) => a + b, 0),
  notApplicableCount: na,
});

const report = {
  constraints: [
    {
      index: 0,
      name: 'Impatience',
      definition: [],
      agreeCount: 2,
      disagreeCount: 1,
      comments: [],
      steps: [
        {
          id: 's1',
          description: 'Wait before answering',
          comments: [],
          ...summary(4.33, [0, 0, 0, 2, 1]),
        },
        {
          id: 's2',
          description: 'Ask one question',
          comments: [],
          ...summary(null, [0, 0, 0, 0, 0], 3),
        },
      ],
    },
    {
      index: 1,
      name: 'Overcommitting',
      definition: [],
      agreeCount: 3,
      disagreeCount: 0,
      comments: [],
      steps: [
        {
          id: 's3',
          description: 'Say no once a week',
          comments: [],
          ...summary(2, [1, 1, 1, 0, 0]),
        },
      ],
    },
  ],
  overall: summary(3.17, [1, 1, 1, 2, 1], 3),
} as unknown as CheckupReport;

describe('the Excel scorecard', () => {
  it('has one row per step under its constraint, in plan order', () => {
    expect(scorecardRows(report).map((row) => [row.constraintIndex, row.step])).toEqual([
      [0, 'Wait before answering'],
      [0, 'Ask one question'],
      [1, 'Say no once a week'],
    ]);
  });

  it('bands averages: low under 2.5, high from 4, none without ratings', () => {
    expect([null, 1, 2.49, 2.5, 3.99, 4, 5].map(scoreBand)).toEqual([
      'none',
      'low',
      'low',
      'mid',
      'mid',
      'high',
      'high',
    ]);
  });

  it('writes the grid with its headings, counts per rating, N/A, ratings, average and the overall line', () => {
    const columns = scorecardColumns({
      constraint: 'Constraint',
      step: 'Step',
      ratings: ['1', '2', '3', '4', '5'],
      notApplicable: 'N/A',
      rated: 'Ratings',
      average: 'Average',
      overall: 'Overall',
    });
    expect(columns.map((c) => c.heading)).toEqual([
      'Constraint',
      'Step',
      '1',
      '2',
      '3',
      '4',
      '5',
      'N/A',
      'Ratings',
      'Average',
    ]);
    expect(columns.map((c) => c.kind)).toEqual(['text', 'text', ...Array(8).fill('number')]);
    const lines = scorecardLines(report, 'Overall');
    expect(lines[0]).toEqual(['Impatience', 'Wait before answering', 0, 0, 0, 2, 1, 0, 3, 4.33]);
    expect(lines[1]).toEqual(['Impatience', 'Ask one question', 0, 0, 0, 0, 0, 3, 0, null]);
    expect(lines.at(-1)).toEqual(['Overall', '', 1, 1, 1, 2, 1, 3, 6, 3.17]);
  });
});
