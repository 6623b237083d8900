import { RESOURCE_GROUP_LIMITS } from '@portal/core';

/**
 * A group's items as an outline: in order, each with its level (1: module, 2: lesson...), an
 * item's children being the deeper items right after it. Pure; every operation answers a new
 * outline, and `placesOf` turns it into the multi-level places setcontentorder takes.
 */

export type OutlineItem = { id: string; level: number };
export type Outline = readonly OutlineItem[];

/** The outline of items in the server's order: levels from their places, gaps closed. */
export function outlineOf(items: readonly { id: string; sortPath: readonly number[] }[]): Outline {
  let previous = 0;
  return items.map((item) => {
    const level = Math.max(1, Math.min(item.sortPath.length, previous + 1));
    previous = level;
    return { id: item.id, level };
  });
}

/** The index after an item's last descendant. */
function blockEnd(outline: Outline, index: number): number {
  const level = outline[index]?.level ?? 0;
  let end = index + 1;
  while (end < outline.length && (outline[end]?.level ?? 0) > level) end += 1;
  return end;
}

/** The index of the sibling before (-1) or after (+1) an item, or -1 when it has none. */
function siblingIndex(outline: Outline, index: number, step: -1 | 1): number {
  const level = outline[index]?.level ?? 0;
  if (step === 1) {
    const next = blockEnd(outline, index);
    return outline[next]?.level === level ? next : -1;
  }
  for (let i = index - 1; i >= 0; i -= 1) {
    const other = outline[i]?.level ?? 0;
    if (other === level) return i;
    if (other < level) return -1;
  }
  return -1;
}

const indexOf = (outline: Outline, id: string) => outline.findIndex((item) => item.id === id);

/** Moves an item with its children before the sibling above (-1) or after the one below (+1). */
export function moveItem(outline: Outline, id: string, step: -1 | 1): Outline {
  const index = indexOf(outline, id);
  const sibling = index < 0 ? -1 : siblingIndex(outline, index, step);
  if (sibling < 0) return outline;
  const [first, second] = step === -1 ? [sibling, index] : [index, sibling];
  const a = outline.slice(first, blockEnd(outline, first));
  const b = outline.slice(second, blockEnd(outline, second));
  return [...outline.slice(0, first), ...b, ...a, ...outline.slice(first + a.length + b.length)];
}

const shifted = (block: Outline, by: number) =>
  block.map((item) => ({ ...item, level: item.level + by }));

/** Makes an item (and its children) a child of the sibling above it, one level in. */
export function indentItem(outline: Outline, id: string): Outline {
  const index = indexOf(outline, id);
  if (index < 0 || siblingIndex(outline, index, -1) < 0) return outline;
  const end = blockEnd(outline, index);
  const block = outline.slice(index, end);
  if (Math.max(...block.map((item) => item.level)) >= RESOURCE_GROUP_LIMITS.sortLevels) {
    return outline;
  }
  return [...outline.slice(0, index), ...shifted(block, 1), ...outline.slice(end)];
}

/** Takes an item (and its children) one level out: it follows its former parent. */
export function outdentItem(outline: Outline, id: string): Outline {
  const index = indexOf(outline, id);
  const level = outline[index]?.level ?? 1;
  if (index < 0 || level <= 1) return outline;
  let parent = index - 1;
  while (parent >= 0 && (outline[parent]?.level ?? 0) >= level) parent -= 1;
  const end = blockEnd(outline, index);
  const block = shifted(outline.slice(index, end), -1);
  const rest = [...outline.slice(0, index), ...outline.slice(end)];
  const after = blockEnd(rest, parent);
  return [...rest.slice(0, after), ...block, ...rest.slice(after)];
}

export const removeItem = (outline: Outline, id: string): Outline =>
  outline.filter((item) => item.id !== id);

/** Whether the item may move up, down, in or out. */
export function itemMoves(outline: Outline, id: string) {
  const index = indexOf(outline, id);
  const level = outline[index]?.level ?? 1;
  return {
    up: siblingIndex(outline, index, -1) >= 0,
    down: siblingIndex(outline, index, 1) >= 0,
    indent: indentItem(outline, id) !== outline,
    outdent: level > 1,
  };
}

/** Every item's multi-level place: 1, 2, 3... per level under its parent. */
export function placesOf(outline: Outline): { contentId: string; sortPath: number[] }[] {
  const path: number[] = [];
  return outline.map((item) => {
    path.length = item.level;
    path[item.level - 1] = (path[item.level - 1] ?? 0) + 1;
    for (let i = 0; i < item.level; i += 1) path[i] ??= 1;
    return { contentId: item.id, sortPath: [...path] };
  });
}
