import type { LocaleCode } from './locales';

/** Each language's name in itself, for the language menu. */
export const LOCALE_NAMES: Readonly<Record<LocaleCode, string>> = {
  de: 'Deutsch',
  'en-gb': 'English (UK)',
  'en-us': 'English (US)',
  'es-419': 'Español (Latinoamérica)',
  es: 'Español (España)',
  fr: 'Français',
  it: 'Italiano',
  pl: 'Polski',
  'pt-br': 'Português (Brasil)',
  pt: 'Português (Portugal)',
};
