import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  DEFAULT_PAGE_REF,
  isLocale,
  isSafeClass,
  isSafeColour,
  lookupPageText,
  pageTextIn,
  styleDeclarations,
  type LocaleCode,
  type PageTextContent,
  type PageTextValue,
  type TPageRef,
} from '@portal/core';
import { usePortal } from '../portal-context';
import { useCurrentPage } from './current-page';

/** The language the page shows, as one of the portal's. */
export function useLocale(): LocaleCode {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

export type PageTextLookup = {
  /** Where an edit of this text saves by default: the current page (the default page without one). */
  page: TPageRef;
  /** The text in force (the page's, else the default page's), in every language. */
  text: PageTextValue | undefined;
  /** What it says in the page's language. */
  content: PageTextContent;
};

/** A configurable text of the current page: looked up on the page, then on the default page. */
export function usePageText(name: string): PageTextLookup {
  const { config } = usePortal();
  const locale = useLocale();
  const page = useCurrentPage() ?? DEFAULT_PAGE_REF;
  const text = lookupPageText(config.pages, page.name, name);
  return { page, text, content: text ? pageTextIn(text, locale) : {} };
}

const camelCase = (property: string) =>
  property.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** A style text as React style, allowed declarations only (what core's schema let through). */
export function styleOf(style: string | undefined): CSSProperties {
  return Object.fromEntries(
    styleDeclarations(style).map(([property, value]) => [camelCase(property), value]),
  ) as CSSProperties;
}

/** The text's own presentation: its style, colours and classes. */
export function presentationOf(text: PageTextValue | undefined): {
  style: CSSProperties;
  className: string | undefined;
} {
  return {
    style: {
      ...styleOf(text?.style),
      ...(text?.backgroundColor && isSafeColour(text.backgroundColor)
        ? { backgroundColor: text.backgroundColor }
        : {}),
      ...(text?.textColor && isSafeColour(text.textColor) ? { color: text.textColor } : {}),
    },
    className: (text?.class && isSafeClass(text.class) && text.class.trim()) || undefined,
  };
}
