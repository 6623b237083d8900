import { describe, expect, it } from 'vitest';
import * as names from './names';
import { RATING_LABELS, ratingLabel } from './names';

describe('name lists', () => {
  it('holds each name once per list', () => {
    const lists: unknown[] = Object.values(names);
    for (const list of lists.filter((value): value is readonly string[] => Array.isArray(value))) {
      expect(new Set(list).size).toBe(list.length);
    }
  });

  it('has the 26 entity types of the spec', () => {
    expect(names.ENTITY_TYPES).toHaveLength(26);
  });
});

describe('ratingLabel', () => {
  it('labels ratings 1 to 5 from Strongly Disagree to Strongly Agree', () => {
    expect(ratingLabel(1)).toBe('Strongly Disagree');
    expect(ratingLabel(3)).toBe('Neutral');
    expect(ratingLabel(5)).toBe('Strongly Agree');
    expect(RATING_LABELS).toHaveLength(5);
  });

  it('has no label outside 1 to 5 or for fractions', () => {
    expect(ratingLabel(0)).toBeUndefined();
    expect(ratingLabel(6)).toBeUndefined();
    expect(ratingLabel(2.5)).toBeUndefined();
    expect(ratingLabel(-1)).toBeUndefined();
  });
});
