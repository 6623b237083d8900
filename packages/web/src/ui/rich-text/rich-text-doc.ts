import type { JSONContent } from '@tiptap/react';
import {
  RICH_TEXT_LIMITS,
  safeLink,
  type RichTextBlockType,
  type TRichText,
  type TRichTextBlock,
  type TRichTextSpan,
} from '@portal/core';

/**
 * The bridge between stored rich text (core's blocks of marked runs) and the editor's document.
 * Only an allow-list crosses it: paragraphs, headings, list items, quotes, and bold, italic,
 * underline and http(s)/mailto links. Whatever else a document holds (pasted from elsewhere,
 * nested lists, code) comes out as those blocks' text.
 */

type Marks = Omit<TRichTextSpan, 'text'>;

const sameMarks = (a: Marks, b: Marks) =>
  a.bold === b.bold && a.italic === b.italic && a.underline === b.underline && a.link === b.link;

function marksOf(node: JSONContent): Marks {
  const marks: Marks = {};
  for (const mark of node.marks ?? []) {
    if (mark.type === 'bold') marks.bold = true;
    if (mark.type === 'italic') marks.italic = true;
    if (mark.type === 'underline') marks.underline = true;
    if (mark.type === 'link') {
      const link = safeLink(typeof mark.attrs?.href === 'string' ? mark.attrs.href : undefined);
      if (link) marks.link = link;
    }
  }
  return marks;
}

/** Collects the blocks of a document, a text block at a time. */
class BlockCollector {
  readonly blocks: TRichTextBlock[] = [];

  /** A text block's inline content as blocks of `type`; a hard break starts the next one. */
  private textBlock(node: JSONContent, type: RichTextBlockType) {
    let block: TRichTextBlock = { type, spans: [] };
    this.blocks.push(block);
    for (const inline of node.content ?? []) {
      if (inline.type === 'hardBreak') {
        block = { type, spans: [] };
        this.blocks.push(block);
      } else if (inline.text) {
        const marks = marksOf(inline);
        const last = block.spans.at(-1);
        if (last && sameMarks(last, marks)) last.text += inline.text;
        else block.spans.push({ text: inline.text, ...marks });
      }
    }
  }

  /** A node of the document; `within` is the block type its container gives (a list, a quote). */
  walk(node: JSONContent, within: RichTextBlockType | null) {
    switch (node.type) {
      case 'paragraph':
        return this.textBlock(node, within ?? 'paragraph');
      case 'heading':
        return this.textBlock(node, within ?? 'heading');
      case 'bulletList':
        return this.children(node, 'bullet');
      case 'orderedList':
        return this.children(node, 'numbered');
      case 'blockquote':
        return this.children(node, within ?? 'quote');
      default:
        if (node.text) return this.textBlock({ content: [node] }, within ?? 'paragraph');
        return this.children(node, within);
    }
  }

  private children(node: JSONContent, within: RichTextBlockType | null) {
    for (const child of node.content ?? []) this.walk(child, within);
  }
}

/** The rich text an editor document holds, within the limits; empty blocks dropped. */
export function docToRichText(doc: JSONContent): TRichText {
  const collector = new BlockCollector();
  collector.walk(doc, null);
  return collector.blocks
    .filter((block) => block.spans.some((span) => span.text.trim() !== ''))
    .slice(0, RICH_TEXT_LIMITS.blocks)
    .map((block) => ({
      ...block,
      spans: block.spans
        .slice(0, RICH_TEXT_LIMITS.spansPerBlock)
        .map((span) => ({ ...span, text: span.text.slice(0, RICH_TEXT_LIMITS.spanText) })),
    }));
}

function inlineOf(span: TRichTextSpan): JSONContent {
  const marks: NonNullable<JSONContent['marks']> = [];
  if (span.bold) marks.push({ type: 'bold' });
  if (span.italic) marks.push({ type: 'italic' });
  if (span.underline) marks.push({ type: 'underline' });
  const link = safeLink(span.link);
  if (link) marks.push({ type: 'link', attrs: { href: link } });
  return marks.length
    ? { type: 'text', text: span.text, marks }
    : { type: 'text', text: span.text };
}

const paragraph = (block: TRichTextBlock): JSONContent => {
  const content = block.spans.filter((span) => span.text !== '').map(inlineOf);
  return content.length ? { type: 'paragraph', content } : { type: 'paragraph' };
};

const LIST_OF = { bullet: 'bulletList', numbered: 'orderedList' } as const;

/** The editor document of stored rich text; list items in a row make one list. */
export function richTextToDoc(text: TRichText): JSONContent {
  const content: JSONContent[] = [];
  for (const block of text) {
    if (block.type === 'bullet' || block.type === 'numbered') {
      const last = content.at(-1);
      const item = { type: 'listItem', content: [paragraph(block)] };
      if (last?.type === LIST_OF[block.type]) last.content?.push(item);
      else content.push({ type: LIST_OF[block.type], content: [item] });
    } else if (block.type === 'heading') {
      content.push({ ...paragraph(block), type: 'heading', attrs: { level: 3 } });
    } else if (block.type === 'quote') {
      content.push({ type: 'blockquote', content: [paragraph(block)] });
    } else {
      content.push(paragraph(block));
    }
  }
  return { type: 'doc', content: content.length ? content : [{ type: 'paragraph' }] };
}
