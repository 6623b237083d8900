import { describe, expect, it } from 'vitest';
import type { LocalizedScale } from '../validation/profile-instrument';
import { computeProfileReport, computeTeamReport } from './profile-report';

const scale = (
  code: string,
  itemCodes: string[],
  riskDirection: LocalizedScale['riskDirection'] = 'low',
): LocalizedScale => ({
  id: '6f1c1c52-58a4-4d2e-9d6c-0b1f7d1d0a01',
  code,
  riskDirection,
  itemCodes,
  name: code,
  displayName: `${code} shown`,
  definition: [`${code} is`],
  items: itemCodes,
  strengths: [`${code} strength`],
  tractionSteps: [`${code} step`],
});
const answers = (values: Record<string, number>) => new Map(Object.entries(values));

describe('profile report computation', () => {
  it('computes the hand-worked report of the decisions', () => {
    const report = computeProfileReport({
      scales: [scale('LIS', ['l1', 'l2']), scale('FOL', ['f1', 'f2'])],
      targets: [
        { scaleCode: 'LIS', targetLow: 3.5, targetHigh: 4.5 },
        { scaleCode: 'FOL', targetLow: 3, targetHigh: 4 },
      ],
      counts: { topConstraintCount: 3, strengthCount: 3 },
      self: { id: 's', comment: 'mine', answers: answers({ l1: 5, l2: 5, f1: 4, f2: 4 }) },
      // LIS scores 3, 2.5, 4, 3.5 -> median 3.25; FOL scores 4.5, 4, 5, 3 -> median 4.25.
      describers: [
        { id: 'a', comment: 'first', answers: answers({ l1: 3, l2: 3, f1: 5, f2: 4 }) },
        { id: 'b', comment: '', answers: answers({ l1: 2, l2: 3, f1: 4, f2: 4 }) },
        { id: 'c', comment: 'third', answers: answers({ l1: 4, l2: 4, f1: 5, f2: 5 }) },
        { id: 'd', comment: ' ', answers: answers({ l1: 3, l2: 4, f1: 3, f2: 3 }) },
      ],
      groups: [{ key: 'others', memberIds: ['a', 'b', 'c', 'd'], displayName: null }],
      random: () => 0,
    });
    const [lis, fol] = report.scales;
    expect(lis).toMatchObject({
      medianScore: 3.25,
      selfScore: 5,
      props: { isConstraint: true, margin: -0.25 },
    });
    expect(lis!.strengths).toEqual([]);
    expect(fol).toMatchObject({ medianScore: 4.25, props: { isStrength: true, margin: 1.25 } });
    expect(fol!.strengths).toEqual(['FOL strength']);
    expect(lis!.scores).toEqual([{ group: 'others', count: 4, medianScore: 3.25 }]);
    expect(report.topConstraints.map((s) => s.code)).toEqual(['LIS']);
    expect(report.strengths.map((s) => s.code)).toEqual(['FOL']);
    expect([...report.comments].sort()).toEqual(['first', 'third']);
  });

  it('uses the self score in a self-only report', () => {
    const report = computeProfileReport({
      scales: [scale('LIS', ['l1', 'l2'])],
      targets: [],
      counts: { topConstraintCount: 3, strengthCount: 3 },
      self: { id: 's', comment: '', answers: answers({ l1: 2, l2: 3 }) },
      describers: [],
      groups: [],
      random: Math.random,
    });
    // Default target 3-4: 2.5 is 0.5 below the low edge.
    expect(report.scales[0]).toMatchObject({
      medianScore: 2.5,
      selfScore: 2.5,
      targetLow: 3,
      props: { margin: -0.5 },
    });
  });
});

describe('team report computation', () => {
  const scales = [
    {
      code: 'LIS',
      displayName: 'Listening',
      targetLow: 3,
      targetHigh: 4,
      riskDirection: 'low' as const,
    },
  ];

  it('counts members below, within and above the target and their bands', () => {
    const team = computeTeamReport({
      scales,
      memberScores: [2.5, 3, 3.75, 4.5].map((v) => new Map([['LIS', v]])),
      memberCount: 6,
      minGroupSize: 3,
    });
    expect(team).toMatchObject({ memberCount: 6, membersWithReport: 4, isHidden: false });
    expect(team.scales[0]).toMatchObject({
      below: 1,
      within: 2,
      above: 1,
      teamMedian: 3.38,
      bands: [0, 0, 0, 1, 1, 1, 0, 1],
    });
  });

  it('is hidden below the minimum group size', () => {
    const team = computeTeamReport({
      scales,
      memberScores: [new Map([['LIS', 3]])],
      memberCount: 2,
      minGroupSize: 3,
    });
    expect(team).toMatchObject({ isHidden: true, scales: [] });
  });
});
