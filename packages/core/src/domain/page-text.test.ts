import { describe, expect, it } from 'vitest';
import type { AppPage } from './app-config';
import { lookupPageText } from './page-text';

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
