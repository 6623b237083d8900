import type { Catalog } from './catalog-types';
import type { LocaleCode } from './locales';
import type { ShellNamespace } from './namespaces';
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
  SERVER_NAMESPACES,
  SHELL_NAMESPACES,
  type PageNamespace,
  type ScreenNamespace,
  type ShellNamespace,
} from './namespaces';
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

/** The texts of the shell's namespaces (`SHELL_NAMESPACES`). */
export type BaseTexts = Pick<Catalog, ShellNamespace>;

/**
 * The i18next resources bundled with the app: the en-us texts of the shell only, so the first
 * render in en-us never waits and the first download stays small. Every other namespace, and
 * every namespace of the other languages, loads on demand (the web app's text files).
 */
export const baseResources: Partial<Record<LocaleCode, { translation: BaseTexts }>> = {
  'en-us': { translation: { route, shell, hub } },
};
