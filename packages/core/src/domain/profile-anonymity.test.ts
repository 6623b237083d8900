import { describe, expect, it } from 'vitest';
import {
  groupDescribers,
  safeGrouping,
  setsAreSeparable,
  visibleSets,
  type GroupingDescriber,
} from './profile-anonymity';

const people = (
  relationship: GroupingDescriber['relationship'],
  n: number,
  prefix: string = relationship,
) =>
  Array.from({ length: n }, (_, i) => ({
    id: `${prefix}${i + 1}`,
    relationship,
    name: `${prefix} ${i + 1}`,
  }));
const options = { minGroupSize: 3, showManagerByName: false };

/** Every shown set has 0 or ≥ min members, and every two differ by 0 or ≥ min members. */
function assertNoSmallSetIsolated(sets: string[][], min: number) {
  for (const a of sets) {
    expect(a.length === 0 || a.length >= min).toBe(true);
    for (const b of sets) expect(setsAreSeparable(a, b, min)).toBe(true);
  }
}

describe('relationship groups', () => {
  it('shows groups of at least the minimum and merges the rest into others', () => {
    const groups = groupDescribers(
      [...people('peer', 3), ...people('directReport', 2), ...people('other', 1)],
      options,
    );
    expect(groups.map((g) => [g.key, g.memberIds.length])).toEqual([
      ['peer', 3],
      ['others', 3],
    ]);
  });

  it('merges the smallest shown group into a too small others', () => {
    const groups = groupDescribers(
      [...people('peer', 4), ...people('directReport', 3), ...people('manager', 1)],
      options,
    );
    expect(groups.map((g) => [g.key, g.memberIds.length])).toEqual([
      ['peer', 4],
      ['others', 4],
    ]);
  });

  it('never shows an others group below the minimum', () => {
    const groups = groupDescribers([...people('manager', 1), ...people('other', 1)], options);
    expect(groups).toEqual([]);
  });

  it('shows the manager by name only where the format says so', () => {
    const describers = [...people('manager', 1), ...people('peer', 3)];
    // Without the name, the lone manager would be isolated: the peers absorb them.
    expect(groupDescribers(describers, options).map((g) => [g.key, g.memberIds.length])).toEqual([
      ['others', 4],
    ]);
    const named = groupDescribers(describers, { ...options, showManagerByName: true });
    expect(named.map((g) => [g.key, g.displayName])).toEqual([
      ['manager', 'manager 1'],
      ['peer', null],
    ]);
  });

  it('does not show the named manager beside a too small anonymous rest', () => {
    const groups = groupDescribers([...people('manager', 1), ...people('peer', 2)], {
      ...options,
      showManagerByName: true,
    });
    expect(groups.map((g) => [g.key, g.memberIds.length])).toEqual([['others', 3]]);
  });

  it('isolates no small set within a report, for every mix up to 9 describers', () => {
    const kinds = ['manager', 'peer', 'directReport', 'other'] as const;
    for (let mask = 0; mask < 4 ** 4; mask++) {
      const counts = kinds.map((_, i) => Math.floor(mask / 4 ** i) % 4);
      const describers = kinds.flatMap((k, i) => people(k, counts[i]!));
      const result = safeGrouping(describers, options, []);
      if (!result.ok) {
        expect(describers.length).toBeLessThan(3);
        continue;
      }
      assertNoSmallSetIsolated(
        visibleSets(
          describers.map((d) => d.id),
          result.groups,
        ),
        3,
      );
    }
  });
});

describe('two reports of one participant', () => {
  it('refuses a report whose describers differ from an earlier one by fewer than the minimum', () => {
    const first = [...people('peer', 3), ...people('directReport', 3)];
    const earlier = visibleSets(
      first.map((d) => d.id),
      groupDescribers(first, options),
    );
    const oneMore = [...first, ...people('other', 1, 'late')];
    expect(safeGrouping(oneMore, options, earlier)).toEqual({
      ok: false,
      reason: 'tooCloseToEarlierReport',
    });
  });

  it('merges a group that would differ from the earlier group by one describer', () => {
    const first = [...people('peer', 3), ...people('directReport', 3)];
    const earlier = visibleSets(
      first.map((d) => d.id),
      groupDescribers(first, options),
    );
    // Three more describers: the whole differs by 3, but peers alone by 1.
    const second = [...first, ...people('peer', 1, 'p'), ...people('manager', 2)];
    const result = safeGrouping(second, options, earlier);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const sets = visibleSets(
      second.map((d) => d.id),
      result.groups,
    );
    assertNoSmallSetIsolated([...sets, ...earlier], 3);
  });

  it('refuses 1 or 2 describers besides self', () => {
    expect(safeGrouping(people('peer', 2), options, [])).toEqual({
      ok: false,
      reason: 'tooFewDescribers',
    });
    expect(safeGrouping([], options, [])).toEqual({ ok: true, groups: [] });
  });
});
