import type { LocaleCode, ScreenNamespace } from '@portal/core/i18n';

type TextFile = () => Promise<{ default: object }>;

// One chunk per namespace and language. Left out: the server's own namespaces (core's
// SERVER_NAMESPACES: e-mails, refusals), which no screen shows, and en-us's SHELL_NAMESPACES, which
// the app bundles (core's baseResources): listed here too, they would leave the entry as chunks.
const FILES: Readonly<Partial<Record<string, TextFile>>> = import.meta.glob<{ default: object }>([
  '../../../../core/src/i18n/translations/*/*.json',
  '!../../../../core/src/i18n/translations/*/{mail,errors}.json',
  '!../../../../core/src/i18n/translations/en-us/{route,shell,hub}.json',
]);

/**
 * The loader of one namespace's own texts in one language, or none when the language has no file
 * for it (a regional variant holds only what it says differently).
 */
export function textFile(locale: LocaleCode, namespace: ScreenNamespace): TextFile | undefined {
  return FILES[`../../../../core/src/i18n/translations/${locale}/${namespace}.json`];
}
