import { describe, expect, it } from 'vitest';
import { marginOf, median, rankScales, roundScore, scaleScoreOf } from './profile-scoring';

describe('profile scoring', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([4, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('scores a describer on a scale as the mean of the answered items', () => {
    const answers = new Map([
      ['a', 4],
      ['b', 5],
      ['c', 2],
    ]);
    expect(scaleScoreOf(['a', 'b', 'c'], answers)).toBeCloseTo(11 / 3);
    expect(scaleScoreOf(['a', 'x'], answers)).toBe(4);
    expect(scaleScoreOf(['x'], answers)).toBeNull();
  });

  it('measures the margin from the risk edge of the target range', () => {
    const target = { targetLow: 3, targetHigh: 4 };
    expect(marginOf(2.5, target, 'low')).toBe(-0.5);
    expect(marginOf(4.5, target, 'high')).toBe(-0.5);
    expect(marginOf(3.2, target, 'both')).toBeCloseTo(0.2);
    expect(marginOf(3.9, target, 'both')).toBeCloseTo(0.1);
  });

  it('ranks the worked example of the decisions', () => {
    const t = { targetLow: 3.5, targetHigh: 4.5 };
    const ranking = rankScales(
      [
        { code: 'LIS', medianScore: 3.0, riskDirection: 'low', ...t },
        { code: 'FOL', medianScore: 4.25, riskDirection: 'low', ...t },
        { code: 'PAC', medianScore: 4.75, riskDirection: 'high', ...t },
        { code: 'CAN', medianScore: 3.5, riskDirection: 'both', ...t },
        { code: 'NONE', medianScore: null, riskDirection: 'low', ...t },
      ],
      { topConstraintCount: 1, strengthCount: 2 },
    );
    // LIS: 3.0-3.5 = -0.5; PAC: 4.5-4.75 = -0.25; FOL: 0.75; CAN: min(0, 1) = 0.
    expect(ranking.get('LIS')).toEqual({
      isConstraint: true,
      isStrength: false,
      margin: -0.5,
      rank: 1,
    });
    expect(ranking.get('PAC')).toMatchObject({
      isConstraint: false,
      isStrength: false,
      margin: -0.25,
    });
    expect(ranking.get('FOL')).toMatchObject({ isStrength: true, rank: 1, margin: 0.75 });
    expect(ranking.get('CAN')).toMatchObject({ isStrength: true, rank: 2, margin: 0 });
    expect(ranking.get('NONE')).toEqual({
      isConstraint: false,
      isStrength: false,
      margin: null,
      rank: null,
    });
  });

  it('rounds shown scores to two decimals', () => {
    expect(roundScore(11 / 3)).toBe(3.67);
  });
});
