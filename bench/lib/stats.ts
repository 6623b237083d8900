/** The p-th percentile (0 to 100, nearest rank) of values sorted ascending; 0 for none. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
