import { describe, expect, it } from 'vitest';
import { blocksToDom, domToBlocks, safeLink } from './note-dom';

const editable = (html: string) => {
  const root = document.createElement('div');
  // The test stands for what a browser's editing commands and a paste leave in the editor.
  root.innerHTML = html;
  return root;
};

describe('note editor DOM', () => {
  it('keeps paragraphs, headings, lists, quotes and the allowed marks', () => {
    const body = domToBlocks(
      editable(
        '<h2>Plan</h2><p>Say <b>hello</b> and <i>smile</i> <u>often</u></p>' +
          '<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol><blockquote>wise</blockquote>',
      ),
    );
    expect(body).toEqual([
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

  it('drops scripts, styles, event attributes and unsafe links to plain text', () => {
    const body = domToBlocks(
      editable(
        '<p onclick="x()">a<script>alert(1)</script><style>p{}</style>' +
          '<a href="javascript:alert(1)">bad</a><a href="https://example.org">good</a>' +
          '<img src=x onerror="alert(2)"></p>',
      ),
    );
    expect(body).toEqual([
      {
        type: 'paragraph',
        spans: [{ text: 'abad' }, { text: 'good', link: 'https://example.org' }],
      },
    ]);
  });

  it('builds the editable DOM from text, so stored markup stays text', () => {
    const root = document.createElement('div');
    blocksToDom(
      [
        { type: 'paragraph', spans: [{ text: '<img src=x onerror=alert(1)>', bold: true }] },
        { type: 'bullet', spans: [{ text: 'a' }] },
        { type: 'bullet', spans: [{ text: 'b', link: 'javascript:alert(1)' }] },
      ],
      root,
    );
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('a')).toBeNull();
    expect(root.querySelectorAll('ul > li')).toHaveLength(2);
    expect(root.querySelector('b')?.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it('round-trips a body through the editor unchanged', () => {
    const body = [
      { type: 'heading' as const, spans: [{ text: 'Next steps' }] },
      {
        type: 'numbered' as const,
        spans: [{ text: 'Call ' }, { text: 'Ana', bold: true, italic: true }],
      },
      { type: 'paragraph' as const, spans: [{ text: 'mail', link: 'mailto:ana@example.org' }] },
    ];
    const root = document.createElement('div');
    blocksToDom(body, root);
    expect(domToBlocks(root)).toEqual(body);
  });

  it('accepts only http, https and mailto links', () => {
    expect(safeLink(' https://a.example ')).toBe('https://a.example');
    expect(safeLink('mailto:a@b.example')).toBe('mailto:a@b.example');
    expect(safeLink('data:text/html,x')).toBeUndefined();
    expect(safeLink(null)).toBeUndefined();
  });
});
