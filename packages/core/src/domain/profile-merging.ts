import type { DescriberRelationship } from '../validation/profile-instrument';
import type { GroupMerging } from '../validation/profile-report';
import type { DescriberGroup } from './profile-anonymity';

type Relationship = Exclude<DescriberRelationship, 'self'>;
const ORDER: readonly Relationship[] = ['manager', 'peer', 'directReport', 'other'];

/**
 * Why the breakdown shows what it shows: which relationships the 'others' group holds (when it
 * holds a relationship that could be a group of its own), whether each of them had fewer than
 * the minimum, and which relationships count only in the whole.
 */
export function groupMerging(
  groups: readonly DescriberGroup[],
  describers: readonly { id: string; relationship: DescriberRelationship }[],
  minGroupSize: number,
): GroupMerging {
  const relationshipOf = new Map<string, DescriberRelationship>(
    describers.map((d) => [d.id, d.relationship]),
  );
  const present = (ids: readonly string[]) =>
    ORDER.filter((r) => ids.some((id) => relationshipOf.get(id) === r));
  const others = groups.find((g) => g.key === 'others')?.memberIds ?? [];
  const together = present(others);
  const grouped = new Set(groups.flatMap((g) => g.memberIds));
  const countIn = (r: Relationship) => others.filter((id) => relationshipOf.get(id) === r).length;
  return {
    together: together.some((r) => r !== 'other') ? together : [],
    fewInEach: together.every((r) => countIn(r) < minGroupSize),
    wholeOnly: present(
      describers.filter((d) => d.relationship !== 'self' && !grouped.has(d.id)).map((d) => d.id),
    ),
    minGroupSize,
  };
}
