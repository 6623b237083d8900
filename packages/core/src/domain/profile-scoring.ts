import type { RiskDirection } from '../validation/profile-instrument';

/**
 * Scoring of the 360 profile (docs/decisions.md, "360 profile (server)"):
 * 1. a describer's scale score is the mean of their answers to the scale's items;
 * 2. a scale's medianScore is the median of the describers' scale scores, self apart (the self
 *    score itself in a self-only report);
 * 3. the margin is the distance of the median from the risk edge of the target range; a
 *    negative margin makes a constraint, the largest non-negative margins are the strengths.
 */

/** Scores are shown with two decimals; rules compare the unrounded values. */
export function roundScore(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The mean of the answers given to `itemCodes`; null when none was answered. */
export function scaleScoreOf(
  itemCodes: readonly string[],
  answers: ReadonlyMap<string, number>,
): number | null {
  let sum = 0;
  let count = 0;
  for (const code of itemCodes) {
    const value = answers.get(code);
    if (value === undefined) continue;
    sum += value;
    count++;
  }
  return count === 0 ? null : sum / count;
}

/** The middle value; the mean of the two middle values for an even count; null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle]!;
  return (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Distance of `score` from the risk edge of [low, high]: negative once past it. */
export function marginOf(
  score: number,
  target: { targetLow: number; targetHigh: number },
  riskDirection: RiskDirection,
): number {
  const fromLow = score - target.targetLow;
  const fromHigh = target.targetHigh - score;
  if (riskDirection === 'low') return fromLow;
  if (riskDirection === 'high') return fromHigh;
  return Math.min(fromLow, fromHigh);
}

export type ScaleForRanking = {
  code: string;
  medianScore: number | null;
  targetLow: number;
  targetHigh: number;
  riskDirection: RiskDirection;
};

export type ScaleRanking = {
  isStrength: boolean;
  isConstraint: boolean;
  margin: number | null;
  /** 1-based place among the constraints or among the strengths; null otherwise. */
  rank: number | null;
};

/**
 * Top constraints: the scales past their risk edge, the furthest first, at most
 * `topConstraintCount`. Strengths: the scales not past it, the furthest from it first, at most
 * `strengthCount`. Ties keep the order of the definition. A scale without a score is neither.
 */
export function rankScales(
  scales: readonly ScaleForRanking[],
  counts: { topConstraintCount: number; strengthCount: number },
): Map<string, ScaleRanking> {
  const scored = scales
    .map((scale, order) => ({
      code: scale.code,
      order,
      margin:
        scale.medianScore === null ? null : marginOf(scale.medianScore, scale, scale.riskDirection),
    }))
    .filter((s): s is { code: string; order: number; margin: number } => s.margin !== null);
  const constraints = scored
    .filter((s) => s.margin < 0)
    .sort((a, b) => a.margin - b.margin || a.order - b.order)
    .slice(0, counts.topConstraintCount);
  const strengths = scored
    .filter((s) => s.margin >= 0)
    .sort((a, b) => b.margin - a.margin || a.order - b.order)
    .slice(0, counts.strengthCount);
  const result = new Map<string, ScaleRanking>();
  for (const scale of scales) {
    const s = scored.find((x) => x.code === scale.code);
    result.set(scale.code, {
      isStrength: false,
      isConstraint: false,
      margin: s ? roundScore(s.margin) : null,
      rank: null,
    });
  }
  constraints.forEach((s, i) =>
    Object.assign(result.get(s.code)!, { isConstraint: true, rank: i + 1 }),
  );
  strengths.forEach((s, i) =>
    Object.assign(result.get(s.code)!, { isStrength: true, rank: i + 1 }),
  );
  return result;
}
