import type { Catalog, ScreenTexts, VariantTexts } from './catalog-types';
import { isLocale, type LocaleCode } from './locales';
import hub from './translations/en-us/hub.json' with { type: 'json' };
import route from './translations/en-us/route.json' with { type: 'json' };
import shell from './translations/en-us/shell.json' with { type: 'json' };

export {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_BASES,
  LOCALE_FALLBACKS,
  acceptedLanguages,
  isLocale,
  negotiateLocale,
  type LocaleCode,
} from './locales';
export { LOCALE_NAMES } from './locale-names';
export {
  errorKeyOf,
  errorMessage,
  type ErrorKey,
  type ErrorText,
  type ErrorValue,
} from './error-text';
export type {
  Catalog,
  RouteTitles,
  SecurityTexts,
  ShellTexts,
  TextKey,
  VariantTexts,
} from './catalog-types';

/** The namespaces the shell itself shows (menus, toolbar, toasts, route titles). */
export type BaseTexts = Pick<Catalog, 'route' | 'shell' | 'hub'>;

/**
 * The i18next resources bundled with the app: the en-us texts of the shell only, so the first
 * render never waits and the first download stays small. Every page's texts, in every locale,
 * come from `loadOwnTexts`, which the page loader awaits beside the page's own code.
 */
export const baseResources: Partial<Record<LocaleCode, { translation: BaseTexts }>> = {
  'en-us': { translation: { route, shell, hub } },
};

/** A language's own texts for the screens: all of them, or a regional variant's differences. */
export type OwnTexts = ScreenTexts | VariantTexts;

// One dynamic import per language folder, so a bundler emits one chunk per language.
const loaders: Readonly<Record<LocaleCode, () => Promise<OwnTexts>>> = {
  de: () => import('./translations/de').then((module) => module.texts),
  'en-gb': () => import('./translations/en-gb').then((module) => module.texts),
  'en-us': () => import('./translations/en-us').then((module) => module.texts),
  'es-419': () => import('./translations/es-419').then((module) => module.texts),
  es: () => import('./translations/es').then((module) => module.texts),
  fr: () => import('./translations/fr').then((module) => module.texts),
  it: () => import('./translations/it').then((module) => module.texts),
  pl: () => import('./translations/pl').then((module) => module.texts),
  'pt-br': () => import('./translations/pt-br').then((module) => module.texts),
  pt: () => import('./translations/pt').then((module) => module.texts),
};

/**
 * One language's own texts, fetched on first use: what i18next takes as that language's bundle
 * (`i18n.addResourceBundle(locale, 'translation', await loadOwnTexts(locale))`); the languages of
 * `LOCALE_FALLBACKS` give the rest. Rejects for a code that is not one of the spec's locales,
 * e.g. a stale value read from storage.
 */
export function loadOwnTexts(locale: LocaleCode): Promise<OwnTexts> {
  if (!isLocale(locale)) return Promise.reject(new Error(`Unknown locale: ${String(locale)}`));
  return loaders[locale]();
}
