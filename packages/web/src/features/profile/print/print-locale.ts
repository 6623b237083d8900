import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocaleCode } from '@portal/core';
import { isLocale } from '@portal/core/i18n';
import { changeLocale } from '../../../app/i18n';

/**
 * The server renders a 360 print view with the language in its last path segment (where a screen
 * has its view): the page's own texts switch to it and the print data is asked for in it.
 * Answers the locale, or undefined when the segment is not one.
 */
export function usePrintLocale(segment: string | undefined): LocaleCode | undefined {
  const { i18n } = useTranslation();
  const locale = isLocale(segment) ? segment : undefined;
  useEffect(() => {
    if (locale && i18n.language !== locale) void changeLocale(i18n, locale);
  }, [i18n, locale]);
  return locale;
}
