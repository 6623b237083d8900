import { useTranslation } from 'react-i18next';
import { isLocale, DEFAULT_LOCALE, type LocaleCode } from '@portal/core';

/** The language the page shows, for a definition's texts read in it. */
export function useLocale(): LocaleCode {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}
