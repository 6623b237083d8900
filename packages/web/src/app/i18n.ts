import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_BASES,
  LOCALE_FALLBACKS,
  SHELL_NAMESPACES,
  baseResources,
  isLocale,
  type LocaleCode,
  type ScreenNamespace,
} from '@portal/core/i18n';
import { brandTexts, type Brand } from '@portal/core';

/** Where the language chosen in the language menu is kept. */
export const LANGUAGE_STORAGE_KEY = 'language';

export function storedLocale(storage: Storage, fallback: LocaleCode = DEFAULT_LOCALE): LocaleCode {
  const stored = storage.getItem(LANGUAGE_STORAGE_KEY);
  return isLocale(stored) ? stored : fallback;
}

/**
 * What the app's i18next instance has loaded, and which namespaces its screens have shown. Kept
 * beside the instance, not keyed by it: react-i18next hands screens a wrapper of it.
 */
type TextState = {
  instance: i18n;
  files: Map<string, Promise<void>>;
  shown: Set<ScreenNamespace>;
  /** The language being switched to, while its texts load. */
  switchingTo?: LocaleCode;
};

let active: TextState | undefined;

// The table of every language's text files is a chunk of its own (a few KB), fetched at start-up.
let textFiles: Promise<typeof import('./texts/text-files')> | undefined;
const loadTextFiles = () => (textFiles ??= import('./texts/text-files'));

const isBundled = (locale: LocaleCode, namespace: ScreenNamespace) =>
  Object.hasOwn(baseResources[locale]?.translation ?? {}, namespace);

/** One namespace of one language, fetched once and merged into i18next. */
function ensureFile(state: TextState, locale: LocaleCode, namespace: ScreenNamespace) {
  const { files, instance } = state;
  const name = `${locale}/${namespace}`;
  let loading = files.get(name);
  if (!loading) {
    loading = isBundled(locale, namespace)
      ? Promise.resolve()
      : loadTextFiles()
          .then(({ textFile }) => textFile(locale, namespace)?.())
          .then(
            (file) => {
              if (file) {
                instance.addResourceBundle(
                  locale,
                  'translation',
                  { [namespace]: file.default },
                  true,
                  false,
                );
              }
            },
            (error: unknown) => {
              files.delete(name);
              // The texts fall back to en-us's; the language stays chosen for the next visit.
              console.warn(`The ${name} texts could not be loaded.`, error);
            },
          );
    files.set(name, loading);
  }
  return loading;
}

// Every language but a regional variant holds every key (the catalog check fails otherwise), so a
// screen reads a language and, for a variant, its base: en-us is not fetched only to fall back on.
const languagesRead = (locale: LocaleCode): LocaleCode[] => {
  const base = LOCALE_BASES[locale];
  return base ? [locale, ...languagesRead(base)] : [locale];
};

/** Namespaces in a language and, for a regional variant, in its base language. */
function ensureTexts(
  state: TextState,
  locale: LocaleCode,
  namespaces: Iterable<ScreenNamespace>,
): Promise<void> {
  const chain = languagesRead(locale);
  const files = [...namespaces].flatMap((namespace) =>
    chain.map((code) => ensureFile(state, code, namespace)),
  );
  return Promise.all(files).then(() => undefined);
}

/**
 * i18next with the brand's wording as default interpolation values ({{plan}}, {{coach}}...), in
 * the language shown: they change with it. The shell's texts are there before the first render.
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
  active = { instance, files: new Map(), shown: new Set(SHELL_NAMESPACES) };
  // Asked for now, so that the first page's texts need no extra round trip.
  loadTextFiles().catch(() => {});
  await ensureTexts(active, locale, SHELL_NAMESPACES);
  return instance;
}

/**
 * The texts of a page (or a part of one) beyond the shell's, in the language shown (and its base
 * language, for a regional variant). Page loaders await it beside the page's code, so a page never
 * renders its keys; a language switch loads them again in the new language.
 */
export function textsReady(namespaces: readonly ScreenNamespace[]): Promise<void> {
  const state = active;
  if (!state || namespaces.length === 0) return Promise.resolve();
  for (const namespace of namespaces) state.shown.add(namespace);
  const { language } = state.instance;
  const shown = isLocale(language) ? language : DEFAULT_LOCALE;
  const languages = new Set([shown, state.switchingTo ?? shown]);
  return Promise.all([...languages].map((locale) => ensureTexts(state, locale, namespaces))).then(
    () => undefined,
  );
}

export async function changeLocale(instance: i18n, locale: LocaleCode): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  const state = active;
  if (state) state.switchingTo = locale;
  try {
    if (state) await ensureTexts(state, locale, state.shown);
    await instance.changeLanguage(locale);
  } finally {
    if (state?.switchingTo === locale) state.switchingTo = undefined;
  }
  document.documentElement.lang = locale;
}
