import { describe, expect, it } from 'vitest';
import { revealsTooFew } from './results';
import { widerResultFilters } from './results-difference';

describe('the anonymity minimum against differencing', () => {
  it('compares a view with every view that leaves some of its filters out', () => {
    expect(widerResultFilters({})).toEqual([]);
    expect(widerResultFilters({ groupId: 'g', from: '2026-03-01' })).toEqual([
      {},
      { from: '2026-03-01' },
      { groupId: 'g' },
    ]);
  });

  it("compares an account's view with its ancestors' views, the other filters kept or not", () => {
    expect(
      widerResultFilters({ accountId: 'child', to: '2026-03-09' }, ['parent', 'root']),
    ).toEqual([
      {},
      { to: '2026-03-09' },
      { accountId: 'child' },
      { accountId: 'parent' },
      { accountId: 'root' },
      { to: '2026-03-09', accountId: 'parent' },
      { to: '2026-03-09', accountId: 'root' },
    ]);
  });

  it('hides a view of too few, or one a wider view outnumbers by fewer than the minimum', () => {
    expect(revealsTooFew(2, [])).toBe(true);
    expect(revealsTooFew(3, [])).toBe(false);
    // An account with its descendants (4) minus one child (3): one response would show.
    expect(revealsTooFew(3, [4])).toBe(true);
    expect(revealsTooFew(3, [5])).toBe(true);
    // A wider view of the same responses, or of enough more, reveals nothing.
    expect(revealsTooFew(3, [3, 6, 9])).toBe(false);
  });
});
