import type { TSurveyResultsFilters } from '../api/survey-results';

/**
 * The views a filtered view of an anonymous release is compared with (core's `revealsTooFew`):
 * two views, each of enough responses, may differ by fewer (an account with its descendants and
 * one child of it), and their difference is a view of its own.
 */

type FilterKey = keyof TSurveyResultsFilters;
const FILTER_KEYS = [
  'from',
  'to',
  'accountId',
  'groupId',
  'eventId',
] as const satisfies FilterKey[];

/**
 * The views wider than `filters` a reader may also ask for: any of its filters left out, and
 * its account replaced by each of the account's ancestors (nearest first); each once.
 */
export function widerResultFilters(
  filters: TSurveyResultsFilters,
  accountAncestorIds: readonly string[] = [],
): TSurveyResultsFilters[] {
  const set = FILTER_KEYS.filter((key) => filters[key] !== undefined);
  const accounts = filters.accountId ? [filters.accountId, ...accountAncestorIds] : [];
  const wider: TSurveyResultsFilters[] = [];
  // Each subset of the filters set (by bit mask), all but the full set itself, ...
  for (let mask = 0; mask < 1 << set.length; mask++) {
    const kept: TSurveyResultsFilters = {};
    for (const [bit, key] of set.entries()) if (mask & (1 << bit)) kept[key] = filters[key];
    const keepsAccount = kept.accountId !== undefined;
    // ... with its account or, wider still, each ancestor of it.
    for (const accountId of keepsAccount ? accounts : [undefined]) {
      const view = keepsAccount ? { ...kept, accountId } : kept;
      const same = mask === (1 << set.length) - 1 && accountId === filters.accountId;
      if (!same) wider.push(view);
    }
  }
  return wider;
}
