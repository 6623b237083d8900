import { hub } from './catalog/en-us/hub';
import { routes } from './catalog/en-us/routes';
import { shell } from './catalog/en-us/shell';
import type { Catalog } from './catalog/types';
import type { LocaleCode } from './locales';

export { DEFAULT_LOCALE, LOCALES, isLocale, negotiateLocale, type LocaleCode } from './locales';
export { LOCALE_NAMES } from './locale-names';
export type { RouteTitles } from './catalog/en-us/routes';
export type { Catalog, SecurityTexts, ShellTexts } from './catalog/types';

/** The namespaces the shell itself shows (menus, toolbar, toasts, route titles). */
export type BaseTexts = Pick<Catalog, 'route' | 'shell' | 'hub'>;

/**
 * The i18next resources bundled with the app: the en-us texts of the shell only, so the first
 * render never waits and the first download stays small. Every page's texts, in every locale,
 * come from `loadLocale`, which the page loader awaits beside the page's own code.
 */
export const baseResources: Partial<Record<LocaleCode, { translation: BaseTexts }>> = {
  'en-us': { translation: { route: routes, shell, hub } },
};

// One dynamic import per locale folder, so a bundler emits one chunk per language.
const loaders: Readonly<Record<LocaleCode, () => Promise<Catalog>>> = {
  de: () => import('./catalog/de').then((module) => module.catalog),
  'en-gb': () => import('./catalog/en-gb').then((module) => module.catalog),
  'en-us': () => import('./catalog/en-us').then((module) => module.catalog),
  'es-419': () => import('./catalog/es-419').then((module) => module.catalog),
  es: () => import('./catalog/es').then((module) => module.catalog),
  fr: () => import('./catalog/fr').then((module) => module.catalog),
  it: () => import('./catalog/it').then((module) => module.catalog),
  pl: () => import('./catalog/pl').then((module) => module.catalog),
  'pt-br': () => import('./catalog/pt-br').then((module) => module.catalog),
  pt: () => import('./catalog/pt').then((module) => module.catalog),
};

/**
 * One locale's whole catalog, fetched on first use (for i18next:
 * `i18n.addResourceBundle(locale, 'translation', await loadLocale(locale))`). Rejects for a code
 * that is not one of the spec's locales, e.g. a stale value read from storage.
 */
export function loadLocale(locale: LocaleCode): Promise<Catalog> {
  if (!Object.hasOwn(loaders, locale)) {
    return Promise.reject(new Error(`Unknown locale: ${String(locale)}`));
  }
  return loaders[locale]();
}
