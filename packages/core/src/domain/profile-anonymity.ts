import type { DescriberRelationship } from '../validation/profile-instrument';
import type { ReportGroupKey } from '../validation/profile-report';

/**
 * Anonymity of the 360 report (docs/decisions.md, "360 profile (server)"). The promise: no
 * describer set a report shows a result for (the whole, or a relationship group) is smaller
 * than the minimum, and no two such sets — in one report or across a participant's reports —
 * differ by fewer than the minimum, so no small set can be isolated by subtraction. The only
 * exception is the manager shown by name where the report format says so.
 */

export type GroupingDescriber = {
  id: string;
  relationship: Exclude<DescriberRelationship, 'self'>;
  name: string;
};

export type GroupingOptions = { minGroupSize: number; showManagerByName: boolean };

export type DescriberGroup = {
  key: ReportGroupKey;
  memberIds: string[];
  /** Set only for the manager shown by name. */
  displayName: string | null;
};

const SEPARABLE = ['manager', 'peer', 'directReport'] as const;

/**
 * Relationship groups of at least `minGroupSize` are shown alone; the rest (and the 'other'
 * relationship) go to 'others'. While 'others' is non-empty but too small, the smallest shown
 * group joins it. An 'others' still too small is shown only as part of the whole. `merged`
 * forces relationships into 'others' (used when a group would clash with an earlier report).
 */
export function groupDescribers(
  describers: readonly GroupingDescriber[],
  options: GroupingOptions,
  merged: ReadonlySet<string> = new Set(),
): DescriberGroup[] {
  const min = options.minGroupSize;
  const byName = options.showManagerByName && !merged.has('manager');
  const shown: DescriberGroup[] = [];
  const others: string[] = [];
  for (const key of SEPARABLE) {
    const members = describers.filter((d) => d.relationship === key);
    if (members.length === 0) continue;
    const named = key === 'manager' && byName && members.length === 1;
    if (named || (members.length >= min && !merged.has(key))) {
      shown.push({
        key,
        memberIds: members.map((d) => d.id),
        displayName: named ? members[0]!.name : null,
      });
    } else others.push(...members.map((d) => d.id));
  }
  others.push(...describers.filter((d) => d.relationship === 'other').map((d) => d.id));
  const anonymous = () => shown.filter((g) => g.displayName === null);
  while (others.length > 0 && others.length < min && anonymous().length > 0) {
    const smallest = anonymous().reduce((a, b) =>
      b.memberIds.length < a.memberIds.length ? b : a,
    );
    shown.splice(shown.indexOf(smallest), 1);
    others.push(...smallest.memberIds);
  }
  // A named manager beside a too-small anonymous rest would reveal the rest through the whole.
  const namedManager = shown.find((g) => g.displayName !== null);
  if (namedManager && others.length > 0 && others.length < min) {
    shown.splice(shown.indexOf(namedManager), 1);
    others.push(...namedManager.memberIds);
  }
  if (others.length >= min) shown.push({ key: 'others', memberIds: others, displayName: null });
  return shown;
}

/** The describer sets a report shows results for: the whole, then each anonymous group. */
export function visibleSets(
  allIds: readonly string[],
  groups: readonly DescriberGroup[],
): string[][] {
  return [[...allIds], ...groups.filter((g) => g.displayName === null).map((g) => g.memberIds)];
}

/** Two shown sets are safe together when each differs from the other by 0 or ≥ min members. */
export function setsAreSeparable(a: readonly string[], b: readonly string[], min: number): boolean {
  const setA = new Set(a);
  const setB = new Set(b);
  if (![...setA].some((id) => setB.has(id))) return true;
  const onlyA = [...setA].filter((id) => !setB.has(id)).length;
  const onlyB = [...setB].filter((id) => !setA.has(id)).length;
  const ok = (n: number) => n === 0 || n >= min;
  return ok(onlyA) && ok(onlyB);
}

export type SafeGrouping =
  | { ok: true; groups: DescriberGroup[] }
  | { ok: false; reason: 'tooFewDescribers' | 'tooCloseToEarlierReport' };

/**
 * The groups of a new report, checked against the sets earlier reports of the same participant
 * show. A group that clashes is merged into 'others' and the grouping done again; a whole that
 * clashes (or has 1 to min-1 describers) cannot be shown: the report is refused.
 */
export function safeGrouping(
  describers: readonly GroupingDescriber[],
  options: GroupingOptions,
  earlierSets: readonly (readonly string[])[],
): SafeGrouping {
  const min = options.minGroupSize;
  const allIds = describers.map((d) => d.id);
  if (allIds.length > 0 && allIds.length < min) return { ok: false, reason: 'tooFewDescribers' };
  const clashes = (set: readonly string[]) =>
    earlierSets.some((e) => !setsAreSeparable(set, e, min));
  if (allIds.length > 0 && clashes(allIds)) return { ok: false, reason: 'tooCloseToEarlierReport' };
  const merged = new Set<string>();
  for (;;) {
    const groups = groupDescribers(describers, options, merged);
    const clash = groups.find((g) => g.displayName === null && clashes(g.memberIds));
    if (!clash) return { ok: true, groups };
    if (clash.key === 'others') {
      const next = groups.find((g) => g.key !== 'others' && !merged.has(g.key));
      // Nothing left to merge: 'others' would be the whole, which passed the check above.
      if (!next) return { ok: true, groups: groups.filter((g) => g.key !== 'others') };
      merged.add(next.key);
    } else merged.add(clash.key);
  }
}
