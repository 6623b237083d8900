import {
  DEFAULT_EMPLOYEE_DOMAINS,
  DEFAULT_LOCALE,
  DEFAULT_PAGE_REF,
  EMPLOYEE_DOMAINS_TEXT_NAME,
  LOCALES,
  brandTexts,
  type AppPage,
  type Brand,
  type LocaleCode,
  type PageBanner,
} from '@portal/core';
import type { Catalog } from '@portal/core/i18n';

/** The home page's welcome banner: English for every language, each other language its own. */
function welcomeBanner(brand: Brand, catalogIn: (locale: LocaleCode) => Catalog): PageBanner {
  const textIn = (locale: LocaleCode) => {
    const template = catalogIn(locale).home.seedBanner;
    return template
      .replaceAll('{{siteTitle}}', brand.siteTitle)
      .replaceAll('{{plan}}', brandTexts(brand, locale).wording.plan);
  };
  const others = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
  return {
    text: textIn(DEFAULT_LOCALE),
    severity: 'info',
    languages: Object.fromEntries(others.map((locale) => [locale, textIn(locale)])),
  };
}

/**
 * The pages a brand starts with: the default page (texts every page falls back to) and the
 * home page with its welcome banner in every language. Editors change them later in the page
 * edit mode. The default page's route names no path of the route table: it is found by its
 * name only.
 */
export function initialPages(brand: Brand, catalogIn: (locale: LocaleCode) => Catalog): AppPage[] {
  return [
    {
      ...DEFAULT_PAGE_REF,
      text: [
        { name: EMPLOYEE_DOMAINS_TEXT_NAME, value: { value: DEFAULT_EMPLOYEE_DOMAINS } },
        { name: 'footer-text', value: { value: `© ${brand.displayName}` } },
      ],
      banners: [],
    },
    { name: 'home', route: '', text: [], banners: [welcomeBanner(brand, catalogIn)] },
  ];
}
