import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { TRichText } from '@portal/core';
import { docToRichText, richTextToDoc } from './rich-text-doc';
import { RICH_TEXT_EXTENSIONS } from './rich-text-extensions';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

/** What the editor holds after HTML arrives in it (a paste, or a document from elsewhere). */
const editorWith = (content: string | object) => {
  editor = new Editor({ extensions: RICH_TEXT_EXTENSIONS, content });
  return editor;
};

describe('the rich-text editor bridge', () => {
  it('keeps paragraphs, headings, lists, quotes and the allowed marks', () => {
    const html =
      '<h2>Plan</h2><p>Say <b>hello</b> and <i>smile</i> <u>often</u></p>' +
      '<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol><blockquote>wise</blockquote>';
    expect(docToRichText(editorWith(html).getJSON())).toEqual([
      { type: 'heading', spans: [{ text: 'Plan' }] },
      {
        type: 'paragraph',
        spans: [
          { text: 'Say ' },
          { text: 'hello', bold: true },
          { text: ' and ' },
          { text: 'smile', italic: true },
          { text: ' ' },
          { text: 'often', underline: true },
        ],
      },
      { type: 'bullet', spans: [{ text: 'one' }] },
      { type: 'bullet', spans: [{ text: 'two' }] },
      { type: 'numbered', spans: [{ text: 'first' }] },
      { type: 'quote', spans: [{ text: 'wise' }] },
    ]);
  });

  it('drops scripts, styles, images, event attributes and unsafe links to plain text', () => {
    const html =
      '<p onclick="x()">a<script>alert(1)</script><style>p{}</style>' +
      '<a href="javascript:alert(1)">bad</a><a href="https://example.org">good</a>' +
      '<img src=x onerror="alert(2)"><code>c</code><s>s</s></p><pre>block</pre><hr>';
    expect(docToRichText(editorWith(html).getJSON())).toEqual([
      {
        type: 'paragraph',
        spans: [{ text: 'abad' }, { text: 'good', link: 'https://example.org' }, { text: 'cs' }],
      },
      { type: 'paragraph', spans: [{ text: 'block' }] },
    ]);
  });

  it('flattens nested lists and line breaks into blocks of their list', () => {
    const html = '<ul><li><p>a<br>b</p><ol><li>inner</li></ol></li></ul>';
    expect(docToRichText(editorWith(html).getJSON())).toEqual([
      { type: 'bullet', spans: [{ text: 'a' }] },
      { type: 'bullet', spans: [{ text: 'b' }] },
      { type: 'numbered', spans: [{ text: 'inner' }] },
    ]);
  });

  it('builds the document from text, so stored markup stays text', () => {
    const html = editorWith(
      richTextToDoc([
        { type: 'paragraph', spans: [{ text: '<img src=x onerror=alert(1)>', bold: true }] },
        { type: 'bullet', spans: [{ text: 'a' }] },
        { type: 'bullet', spans: [{ text: 'b', link: 'javascript:alert(1)' }] },
      ]),
    ).getHTML();
    expect(html).not.toContain('<img');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html.match(/<li>/g)).toHaveLength(2);
  });

  it('round-trips stored rich text through the editor unchanged', () => {
    const text: TRichText = [
      { type: 'heading', spans: [{ text: 'Next steps' }] },
      { type: 'numbered', spans: [{ text: 'Call ' }, { text: 'Ana', bold: true, italic: true }] },
      { type: 'numbered', spans: [{ text: 'Write' }] },
      { type: 'paragraph', spans: [{ text: 'mail', link: 'mailto:ana@example.org' }] },
      { type: 'quote', spans: [{ text: 'Steady', underline: true }] },
    ];
    expect(docToRichText(editorWith(richTextToDoc(text)).getJSON())).toEqual(text);
  });

  it('gives an empty text an empty paragraph to type in, and reads it back as nothing', () => {
    const doc = richTextToDoc([]);
    expect(doc).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
    expect(docToRichText(editorWith(doc).getJSON())).toEqual([]);
  });
});
