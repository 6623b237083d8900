import type { Catalog, VariantTexts } from './catalog-types';
import { LOCALE_FALLBACKS, isLocale, type LocaleCode } from './locales';
import { overlay } from './overlay';

// One dynamic import per language folder, as the screens' loaders: each language's texts with the
// namespaces only the server says (e-mails, refusals), which no screen downloads.
const loaders: Readonly<Record<LocaleCode, () => Promise<Catalog | VariantTexts>>> = {
  de: () => import('./translations/de/server').then((module) => module.texts),
  'en-gb': () => import('./translations/en-gb/server').then((module) => module.texts),
  'en-us': () => import('./translations/en-us/server').then((module) => module.texts),
  'es-419': () => import('./translations/es-419/server').then((module) => module.texts),
  es: () => import('./translations/es/server').then((module) => module.texts),
  fr: () => import('./translations/fr/server').then((module) => module.texts),
  it: () => import('./translations/it/server').then((module) => module.texts),
  pl: () => import('./translations/pl/server').then((module) => module.texts),
  'pt-br': () => import('./translations/pt-br/server').then((module) => module.texts),
  pt: () => import('./translations/pt/server').then((module) => module.texts),
};

/**
 * One language's whole catalog, as a person reading it sees it: its own texts over those of the
 * languages it falls back to (for the server's e-mails, refusals, documents and pages, and for
 * tests).
 */
export async function loadLocale(locale: LocaleCode): Promise<Catalog> {
  if (!isLocale(locale)) throw new Error(`Unknown locale: ${String(locale)}`);
  // Farthest first, so that each nearer language overrides it: en-us, es, then es-419.
  const chain = [...LOCALE_FALLBACKS[locale]].reverse().concat(locale);
  const layers = await Promise.all(chain.map((code) => loaders[code]()));
  // The chain starts on en-us, the whole source: every key is there.
  return layers.reduce<Record<string, unknown>>(
    (merged, own) => overlay(merged, own),
    {},
  ) as Catalog;
}
