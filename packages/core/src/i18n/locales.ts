/** The UI languages of the spec; en-us is the default. */
export const LOCALES = [
  'de',
  'en-gb',
  'en-us',
  'es-419',
  'es',
  'fr',
  'it',
  'pl',
  'pt-br',
  'pt',
] as const;
export type LocaleCode = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: LocaleCode = 'en-us';
