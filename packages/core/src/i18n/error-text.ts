import type { Catalog, TextKey } from './catalog-types';

/** The key of a server error message, in the `errors` namespace ('errors.plan.planNotFound'). */
export type ErrorKey = Extract<TextKey, `errors.${string}`>;

/** A placeholder's value: as it is, or another text of the catalog (a step's label). */
export type ErrorValue = string | number | { text: TextKey };

/** A server error message: its key, with the values of its placeholders when it has some. */
export type ErrorText = ErrorKey | { key: ErrorKey; values: Readonly<Record<string, ErrorValue>> };

export const errorKeyOf = (text: ErrorText): ErrorKey =>
  typeof text === 'string' ? text : text.key;

/** The text at a dotted key of the catalog, or the key itself when there is none. */
function textAt(catalog: Catalog, key: TextKey): string {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  return typeof node === 'string' ? node : key;
}

/** The message in the language of `catalog`, its placeholders filled. */
export function errorMessage(text: ErrorText, catalog: Catalog): string {
  const values = typeof text === 'string' ? {} : text.values;
  return textAt(catalog, errorKeyOf(text)).replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    if (!Object.hasOwn(values, name)) return whole;
    const value = values[name];
    return typeof value === 'object' ? textAt(catalog, value.text) : String(value);
  });
}
