import { describe, expect, it } from 'vitest';
import {
  indentItem,
  itemMoves,
  moveItem,
  outdentItem,
  outlineOf,
  placesOf,
  removeItem,
  type Outline,
} from './item-outline';

/** The outline written as ids with one dot per level below the first. */
const shape = (outline: Outline) =>
  outline.map((item) => `${'.'.repeat(item.level - 1)}${item.id}`).join(' ');

/** a, .b, .c, d, e */
const outline = outlineOf([
  { id: 'a', sortPath: [1] },
  { id: 'b', sortPath: [1, 1] },
  { id: 'c', sortPath: [1, 2] },
  { id: 'd', sortPath: [2] },
  { id: 'e', sortPath: [3] },
]);

describe('item outline', () => {
  it('reads levels from the places, never deeper than one below the item before', () => {
    expect(shape(outline)).toBe('a .b .c d e');
    expect(
      shape(
        outlineOf([
          { id: 'x', sortPath: [1, 4, 2] },
          { id: 'y', sortPath: [2, 1, 1] },
        ]),
      ),
    ).toBe('x .y');
  });

  it('moves an item with its children among its siblings, not past its parent', () => {
    expect(shape(moveItem(outline, 'd', -1))).toBe('d a .b .c e');
    expect(shape(moveItem(outline, 'a', 1))).toBe('d a .b .c e');
    expect(shape(moveItem(outline, 'c', -1))).toBe('a .c .b d e');
    expect(moveItem(outline, 'b', -1)).toBe(outline);
    expect(moveItem(outline, 'c', 1)).toBe(outline);
    expect(moveItem(outline, 'e', 1)).toBe(outline);
  });

  it('indents under the sibling above and outdents after the parent', () => {
    expect(shape(indentItem(outline, 'd'))).toBe('a .b .c .d e');
    expect(shape(indentItem(outline, 'c'))).toBe('a .b ..c d e');
    expect(indentItem(outline, 'a')).toBe(outline);
    expect(indentItem(outline, 'b')).toBe(outline);
    expect(shape(outdentItem(outline, 'b'))).toBe('a .c b d e');
    expect(outdentItem(outline, 'a')).toBe(outline);
  });

  it('stops at four levels', () => {
    let deep = outlineOf(['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, sortPath: [1] })));
    for (const [id, times] of [
      ['b', 1],
      ['c', 2],
      ['d', 3],
    ] as const) {
      for (let i = 0; i < times; i += 1) deep = indentItem(deep, id);
    }
    expect(shape(deep)).toBe('a .b ..c ...d e');
    expect(indentItem(deep, 'd')).toBe(deep);
    expect(itemMoves(deep, 'd')).toEqual({ up: false, down: false, indent: false, outdent: true });
  });

  it('numbers the places per level under their parent', () => {
    const changed = indentItem(moveItem(outline, 'e', -1), 'd');
    expect(shape(changed)).toBe('a .b .c e .d');
    expect(placesOf(changed)).toEqual([
      { contentId: 'a', sortPath: [1] },
      { contentId: 'b', sortPath: [1, 1] },
      { contentId: 'c', sortPath: [1, 2] },
      { contentId: 'e', sortPath: [2] },
      { contentId: 'd', sortPath: [2, 1] },
    ]);
    expect(placesOf(removeItem(changed, 'a')).map((p) => p.sortPath)).toEqual([
      [1, 1],
      [1, 2],
      [2],
      [2, 1],
    ]);
  });
});
