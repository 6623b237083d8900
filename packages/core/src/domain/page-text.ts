import { BRAND_KEYS, type BrandKey } from '../brands/types';
import { LOCALE_BASES, type LocaleCode } from '../i18n/locales';
import {
  DEFAULT_PAGE_NAME,
  type AppPage,
  type PageBanner,
  type PageTextContent,
  type PageTextValue,
} from './app-config';

function textOf(
  pages: readonly AppPage[],
  pageName: string,
  textName: string,
): PageTextValue | undefined {
  return pages.find((page) => page.name === pageName)?.text.find((t) => t.name === textName)?.value;
}

/**
 * Finds a configured page text: on the named page, then on the default page
 * (`DEFAULT_PAGE_NAME`), then on the caller's own default page when one is given.
 */
export function lookupPageText(
  pages: readonly AppPage[],
  pageName: string,
  textName: string,
  callerDefaultPageName?: string,
): PageTextValue | undefined {
  const order = [pageName, DEFAULT_PAGE_NAME];
  if (callerDefaultPageName) order.push(callerDefaultPageName);
  for (const name of order) {
    const found = textOf(pages, name, textName);
    if (found) return found;
  }
  return undefined;
}

/** Where a language's own entry is looked for: the language, then the one its variant varies. */
const languageOrder = (locale: LocaleCode): LocaleCode[] => {
  const base = LOCALE_BASES[locale];
  return base ? [locale, base] : [locale];
};

/** What a page text says in a language: its own entry, else its text for every language. */
export function pageTextIn(text: PageTextValue, locale: LocaleCode): PageTextContent {
  for (const language of languageOrder(locale)) {
    const own = text.languages?.[language];
    if (own) return own;
  }
  return {
    ...(text.value === undefined ? {} : { value: text.value }),
    ...(text.rich ? { rich: text.rich } : {}),
  };
}

/** A banner's text in a language: its own entry, else its text for every language. */
export function bannerTextIn(banner: PageBanner, locale: LocaleCode): string {
  for (const language of languageOrder(locale)) {
    const own = banner.languages?.[language];
    if (own) return own;
  }
  return banner.text;
}

/**
 * Page images are files of the content library published on a page: served to anyone, signed in
 * or not, at `/files/page/{brand}/{fileId}` while a page of the brand shows them.
 */
export const PAGE_IMAGE_PATH = '/files/page';

export const pageImageAddress = (brand: BrandKey, fileId: string): string =>
  `${PAGE_IMAGE_PATH}/${brand}/${fileId}`;

const PAGE_IMAGE_ADDRESS = new RegExp(
  `^${PAGE_IMAGE_PATH}/([a-z]+)/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$`,
  'i',
);

/** The file a page image's address names, when the value is one (else it is not shown). */
export function pageImageFileOf(
  value: string | undefined,
): { brand: BrandKey; fileId: string } | null {
  const match = value ? PAGE_IMAGE_ADDRESS.exec(value.trim()) : null;
  const brand = BRAND_KEYS.find((key) => key === match?.[1]);
  return brand && match?.[2] ? { brand, fileId: match[2].toLowerCase() } : null;
}
