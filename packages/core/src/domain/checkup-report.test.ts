import { describe, expect, it } from 'vitest';
import { zCheckupFeedbackAnswers } from '../validation/checkup-feedback';
import { buildCheckupReport, summarizeRatings, type CheckupReportPlan } from './checkup-report';

const plan: CheckupReportPlan = {
  strengths: ['Listens', 'Calm', 'Clear'],
  constraints: [
    {
      index: 0,
      name: 'Interrupts',
      definition: ['Talks over others'],
      steps: [
        { id: 'a', description: 'Ask first' },
        { id: 'b', description: 'Count to three' },
      ],
    },
    { index: 1, name: 'Late', definition: [], steps: [{ id: 'c', description: 'Plan ahead' }] },
  ],
};

const answers = (value: unknown) => zCheckupFeedbackAnswers.parse(value);

// Three partners, hand-computed below.
const responses = [
  {
    from: 'Ana Lopez',
    answers: answers({
      interactionFrequency: 'Daily',
      strengths: ['Listens', 'Calm'],
      strengthsComment: 'Always listens',
      constraints: [
        { index: 0, agree: true, comment: 'Better now' },
        { index: 1, agree: false },
      ],
      steps: [
        { stepId: 'a', rating: 5 },
        { stepId: 'b', rating: 2, comment: 'Still rushes' },
        { stepId: 'c', rating: 'NA' },
      ],
      encouragement: 'Proud of you',
    }),
  },
  {
    from: 'Ben Ng',
    answers: answers({
      interactionFrequency: 'Weekly',
      strengths: ['Listens'],
      constraints: [
        { index: 0, agree: true },
        { index: 1, agree: true, comment: '  ' },
      ],
      steps: [
        { stepId: 'a', rating: 4 },
        { stepId: 'b', rating: 3 },
        { stepId: 'c', rating: 4 },
        { stepId: 'gone', rating: 1, comment: 'an old step' },
      ],
    }),
  },
  {
    from: 'Cy Dube',
    answers: answers({
      interactionFrequency: 'Daily',
      strengths: ['Clear', 'Listens'],
      constraints: [
        { index: 0, agree: false },
        { index: 1, agree: true },
      ],
      steps: [
        { stepId: 'a', rating: 4 },
        { stepId: 'b', rating: 'NA' },
        { stepId: 'c', rating: 1, comment: 'Missed two deadlines' },
      ],
      encouragement: 'Keep it up',
    }),
  },
];

describe('checkup report', () => {
  const report = buildCheckupReport(plan, responses);

  it('counts responses and interaction frequencies', () => {
    expect(report.responseCount).toBe(3);
    expect(report.interactionFrequencies).toEqual({
      Daily: 2,
      Weekly: 1,
      Monthly: 0,
      LessThanMonthly: 0,
    });
  });

  it('counts how many partners chose each strength, in plan order', () => {
    expect(report.strengths).toEqual([
      { text: 'Listens', chosenCount: 3 },
      { text: 'Calm', chosenCount: 1 },
      { text: 'Clear', chosenCount: 1 },
    ]);
    expect(report.strengthComments).toEqual([{ text: 'Always listens', from: 'Ana Lopez' }]);
  });

  it('counts agreement per constraint and keeps non-blank comments', () => {
    const [first, second] = report.constraints;
    expect(first).toMatchObject({ agreeCount: 2, disagreeCount: 1 });
    expect(first!.comments).toEqual([{ text: 'Better now', from: 'Ana Lopez' }]);
    expect(second).toMatchObject({ agreeCount: 2, disagreeCount: 1, comments: [] });
  });

  it('averages step ratings without N/A and gives their distribution', () => {
    const [a, b] = report.constraints[0]!.steps;
    // a: 5, 4, 4 → 13 / 3 = 4.33
    expect(a).toMatchObject({
      average: 4.33,
      distribution: [0, 0, 0, 2, 1],
      ratedCount: 3,
      notApplicableCount: 0,
    });
    // b: 2, 3, N/A → 2.5
    expect(b).toMatchObject({
      average: 2.5,
      distribution: [0, 1, 1, 0, 0],
      ratedCount: 2,
      notApplicableCount: 1,
    });
    expect(b!.comments).toEqual([{ text: 'Still rushes', from: 'Ana Lopez' }]);
    // c: N/A, 4, 1 → 2.5
    expect(report.constraints[1]!.steps[0]).toMatchObject({ average: 2.5, notApplicableCount: 1 });
  });

  it('sums every step of the plan into the overall figures, leaving out removed steps', () => {
    // 5, 2, 4, 3, 4, 4, 1 → 23 / 7 = 3.29; two N/A; the rating of step "gone" left out.
    expect(report.overall).toEqual({
      average: 3.29,
      distribution: [1, 1, 1, 3, 1],
      ratedCount: 7,
      notApplicableCount: 2,
    });
  });

  it('lists encouragements with their authors, or without when anonymous', () => {
    expect(report.encouragements).toEqual([
      { text: 'Proud of you', from: 'Ana Lopez' },
      { text: 'Keep it up', from: 'Cy Dube' },
    ]);
    const anonymous = buildCheckupReport(
      plan,
      responses.map((r) => ({ ...r, from: null })),
    );
    expect(anonymous.encouragements.map((e) => e.from)).toEqual([null, null]);
  });

  it('answers an empty report when nobody answered', () => {
    const empty = buildCheckupReport(plan, []);
    expect(empty.overall).toEqual(summarizeRatings([]));
    expect(empty.overall.average).toBeNull();
    expect(empty.constraints[0]!.steps[0]!.distribution).toEqual([0, 0, 0, 0, 0]);
  });
});
