import type { ContentSectionType, TContentSection } from '@portal/core';

/**
 * The editing operations of a content page's sections, pure: each answers a new tree and leaves
 * the one given untouched. Rows hold only columns and only rows hold columns (core's
 * ZContentSections); an operation that would break that, or that names nothing, answers the
 * tree unchanged.
 */

export type Sections = readonly TContentSection[];
export type NewId = () => string;

/** A fresh section id: short, unique enough on one page, and valid as a `sectionHash`. */
export const randomSectionId: NewId = () => `s${Math.random().toString(36).slice(2, 10)}`;

/** The settings a new section of a type starts with. */
function initialData(type: ContentSectionType): Record<string, unknown> {
  switch (type) {
    case 'title':
      return { text: '' };
    case 'text':
      return { body: [] };
    case 'button':
      return { label: '', href: '' };
    case 'image':
      return { url: '', alt: '' };
    case 'imageCarousel':
      return { images: [] };
    case 'video':
      return { url: '' };
    case 'related':
    case 'attachments':
      return { contentIds: [] };
    case 'simpleNav':
      return { links: [] };
    case 'checkboxProgressBar':
      return { items: [] };
    case 'trainerReminders':
      return { reminders: [] };
    case 'component':
      return { name: '' };
    case 'domoReport':
      return { url: '' };
    default:
      return {};
  }
}

const column = (newId: NewId): TContentSection => ({
  id: newId(),
  type: 'col',
  data: {},
  children: [],
});

/** A new section of the type; a row starts with two empty columns. */
export function newSection(type: ContentSectionType, newId: NewId = randomSectionId) {
  const section: TContentSection = { id: newId(), type, data: initialData(type) };
  if (type === 'row') section.children = [column(newId), column(newId)];
  if (type === 'col') section.children = [];
  return section;
}

/** Where a section is: the list holding it (its parent's children, or the page) and its index. */
type Place = { parent: TContentSection | null; index: number; section: TContentSection };

function locate(
  sections: Sections,
  id: string,
  parent: TContentSection | null = null,
): Place | null {
  for (const [index, section] of sections.entries()) {
    if (section.id === id) return { parent, index, section };
    const found = section.children ? locate(section.children, id, section) : null;
    if (found) return found;
  }
  return null;
}

export const findSection = (sections: Sections, id: string) => locate(sections, id)?.section;

/** The tree with the children of `parentId` (null: the page) replaced by `change(children)`. */
function withChildren(
  sections: Sections,
  parentId: string | null,
  change: (children: Sections) => TContentSection[],
): TContentSection[] {
  if (parentId === null) return change(sections);
  return sections.map((section) => {
    if (section.id === parentId) return { ...section, children: change(section.children ?? []) };
    if (!section.children) return section;
    return { ...section, children: withChildren(section.children, parentId, change) };
  });
}

/** Whether a section of `type` may sit in `parent` (null: the page). */
export function fits(type: string, parent: TContentSection | null | undefined): boolean {
  const parentType = parent?.type ?? null;
  if (parentType !== null && parentType !== 'row' && parentType !== 'col') return false;
  return (parentType === 'row') === (type === 'col');
}

/** Adds a section at the end of `parentId`'s children (null: the page). */
export function addSection(
  sections: Sections,
  parentId: string | null,
  section: TContentSection,
): TContentSection[] {
  const parent = parentId === null ? null : findSection(sections, parentId);
  if (parent === undefined || !fits(section.type, parent)) return [...sections];
  return withChildren(sections, parentId, (children) => [...children, section]);
}

export function removeSection(sections: Sections, id: string): TContentSection[] {
  const place = locate(sections, id);
  if (!place) return [...sections];
  return withChildren(sections, place.parent?.id ?? null, (children) =>
    children.filter((child) => child.id !== id),
  );
}

/** Changes a section's own settings or title (never its id, type or children). */
export function updateSection(
  sections: Sections,
  id: string,
  change: Partial<Pick<TContentSection, 'title' | 'data'>>,
): TContentSection[] {
  const place = locate(sections, id);
  if (!place) return [...sections];
  return withChildren(sections, place.parent?.id ?? null, (children) =>
    children.map((child) => (child.id === id ? { ...child, ...change } : child)),
  );
}

/** Moves a section one place up (-1) or down (+1) among its siblings (a column: left, right). */
export function moveSection(sections: Sections, id: string, step: -1 | 1): TContentSection[] {
  const place = locate(sections, id);
  if (!place) return [...sections];
  return withChildren(sections, place.parent?.id ?? null, (children) => {
    const target = place.index + step;
    if (target < 0 || target >= children.length) return [...children];
    const next = [...children];
    [next[place.index], next[target]] = [next[target] as TContentSection, place.section];
    return next;
  });
}

const contains = (section: TContentSection, id: string): boolean =>
  section.id === id || (section.children ?? []).some((child) => contains(child, id));

/** Whether a section (not a column) may move into a column: not its own, not inside itself. */
export function canMoveIntoColumn(sections: Sections, id: string, columnId: string): boolean {
  const place = locate(sections, id);
  const target = findSection(sections, columnId);
  if (!place || target?.type !== 'col' || place.section.type === 'col') return false;
  return !contains(place.section, columnId) && place.parent?.id !== columnId;
}

/** Moves a section to the end of a column (see canMoveIntoColumn). */
export function moveIntoColumn(
  sections: Sections,
  id: string,
  columnId: string,
): TContentSection[] {
  const section = findSection(sections, id);
  if (!section || !canMoveIntoColumn(sections, id, columnId)) return [...sections];
  return addSection(removeSection(sections, id), columnId, section);
}

/** Takes a section out of its column: it goes right after the column's row. */
export function moveOutOfColumn(sections: Sections, id: string): TContentSection[] {
  const place = locate(sections, id);
  if (place?.parent?.type !== 'col') return [...sections];
  const column = locate(sections, place.parent.id);
  const row = column?.parent;
  if (!row) return [...sections];
  const rowPlace = locate(sections, row.id);
  if (!rowPlace) return [...sections];
  const without = removeSection(sections, id);
  return withChildren(without, rowPlace.parent?.id ?? null, (children) => {
    const next = [...children];
    next.splice(rowPlace.index + 1, 0, place.section);
    return next;
  });
}

/** Every column of the page with its row's and its own number (1-based), for "move into". */
export function pageColumns(sections: Sections): { id: string; row: number; column: number }[] {
  const found: { id: string; row: number; column: number }[] = [];
  let rows = 0;
  const visit = (list: Sections) => {
    for (const section of list) {
      if (section.type === 'row') {
        rows += 1;
        const row = rows;
        (section.children ?? []).forEach((child, index) => {
          if (child.type === 'col') found.push({ id: child.id, row, column: index + 1 });
        });
      }
      if (section.children) visit(section.children);
    }
  };
  visit(sections);
  return found;
}

/** Whether a section sits in a column (it may be moved out). */
export const isInColumn = (sections: Sections, id: string) =>
  locate(sections, id)?.parent?.type === 'col';
