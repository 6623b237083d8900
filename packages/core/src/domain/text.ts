import type { TRichText } from '../validation/rich-text';

/** The empty identifier: all zeros. */
export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';

/** Blank: null, undefined, or empty after trimming. */
export function isBlank(value: string | null | undefined): value is null | undefined | '' {
  return value === null || value === undefined || value.trim() === '';
}

/** A displayed website gets http:// prefixed unless it already starts with http. */
export function withHttp(website: string | null | undefined): string {
  if (isBlank(website)) return '';
  const trimmed = website.trim();
  return /^http/i.test(trimmed) ? trimmed : `http://${trimmed}`;
}

/** Escapes angle brackets and ampersands in text pushed by the server before it is shown. */
export function escapePushedText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * Text made safe for HTML content and quoted attribute values (names, addresses and other text
 * people type, wherever it enters HTML).
 */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The literal marker that splits a text into what shows and what "show more" reveals. */
export const MORE_MARKER = '{{...}}';

export type MoreSplit = {
  /** Shown at first. */
  visible: string;
  /** Revealed by "show more"; empty when there is no marker or nothing after it. */
  hidden: string;
};

/**
 * Splits a text at the first `{{...}}` marker, which is dropped. `visible + hidden` is the
 * text without the marker, so showing both reads as the author wrote it. Later markers stay in
 * the hidden part as they are, being only meaningful once.
 */
export function splitAtMoreMarker(text: string): MoreSplit {
  const at = text.indexOf(MORE_MARKER);
  if (at < 0) return { visible: text, hidden: '' };
  return { visible: text.slice(0, at), hidden: text.slice(at + MORE_MARKER.length) };
}

/** The plain text of rich text, for search, previews and CSV. */
export function richTextPlain(text: TRichText): string {
  return text.map((block) => block.spans.map((span) => span.text).join('')).join('\n');
}
