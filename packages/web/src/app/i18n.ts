import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_FALLBACKS,
  baseResources,
  isLocale,
  loadOwnTexts,
  type LocaleCode,
} from '@portal/core/i18n';
import { brandTexts, type Brand } from '@portal/core';

/** Where the language chosen in the language menu is kept. */
export const LANGUAGE_STORAGE_KEY = 'language';

export function storedLocale(storage: Storage, fallback: LocaleCode = DEFAULT_LOCALE): LocaleCode {
  const stored = storage.getItem(LANGUAGE_STORAGE_KEY);
  return isLocale(stored) ? stored : fallback;
}

/**
 * i18next with the brand's wording as default interpolation values ({{plan}}, {{coach}}...), in
 * the language shown: they change with it.
 */
export async function initI18n(brand: Brand, locale: LocaleCode): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    resources: baseResources,
    partialBundledLanguages: true,
    lng: locale,
    // A regional variant falls back to its base language (es-419 to es), every language to en-us.
    fallbackLng: { ...LOCALE_FALLBACKS, default: [DEFAULT_LOCALE] },
    supportedLngs: [...LOCALES],
    lowerCaseLng: true,
    load: 'currentOnly',
    interpolation: { escapeValue: false, defaultVariables: brandTexts(brand, locale).wording },
    returnNull: false,
  });
  // Registered before any screen listens, so screens re-render with the new wording.
  instance.on('languageChanged', (language) => {
    const { interpolation } = instance.options;
    if (interpolation) interpolation.defaultVariables = brandTexts(brand, language).wording;
  });
  active = instance;
  // The shell's en-us texts are bundled; another language's are needed before the first render.
  if (locale !== DEFAULT_LOCALE) await ensureTexts(instance, locale);
  return instance;
}

let active: i18n | undefined;
const loaded = new Map<LocaleCode, Promise<void>>();

/** A language's own texts, fetched once (one chunk per language), merged into i18next. */
function ensureOwnTexts(instance: i18n, locale: LocaleCode): Promise<void> {
  let loading = loaded.get(locale);
  if (!loading) {
    loading = loadOwnTexts(locale).then(
      (texts) => void instance.addResourceBundle(locale, 'translation', texts, true, false),
      (error: unknown) => {
        loaded.delete(locale);
        // The texts fall back to en-us; the language stays chosen for the next visit.
        console.warn(`The ${locale} texts could not be loaded.`, error);
      },
    );
    loaded.set(locale, loading);
  }
  return loading;
}

/** A language's texts and those of the languages it falls back to. */
function ensureTexts(instance: i18n, locale: LocaleCode): Promise<void> {
  const chain = [locale, ...LOCALE_FALLBACKS[locale]];
  return Promise.all(chain.map((code) => ensureOwnTexts(instance, code))).then(() => undefined);
}

/**
 * The texts of every page in the current language and in the languages it falls back to (en-us
 * last). Page loaders await it beside the page's code, so a page never renders its keys.
 */
export function pageTextsReady(): Promise<void> {
  if (!active) return Promise.resolve();
  return ensureTexts(active, isLocale(active.language) ? active.language : DEFAULT_LOCALE);
}

export async function changeLocale(instance: i18n, locale: LocaleCode): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  await ensureTexts(instance, locale);
  await instance.changeLanguage(locale);
  document.documentElement.lang = locale;
}
