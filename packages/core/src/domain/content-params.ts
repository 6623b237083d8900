import type { ContentParamType } from './names';

/**
 * Content params: an item declares the spec's param types it takes, and each type names the
 * values a reader's links may carry. A link of such an item writes a value as `{eventId}`,
 * `{accountId}`, `{uaId}` or `{email}` (e.g. a survey's address); the reader's own values fill
 * them in, URL-encoded, so the link knows who follows it from which event or account.
 */
export const CONTENT_PARAM_FIELDS = {
  eventIdUaIdEmail: ['eventId', 'uaId', 'email'],
  accountIdUaIdEmail: ['accountId', 'uaId', 'email'],
} as const satisfies Record<ContentParamType, readonly string[]>;

export type ContentParamField = (typeof CONTENT_PARAM_FIELDS)[ContentParamType][number];

/** The values of a reader for an item: those the server knows of them (none: left out). */
export type TContentParamValues = Partial<Record<ContentParamField, string>>;

/** The fields an item's links may use, from its declared param types. */
export const contentParamFields = (types: readonly ContentParamType[]): Set<ContentParamField> =>
  new Set(types.flatMap((type) => CONTENT_PARAM_FIELDS[type]));

/**
 * A link with the item's declared fields filled in from the reader's values, each URL-encoded
 * (a value the reader has none of becomes empty). Other braces are left as written; the link's
 * scheme or site, checked when it was saved, cannot change since no value is unencoded.
 */
export function fillContentParams(
  href: string,
  fields: ReadonlySet<ContentParamField>,
  values: TContentParamValues,
): string {
  return href.replace(
    /\{(eventId|accountId|uaId|email)\}/g,
    (placeholder, name: ContentParamField) =>
      fields.has(name) ? encodeURIComponent(values[name] ?? '') : placeholder,
  );
}
