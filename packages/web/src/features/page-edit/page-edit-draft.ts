import {
  DEFAULT_PAGE_REF,
  richTextPlain,
  type AppConfig,
  type LocaleCode,
  type PageBanner,
  type PageTextContent,
  type PageTextValue,
  type TPageRef,
  type TRichText,
} from '@portal/core';

/** Which language an edit writes: the text for every language, or one language's own. */
export type EditLanguage = LocaleCode | 'all';

/** Where an edit saves: the page shown, or the default page (every page without its own). */
export type EditScope = 'page' | 'default';

export const scopePage = (page: TPageRef, scope: EditScope): TPageRef =>
  scope === 'default' ? DEFAULT_PAGE_REF : page;

/** A text as stored on one page (not looked up further). */
export const storedText = (
  config: AppConfig,
  page: string,
  name: string,
): PageTextValue | undefined =>
  config.pages.find((entry) => entry.name === page)?.text.find((text) => text.name === name)?.value;

export const storedBanners = (config: AppConfig, page: string): PageBanner[] =>
  config.pages.find((entry) => entry.name === page)?.banners ?? [];

/** What a text says in the language an edit writes (empty when it says nothing there yet). */
export function contentIn(text: PageTextValue, language: EditLanguage): PageTextContent {
  if (language !== 'all') return text.languages?.[language] ?? {};
  return {
    ...(text.value ? { value: text.value } : {}),
    ...(text.rich ? { rich: text.rich } : {}),
  };
}

/** Rich text with its plain form as the value (what readers of `value` see). */
export const richContent = (rich: TRichText): PageTextContent => {
  const value = richTextPlain(rich).trim();
  return value ? { value, rich } : {};
};

const isEmpty = (content: PageTextContent) => !content.value?.trim() && !content.rich;

/** A copy of the object without those keys. */
export function omit<T extends object, K extends keyof T>(value: T, ...keys: K[]): Omit<T, K> {
  const copy = { ...value };
  for (const key of keys) delete copy[key];
  return copy;
}

/**
 * The text with what it says in one language replaced; a language left empty loses its entry,
 * so the text for every language applies there again.
 */
export function withContent(
  text: PageTextValue,
  language: EditLanguage,
  content: PageTextContent,
): PageTextValue {
  if (language === 'all') {
    const rest = omit(text, 'value', 'rich');
    return isEmpty(content) ? rest : { ...rest, ...content };
  }
  const others = omit(text.languages ?? {}, language);
  const languages = isEmpty(content) ? others : { ...others, [language]: content };
  const rest = omit(text, 'languages');
  return Object.keys(languages).length > 0 ? { ...rest, languages } : rest;
}

/** The language an edit starts in: the page's, once the text says something for every language. */
export const startLanguage = (text: PageTextValue | undefined, locale: LocaleCode): EditLanguage =>
  text?.value || text?.rich ? locale : 'all';

/** A banner's text in the language an edit writes. */
export const bannerTextFor = (banner: PageBanner, language: EditLanguage): string =>
  language === 'all' ? banner.text : (banner.languages?.[language] ?? '');

/** The banner with its text in one language replaced (an empty language loses its entry). */
export function withBannerText(
  banner: PageBanner,
  language: EditLanguage,
  text: string,
): PageBanner {
  if (language === 'all') return { ...banner, text };
  const others = omit(banner.languages ?? {}, language);
  const languages = text.trim() ? { ...others, [language]: text } : others;
  const rest = omit(banner, 'languages');
  return Object.keys(languages).length > 0 ? { ...rest, languages } : rest;
}
