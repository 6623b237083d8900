import type { Catalog } from './catalog-types';
import type { LocaleCode } from './locales';
import { texts as enUs } from './translations/en-us/server';

/**
 * The whole en-us catalog as i18next resources, loaded eagerly: for tests and tools that render
 * any screen at once. The web app loads it by namespace (`baseResources`, then each page's).
 */
export const fullResources: Partial<Record<LocaleCode, { translation: Catalog }>> = {
  'en-us': { translation: enUs },
};

/** The en-us catalog itself, for code that needs English at once (the server's log lines). */
export const englishCatalog: Catalog = enUs;
