import { NOTE_LIMITS, type TNoteBlock, type TNoteBody, type TNoteSpan } from '@portal/core';

/**
 * The editor's bridge between structured note text and the editable DOM. Only an allow-list
 * survives a round trip: paragraphs, headings, list items, quotes, and bold, italic, underline
 * and http(s)/mailto links inside them. Everything else (scripts, styles, images, attributes,
 * unknown tags) is dropped to its text, so what is saved can only ever render as text.
 */

type Marks = Omit<TNoteSpan, 'text'>;
type BlockType = TNoteBlock['type'];

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

/** The link of an anchor, when it is one the note may keep. */
export function safeLink(href: string | null): string | undefined {
  const link = href?.trim();
  return link && SAFE_LINK.test(link) ? link : undefined;
}

const BLOCK_TAGS: Readonly<Record<string, BlockType>> = {
  P: 'paragraph',
  DIV: 'paragraph',
  H1: 'heading',
  H2: 'heading',
  H3: 'heading',
  H4: 'heading',
  BLOCKQUOTE: 'quote',
};

function marksOf(element: Element, marks: Marks): Marks {
  const next = { ...marks };
  const tag = element.tagName;
  if (tag === 'B' || tag === 'STRONG') next.bold = true;
  if (tag === 'I' || tag === 'EM') next.italic = true;
  if (tag === 'U') next.underline = true;
  if (tag === 'A') {
    const link = safeLink(element.getAttribute('href'));
    if (link) next.link = link;
  }
  return next;
}

const sameMarks = (a: Marks, b: Marks) =>
  a.bold === b.bold && a.italic === b.italic && a.underline === b.underline && a.link === b.link;

/** Walks the editable DOM and collects blocks of marked text runs. */
class BlockCollector {
  readonly blocks: TNoteBlock[] = [];
  private current: TNoteBlock | null = null;

  private start(type: BlockType) {
    this.current = { type, spans: [] };
    this.blocks.push(this.current);
  }

  private end() {
    this.current = null;
  }

  private text(text: string, marks: Marks) {
    if (text === '') return;
    if (!this.current) this.start('paragraph');
    const spans = (this.current as TNoteBlock).spans;
    const last = spans.at(-1);
    if (last && sameMarks(last, marks)) last.text += text;
    else spans.push({ text, ...cleanMarks(marks) });
  }

  walk(node: Node, marks: Marks, listType: BlockType | null) {
    if (node.nodeType === 3) return this.text(node.textContent ?? '', marks);
    if (node.nodeType !== 1) return;
    const element = node as Element;
    const tag = element.tagName;
    if (tag === 'SCRIPT' || tag === 'STYLE' || tag === 'TEMPLATE') return;
    if (tag === 'BR') return this.end();
    if (tag === 'UL' || tag === 'OL') {
      this.end();
      for (const child of element.childNodes) {
        this.walk(child, marks, tag === 'UL' ? 'bullet' : 'numbered');
      }
      return this.end();
    }
    const blockType = tag === 'LI' ? (listType ?? 'bullet') : BLOCK_TAGS[tag];
    if (blockType) {
      this.end();
      this.start(blockType);
    }
    for (const child of element.childNodes) this.walk(child, marksOf(element, marks), listType);
    if (blockType) this.end();
  }
}

function cleanMarks(marks: Marks): Marks {
  return Object.fromEntries(Object.entries(marks).filter(([, value]) => value)) as Marks;
}

/** The note body the editable element holds, within the note limits; empty blocks dropped. */
export function domToBlocks(root: Node): TNoteBody {
  const collector = new BlockCollector();
  for (const child of root.childNodes) collector.walk(child, {}, null);
  return collector.blocks
    .filter((block) => block.spans.some((span) => span.text.trim() !== ''))
    .slice(0, NOTE_LIMITS.blocks)
    .map((block) => ({
      ...block,
      spans: block.spans
        .slice(0, NOTE_LIMITS.spansPerBlock)
        .map((span) => ({ ...span, text: span.text.slice(0, NOTE_LIMITS.spanText) })),
    }));
}

function spanNode(span: TNoteSpan): Node {
  let node: Node = document.createTextNode(span.text);
  const wrap = (tag: string) => {
    const element = document.createElement(tag);
    element.append(node);
    node = element;
    return element;
  };
  if (span.underline) wrap('u');
  if (span.italic) wrap('i');
  if (span.bold) wrap('b');
  const link = safeLink(span.link ?? null);
  if (link) wrap('a').setAttribute('href', link);
  return node;
}

const TAG_OF: Readonly<Record<Exclude<BlockType, 'bullet' | 'numbered'>, string>> = {
  paragraph: 'p',
  heading: 'h3',
  quote: 'blockquote',
};

/**
 * Fills the editable element with a stored body, built node by node from text (never parsed
 * as HTML), so stored text cannot become markup.
 */
export function blocksToDom(body: TNoteBody, root: HTMLElement): void {
  root.replaceChildren();
  let list = null as HTMLElement | null;
  for (const block of body) {
    let element: HTMLElement;
    if (block.type === 'bullet' || block.type === 'numbered') {
      const tag = block.type === 'bullet' ? 'UL' : 'OL';
      if (list?.tagName !== tag) {
        list = document.createElement(tag.toLowerCase());
        root.append(list);
      }
      element = document.createElement('li');
      list.append(element);
    } else {
      list = null;
      element = document.createElement(TAG_OF[block.type]);
      root.append(element);
    }
    element.append(...block.spans.map(spanNode));
  }
}
