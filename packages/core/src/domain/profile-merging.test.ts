import { describe, expect, it } from 'vitest';
import { groupDescribers } from './profile-anonymity';
import { groupMerging } from './profile-merging';

const people = (relationship: 'manager' | 'peer' | 'directReport' | 'other', n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `${relationship}${i}`, relationship, name: '' }));
const options = { minGroupSize: 3, showManagerByName: false };
const explain = (describers: ReturnType<typeof people>) =>
  groupMerging(groupDescribers(describers, options), describers, 3);

describe('why the breakdown merges groups', () => {
  it('names the relationships shown together when each had fewer than the minimum', () => {
    const describers = [
      ...people('peer', 2),
      ...people('directReport', 2),
      ...people('manager', 3),
    ];
    expect(explain(describers)).toEqual({
      together: ['peer', 'directReport'],
      fewInEach: true,
      wholeOnly: [],
      minGroupSize: 3,
    });
  });

  it('says nothing of a merge when Others is only the other relationship', () => {
    expect(explain([...people('peer', 3), ...people('other', 3)]).together).toEqual([]);
  });

  it('tells a group that joined a too-small rest from one that was small itself', () => {
    // Two direct reports alone would be too few: the smallest shown group (3 peers) joins them.
    const merging = explain([
      ...people('peer', 3),
      ...people('directReport', 2),
      ...people('manager', 4),
    ]);
    expect(merging.together).toEqual(['peer', 'directReport']);
    expect(merging.fewInEach).toBe(false);
  });

  it('names the relationships counted only in the whole', () => {
    // Two managers and nobody else: no group reaches three, so they count in the whole alone.
    expect(explain(people('manager', 2))).toEqual({
      together: [],
      fewInEach: true,
      wholeOnly: ['manager'],
      minGroupSize: 3,
    });
  });
});
