import { describe, expect, it } from 'vitest';
import type { AppPage, PageBanner, PageTextValue } from './app-config';
import {
  PAGE_IMAGE_PATH,
  bannerTextIn,
  lookupPageText,
  pageImageAddress,
  pageImageFileOf,
  pageTextIn,
} from './page-text';

const page = (name: string, texts: Record<string, string>): AppPage => ({
  name,
  route: name,
  text: Object.entries(texts).map(([textName, value]) => ({ name: textName, value: { value } })),
  banners: [],
});

const pages = [
  page('plan', { title: 'Plan title' }),
  page('default', { title: 'Default title', footer: 'Default footer' }),
  page('hubDefault', { title: 'Hub title', footer: 'Hub footer', greeting: 'Hello from hub' }),
];

describe('lookupPageText', () => {
  it("takes the page's own text first", () => {
    expect(lookupPageText(pages, 'plan', 'title', 'hubDefault')?.value).toBe('Plan title');
  });

  it('falls back to the default page', () => {
    expect(lookupPageText(pages, 'plan', 'footer', 'hubDefault')?.value).toBe('Default footer');
  });

  it("falls back last to the caller's default page", () => {
    expect(lookupPageText(pages, 'plan', 'greeting', 'hubDefault')?.value).toBe('Hello from hub');
  });

  it('uses the default page when the page is not configured', () => {
    expect(lookupPageText(pages, 'unknownPage', 'title')?.value).toBe('Default title');
  });

  it('answers undefined when no page has the text', () => {
    expect(lookupPageText(pages, 'plan', 'greeting')).toBeUndefined();
    expect(lookupPageText([], 'plan', 'title', 'hubDefault')).toBeUndefined();
  });

  it('returns the whole text value with its styling fields', () => {
    const styled: AppPage = {
      name: 'home',
      route: '',
      text: [{ name: 'banner', value: { value: 'Hi', backgroundColor: '#fff', imgWidth: '40' } }],
      banners: [],
    };
    expect(lookupPageText([styled], 'home', 'banner')).toEqual({
      value: 'Hi',
      backgroundColor: '#fff',
      imgWidth: '40',
    });
  });
});

describe('pageTextIn', () => {
  const text: PageTextValue = {
    value: 'Welcome',
    languages: { de: { value: 'Willkommen' }, 'en-us': { value: 'Howdy' }, es: { value: 'Hola' } },
  };

  it("takes the language's own entry, then its variant's base, then the text for all", () => {
    expect(pageTextIn(text, 'de').value).toBe('Willkommen');
    expect(pageTextIn(text, 'en-gb').value).toBe('Howdy');
    expect(pageTextIn(text, 'es-419').value).toBe('Hola');
    expect(pageTextIn(text, 'fr').value).toBe('Welcome');
  });

  it('keeps the rich form with its language', () => {
    const rich = [{ type: 'paragraph' as const, spans: [{ text: 'Fett', bold: true }] }];
    expect(pageTextIn({ value: 'x', languages: { de: { value: 'Fett', rich } } }, 'de').rich).toBe(
      rich,
    );
    expect(pageTextIn({}, 'de')).toEqual({});
  });
});

describe('bannerTextIn', () => {
  it("takes the language's own text, else the text for all", () => {
    const banner: PageBanner = {
      text: 'Closed Friday',
      severity: 'info',
      languages: { de: 'Freitag geschlossen' },
    };
    expect(bannerTextIn(banner, 'de')).toBe('Freitag geschlossen');
    expect(bannerTextIn(banner, 'pl')).toBe('Closed Friday');
  });
});

describe('page image addresses', () => {
  const id = '0b7c1f3e-2d4a-4c5b-9e8f-1a2b3c4d5e6f';

  it('name their brand and file', () => {
    expect(pageImageFileOf(pageImageAddress('teams', id))).toEqual({ brand: 'teams', fileId: id });
  });

  it('are the only image values shown', () => {
    for (const value of [
      undefined,
      '',
      'https://evil.example/x.png',
      `${PAGE_IMAGE_PATH}/nobrand/0b7c1f3e-2d4a-4c5b-9e8f-1a2b3c4d5e6f`,
      `javascript:alert(1)//${PAGE_IMAGE_PATH}/tfg/${id}`,
      `${PAGE_IMAGE_PATH}/tfg/${id}/../../api`,
      `${PAGE_IMAGE_PATH}/tfg/not-a-guid`,
    ]) {
      expect(pageImageFileOf(value)).toBeNull();
    }
  });
});
