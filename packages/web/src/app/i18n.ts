import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, loadLocale, resources, type LocaleCode } from '@portal/core/i18n';
import { wordingValues, type Brand } from '@portal/core';

/** Where the language chosen in the language menu is kept. */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLocale(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function storedLocale(storage: Storage, fallback: LocaleCode = DEFAULT_LOCALE): LocaleCode {
  const stored = storage.getItem(LANGUAGE_STORAGE_KEY);
  return isLocale(stored) ? stored : fallback;
}

/** i18next with the brand's wording as default interpolation values ({{plan}}, {{coach}}...). */
export async function initI18n(brand: Brand, locale: LocaleCode): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    lowerCaseLng: true,
    load: 'currentOnly',
    interpolation: { escapeValue: false, defaultVariables: wordingValues(brand.wording) },
    returnNull: false,
  });
  await ensureLocale(instance, locale);
  return instance;
}

/** en-us is bundled; another language's catalog is fetched the first time it is chosen. */
async function ensureLocale(instance: i18n, locale: LocaleCode): Promise<void> {
  if (instance.hasResourceBundle(locale, 'translation')) return;
  try {
    instance.addResourceBundle(locale, 'translation', await loadLocale(locale));
  } catch (error) {
    // The texts fall back to en-us; the language stays chosen for the next visit.
    console.warn(`The ${locale} texts could not be loaded.`, error);
  }
}

export async function changeLocale(instance: i18n, locale: LocaleCode): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  await ensureLocale(instance, locale);
  await instance.changeLanguage(locale);
  document.documentElement.lang = locale;
}
