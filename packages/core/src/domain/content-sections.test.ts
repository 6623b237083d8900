import { describe, expect, it } from 'vitest';
import {
  ZContentSections,
  contentSectionText,
  unknownSectionTypes,
  type TContentSection,
} from './content-sections';

const text = (id: string, words: string): TContentSection => ({
  id,
  type: 'text',
  data: { body: [{ type: 'paragraph', spans: [{ text: words }] }] },
});

describe('content sections', () => {
  it('accepts a page of rows and columns with known sections', () => {
    const page = [
      { id: 't', type: 'title', data: { text: 'Welcome' } },
      {
        id: 'r',
        type: 'row',
        data: {},
        children: [
          { id: 'c1', type: 'col', data: {}, children: [text('x', 'Left words')] },
          { id: 'c2', type: 'col', data: {}, children: [{ id: 'u', type: 'upcomingEvents' }] },
        ],
      },
    ];
    const parsed = ZContentSections.parse(page);
    expect(parsed[1]?.children?.[1]?.children?.[0]).toEqual({
      id: 'u',
      type: 'upcomingEvents',
      data: {},
    });
    expect(contentSectionText(parsed)).toBe('Welcome\nLeft words');
  });

  it('keeps an unknown section type and flags it', () => {
    const page = ZContentSections.parse([{ id: 'a', type: 'hologram', data: { beam: 3 } }]);
    expect(page[0]?.data).toEqual({ beam: 3 });
    expect(unknownSectionTypes(page)).toEqual(['hologram']);
  });

  it.each([
    [
      'a script link on a button',
      [{ id: 'b', type: 'button', data: { label: 'x', href: 'javascript:alert(1)' } }],
    ],
    [
      'a link that leaves the site',
      [{ id: 'b', type: 'button', data: { label: 'x', href: '//evil.example' } }],
    ],
    ['an image without a source', [{ id: 'i', type: 'image', data: { alt: 'x' } }]],
    ['a column outside a row', [{ id: 'c', type: 'col', data: {} }]],
    ['a row holding a text', [{ id: 'r', type: 'row', data: {}, children: [text('x', 'y')] }]],
    ['a text holding sections', [{ ...text('x', 'y'), children: [text('z', 'y')] }]],
    ['a repeated id', [text('x', 'a'), text('x', 'b')]],
    ['markup as a type name', [{ id: 'x', type: '<script>', data: {} }]],
    ['html instead of structured text', [{ id: 'x', type: 'text', data: { body: '<p>hi</p>' } }]],
  ])('refuses %s', (_name, page) => {
    expect(ZContentSections.safeParse(page).success).toBe(false);
  });

  it('refuses settings past the size limit', () => {
    const page = [{ id: 'x', type: 'component', data: { blob: 'x'.repeat(20_001) } }];
    expect(ZContentSections.safeParse(page).success).toBe(false);
  });
});
