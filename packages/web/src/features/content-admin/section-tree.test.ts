import { describe, expect, it } from 'vitest';
import { ZContentSections, type TContentSection } from '@portal/core';
import {
  addSection,
  canMoveIntoColumn,
  findSection,
  isInColumn,
  moveIntoColumn,
  moveOutOfColumn,
  moveSection,
  newSection,
  pageColumns,
  removeSection,
  updateSection,
} from './section-tree';

/** Ids a, b, c... in order, so trees can be written out in the expectations. */
function ids() {
  let n = 0;
  return () => String.fromCharCode(97 + n++);
}

/** The page as type:id, with children in brackets. */
const shape = (sections: readonly TContentSection[]): string =>
  sections
    .map((s) => `${s.type}:${s.id}${s.children?.length ? `[${shape(s.children)}]` : ''}`)
    .join(' ');

/** title:a, row:b [col:c, col:d], text:e */
function page() {
  const id = ids();
  let tree = addSection([], null, newSection('title', id));
  tree = addSection(tree, null, newSection('row', id));
  return addSection(tree, null, newSection('text', id));
}

describe('section tree', () => {
  it('adds sections with their starting settings; a row comes with two columns', () => {
    const tree = page();
    expect(shape(tree)).toBe('title:a row:b[col:c col:d] text:e');
    expect(findSection(tree, 'a')?.data).toEqual({ text: '' });
    expect(findSection(tree, 'e')?.data).toEqual({ body: [] });
    expect(ZContentSections.safeParse(tree).success).toBe(true);
  });

  it('adds into a column, never a column outside a row nor a section straight into a row', () => {
    const tree = page();
    const inCol = addSection(
      tree,
      'c',
      newSection('button', () => 'x'),
    );
    expect(shape(inCol)).toBe('title:a row:b[col:c[button:x] col:d] text:e');
    expect(
      addSection(
        tree,
        'b',
        newSection('title', () => 'x'),
      ),
    ).toEqual(tree);
    expect(
      addSection(
        tree,
        null,
        newSection('col', () => 'x'),
      ),
    ).toEqual(tree);
    expect(
      shape(
        addSection(
          tree,
          'b',
          newSection('col', () => 'x'),
        ),
      ),
    ).toBe('title:a row:b[col:c col:d col:x] text:e');
    expect(
      addSection(
        tree,
        'a',
        newSection('text', () => 'x'),
      ),
    ).toEqual(tree);
    expect(
      addSection(
        tree,
        'nope',
        newSection('text', () => 'x'),
      ),
    ).toEqual(tree);
  });

  it('moves up and down among siblings and stops at the ends', () => {
    const tree = page();
    expect(shape(moveSection(tree, 'e', -1))).toBe('title:a text:e row:b[col:c col:d]');
    expect(shape(moveSection(tree, 'a', 1))).toBe('row:b[col:c col:d] title:a text:e');
    expect(moveSection(tree, 'a', -1)).toEqual(tree);
    expect(moveSection(tree, 'e', 1)).toEqual(tree);
    expect(shape(moveSection(tree, 'd', -1))).toBe('title:a row:b[col:d col:c] text:e');
  });

  it('moves a section into a column and out again, after its row', () => {
    const tree = moveIntoColumn(page(), 'a', 'd');
    expect(shape(tree)).toBe('row:b[col:c col:d[title:a]] text:e');
    expect(isInColumn(tree, 'a')).toBe(true);
    const out = moveOutOfColumn(tree, 'a');
    expect(shape(out)).toBe('row:b[col:c col:d] title:a text:e');
    expect(isInColumn(out, 'a')).toBe(false);
    expect(moveOutOfColumn(out, 'a')).toEqual(out);
    expect(ZContentSections.safeParse(tree).success).toBe(true);
  });

  it('never moves a column, nor a row into its own column', () => {
    const tree = page();
    expect(canMoveIntoColumn(tree, 'a', 'c')).toBe(true);
    expect(canMoveIntoColumn(tree, 'c', 'd')).toBe(false);
    expect(canMoveIntoColumn(tree, 'b', 'c')).toBe(false);
    expect(canMoveIntoColumn(moveIntoColumn(tree, 'a', 'c'), 'a', 'c')).toBe(false);
    expect(moveIntoColumn(tree, 'c', 'd')).toEqual(tree);
    expect(moveIntoColumn(tree, 'b', 'c')).toEqual(tree);
    expect(moveIntoColumn(tree, 'a', 'e')).toEqual(tree);
  });

  it('moves a row into a column of another row (nested rows)', () => {
    const id = ids();
    let tree = addSection([], null, newSection('row', id)); // a [b, c]
    tree = addSection(tree, null, newSection('row', id)); // d [e, f]
    const nested = moveIntoColumn(tree, 'd', 'b');
    expect(shape(nested)).toBe('row:a[col:b[row:d[col:e col:f]] col:c]');
    expect(ZContentSections.safeParse(nested).success).toBe(true);
    expect(pageColumns(nested)).toEqual([
      { id: 'b', row: 1, column: 1 },
      { id: 'c', row: 1, column: 2 },
      { id: 'e', row: 2, column: 1 },
      { id: 'f', row: 2, column: 2 },
    ]);
  });

  it('removes a section with what it holds, and changes only the settings asked', () => {
    const tree = moveIntoColumn(page(), 'a', 'c');
    expect(shape(removeSection(tree, 'b'))).toBe('text:e');
    expect(shape(removeSection(tree, 'a'))).toBe('row:b[col:c col:d] text:e');
    const changed = updateSection(tree, 'a', { data: { text: 'Hello' }, title: 'Intro' });
    expect(findSection(changed, 'a')).toEqual({
      id: 'a',
      type: 'title',
      title: 'Intro',
      data: { text: 'Hello' },
    });
    expect(findSection(tree, 'a')?.data).toEqual({ text: '' });
  });
});
