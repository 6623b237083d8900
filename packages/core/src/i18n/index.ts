import { routes as enUsRoutes } from './catalog/en-us/routes';
import type { LocaleCode } from './locales';

export { DEFAULT_LOCALE, LOCALES, type LocaleCode } from './locales';
export { LOCALE_NAMES } from './locale-names';
export type { RouteTitles } from './catalog/en-us/routes';

/**
 * One locale's catalog: each namespace is a key under i18next's single `translation`
 * namespace, so texts read `t('route.plan')`. A new namespace is one more import and one more
 * key in each locale's object below.
 */
const enUs = {
  route: enUsRoutes,
};

/** The English catalog's shape; other locales provide the same keys. */
export type Catalog = typeof enUs;

/** The i18next resources of every locale present. Locales missing here fall back to en-us. */
export const resources: Partial<Record<LocaleCode, { translation: Catalog }>> = {
  'en-us': { translation: enUs },
};
