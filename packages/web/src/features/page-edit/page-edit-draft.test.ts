import { describe, expect, it } from 'vitest';
import type { PageBanner, PageTextValue } from '@portal/core';
import {
  bannerTextFor,
  contentIn,
  richContent,
  startLanguage,
  withBannerText,
  withContent,
} from './page-edit-draft';

const text: PageTextValue = {
  value: 'Welcome',
  textColor: '#222222',
  languages: { de: { value: 'Willkommen' } },
};

describe('page text drafts', () => {
  it('read and write the text for every language, keeping the presentation', () => {
    expect(contentIn(text, 'all')).toEqual({ value: 'Welcome' });
    expect(withContent(text, 'all', { value: 'Hello' })).toEqual({ ...text, value: 'Hello' });
  });

  it("read and write one language's own text; an emptied language loses its entry", () => {
    expect(contentIn(text, 'de')).toEqual({ value: 'Willkommen' });
    expect(contentIn(text, 'fr')).toEqual({});
    expect(withContent(text, 'fr', { value: 'Bienvenue' }).languages).toEqual({
      de: { value: 'Willkommen' },
      fr: { value: 'Bienvenue' },
    });
    expect(withContent(text, 'de', { value: '  ' })).toEqual({
      value: 'Welcome',
      textColor: '#222222',
    });
  });

  it('keep the plain form of rich text as its value', () => {
    const rich = [{ type: 'paragraph' as const, spans: [{ text: 'Bold', bold: true }] }];
    expect(richContent(rich)).toEqual({ value: 'Bold', rich });
    expect(richContent([{ type: 'paragraph', spans: [] }])).toEqual({});
  });

  it("start in the page's language once a text for every language exists", () => {
    expect(startLanguage(undefined, 'de')).toBe('all');
    expect(startLanguage(text, 'de')).toBe('de');
  });
});

describe('banner drafts', () => {
  const banner: PageBanner = { text: 'Closed', severity: 'info' };

  it('write a language of their own, and drop it again when emptied', () => {
    const german = withBannerText(banner, 'de', 'Geschlossen');
    expect(bannerTextFor(german, 'de')).toBe('Geschlossen');
    expect(bannerTextFor(german, 'all')).toBe('Closed');
    expect(withBannerText(german, 'de', '')).toEqual(banner);
  });
});
