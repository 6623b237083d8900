import { describe, expect, it } from 'vitest';
import { canonicalSortPaths, compareSortPaths } from './sort-paths';

describe('multi-level sort paths', () => {
  it('compares level by level, a parent before its children', () => {
    const paths = [[2], [1, 5], [1], [1, 2, 1], [1, 2]];
    expect([...paths].sort(compareSortPaths)).toEqual([[1], [1, 2], [1, 2, 1], [1, 5], [2]]);
  });

  it('closes gaps level by level and keeps the depths, answering in the given order', () => {
    expect(canonicalSortPaths([[30], [10, 7], [10], [10, 2]])).toEqual([[2], [1, 2], [1], [1, 1]]);
  });

  it('turns a flat legacy order with repeats into consecutive places', () => {
    expect(canonicalSortPaths([[0], [0], [5], [0]])).toEqual([[1], [2], [4], [3]]);
  });

  it('leaves canonical paths as they are', () => {
    const paths = [[1], [1, 1], [1, 2], [2], [2, 1]];
    expect(canonicalSortPaths(paths)).toEqual(paths);
  });
});
