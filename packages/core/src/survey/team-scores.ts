import type { TQuestionResult, TScaleCount } from './result-tallies';

/**
 * The scores of team surveys, read from the results' tallies: each scale (a rating, a number,
 * a matrix row) becomes an item with its average and how far apart the answers are.
 */
export type TScoreItem = {
  /** The question's name, or `question.row` for a matrix row. */
  key: string;
  /** The question's title, or `title: row` for a matrix row. */
  label: string;
  answered: number;
  average: number;
  /** The standard deviation of the answers. */
  spread: number;
  /** 100 when everyone gave the same answer, 0 when half gave each end of the scale. */
  agreement: number;
  min: number;
  max: number;
};

/** How many items the alignment report names as the most and as the least aligned. */
export const ALIGNMENT_EXTREMES = 3;

const round = (n: number) => Math.round(n * 100) / 100;

/** An item from answers given as counts per value on a scale from `min` to `max`. */
function scoreOf(
  head: { key: string; label: string },
  counts: readonly TScaleCount[],
  range: { min: number; max: number },
): TScoreItem | null {
  const answered = counts.reduce((sum, c) => sum + c.count, 0);
  if (answered === 0) return null;
  const mean = counts.reduce((sum, c) => sum + c.value * c.count, 0) / answered;
  const variance = counts.reduce((sum, c) => sum + c.count * (c.value - mean) ** 2, 0) / answered;
  const spread = Math.sqrt(variance);
  const widest = (range.max - range.min) / 2;
  const agreement = widest > 0 ? Math.max(0, Math.round(100 * (1 - spread / widest))) : 100;
  return { ...head, answered, average: round(mean), spread: round(spread), agreement, ...range };
}

function matrixItems(result: Extract<TQuestionResult, { kind: 'matrix' }>): TScoreItem[] {
  const numbers = result.columns.map((column) => Number(column.value));
  const numeric = numbers.every((n) => Number.isFinite(n));
  const scoreAt = (index: number) => (numeric ? numbers[index]! : index + 1);
  const scores = result.columns.map((_column, index) => scoreAt(index));
  const range = { min: Math.min(...scores), max: Math.max(...scores) };
  return result.rows.flatMap((row) => {
    const counts = row.columns.map((column, index) => ({
      value: scoreAt(index),
      count: column.count,
    }));
    const item = scoreOf(
      { key: `${result.name}.${row.value}`, label: `${result.title}: ${row.label}` },
      counts,
      range,
    );
    return item ? [item] : [];
  });
}

/** The scored items of a set of results, in the definition's order (unanswered ones left out). */
export function scoreItems(results: readonly TQuestionResult[]): TScoreItem[] {
  return results.flatMap((result) => {
    if (result.kind === 'matrix') return matrixItems(result);
    if (result.kind !== 'scale' || result.distribution.length === 0) return [];
    const values = result.distribution.map((d) => d.value);
    const range = { min: values[0]!, max: values.at(-1)! };
    const item = scoreOf({ key: result.name, label: result.title }, result.distribution, range);
    return item ? [item] : [];
  });
}

/** The items the team agrees on most and least (by spread, then by order in the survey). */
export function alignmentExtremes(items: readonly TScoreItem[], count = ALIGNMENT_EXTREMES) {
  const bySpread = [...items].sort((a, b) => a.spread - b.spread);
  const most = bySpread.slice(0, count);
  const least = bySpread.slice(Math.max(count, bySpread.length - count)).reverse();
  return { most, least };
}
