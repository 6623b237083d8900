/**
 * The multi-level sort of a group's items: each item has a path of numbers (module, lesson,
 * part...) compared level by level, a shorter path first where one is the start of the other.
 */
export function compareSortPaths(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return a.length - b.length;
}

/**
 * The same order with each level numbered 1, 2, 3... under its parent: gaps closed, depths kept.
 * Paths are given in their order; equal paths (a legacy flat list) get consecutive numbers.
 */
export function canonicalSortPaths(paths: readonly (readonly number[])[]): number[][] {
  const order = paths.map((path, index) => ({ path, index }));
  order.sort((x, y) => compareSortPaths(x.path, y.path) || x.index - y.index);
  const result: number[][] = new Array<number[]>(paths.length);
  // For each parent prefix (already renumbered), the last original value seen and its number.
  const levels = new Map<string, { last: number; next: number; seen: boolean }>();
  let previous: readonly number[] | null = null;
  for (const { path, index } of order) {
    const out: number[] = [];
    for (let level = 0; level < path.length; level += 1) {
      const key = out.join('.');
      const state = levels.get(key) ?? { last: Number.NaN, next: 0, seen: false };
      const value = path[level] ?? 0;
      const isLast = level === path.length - 1;
      // A repeated path (flat legacy order) counts as a new place at its last level.
      const same =
        state.seen &&
        state.last === value &&
        !(isLast && previous !== null && compareSortPaths(previous, path) === 0);
      if (!same) {
        state.next += 1;
        state.last = value;
        state.seen = true;
      }
      levels.set(key, state);
      out.push(state.next);
    }
    result[index] = out;
    previous = path;
  }
  return result;
}
