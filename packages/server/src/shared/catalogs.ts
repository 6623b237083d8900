import { DEFAULT_LOCALE, LOCALES, type Catalog, type LocaleCode } from '@portal/core/i18n';
import { loadLocale } from '@portal/core/i18n/server';
import { englishCatalog } from '@portal/core/i18n/full';

// Every language's texts, loaded once when the server starts, so a text is found at once
// wherever it is needed (an error's message, a file's words). Until they are in, English.
const catalogs = new Map<LocaleCode, Catalog>([[DEFAULT_LOCALE, englishCatalog]]);

/** Settles when every language's catalog is in. */
export const catalogsLoaded: Promise<void> = Promise.all(
  LOCALES.map(async (locale) => catalogs.set(locale, await loadLocale(locale))),
).then(() => undefined);

/** The whole catalog of `language` (English when none is asked for). */
export const catalogIn = (language: LocaleCode | undefined): Catalog =>
  catalogs.get(language ?? DEFAULT_LOCALE) ?? englishCatalog;
