import { z } from 'zod';

/**
 * Rich text kept as structure, never as HTML: blocks (paragraph, heading, list item, quote) of
 * text runs with marks. Notes and content sections store it; the web edits it with its editor
 * and renders it as React text, so nothing a person writes ever becomes live markup.
 */

export const RICH_TEXT_LIMITS = {
  blocks: 500,
  spansPerBlock: 200,
  spanText: 10_000,
  link: 2000,
} as const;

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

/** The link a text may keep: http(s) or mailto only (never javascript: or data:). */
export function safeLink(href: string | null | undefined): string | undefined {
  const link = href?.trim();
  return link && SAFE_LINK.test(link) && link.length <= RICH_TEXT_LIMITS.link ? link : undefined;
}

const zLink = z
  .string()
  .trim()
  .max(RICH_TEXT_LIMITS.link)
  .refine((url) => safeLink(url) !== undefined, {
    message: 'Links must be http, https or mailto.',
  });

/** A run of text with its marks. */
export const ZRichTextSpan = z.object({
  text: z.string().max(RICH_TEXT_LIMITS.spanText),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
  underline: z.boolean().optional(),
  link: zLink.optional(),
});
export type TRichTextSpan = z.output<typeof ZRichTextSpan>;

export const RICH_TEXT_BLOCK_TYPES = [
  'paragraph',
  'heading',
  'bullet',
  'numbered',
  'quote',
] as const;
export type RichTextBlockType = (typeof RICH_TEXT_BLOCK_TYPES)[number];

export const ZRichTextBlock = z.object({
  type: z.enum(RICH_TEXT_BLOCK_TYPES),
  spans: z.array(ZRichTextSpan).max(RICH_TEXT_LIMITS.spansPerBlock),
});
export type TRichTextBlock = z.output<typeof ZRichTextBlock>;

export const ZRichText = z.array(ZRichTextBlock).max(RICH_TEXT_LIMITS.blocks);
export type TRichText = z.output<typeof ZRichText>;
