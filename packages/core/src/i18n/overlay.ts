type Tree = { readonly [key: string]: unknown };

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `over` laid on `under`, depth by depth: a new object; neither input is changed. */
export function overlay(under: Tree, over: Tree): Tree {
  const merged: Record<string, unknown> = { ...under };
  for (const [key, value] of Object.entries(over)) {
    const below = merged[key];
    merged[key] = isTree(value) && isTree(below) ? overlay(below, value) : value;
  }
  return merged;
}
