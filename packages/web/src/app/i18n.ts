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

/** What one i18next instance has loaded, and which namespaces its screens have shown. */
type TextState = {
  files: Map<string, Promise<void>>;
  shown: Set<ScreenNamespace>;
  /** The language being switched to, while its texts load. */
  switchingTo?: LocaleCode;
};

const states = new WeakMap<i18n, TextState>();
let active: i18n | undefined;

// The table of every language's text files is a chunk of its own (a few KB), fetched at start-up.
let textFiles: Promise<typeof import('./texts/text-files')> | undefined;
const loadTextFiles = () => (textFiles ??= import('./texts/text-files'));

const isBundled = (locale: LocaleCode, namespace: ScreenNamespace) =>
  Object.hasOwn(baseResources[locale]?.translation ?? {}, namespace);

function stateOf(instance: i18n): TextState {
  let state = states.get(instance);
  if (!state) {
    state = { files: new Map(), shown: new Set(SHELL_NAMESPACES) };
    states.set(instance, state);
  }
  return state;
}

/** One namespace of one language, fetched once and merged into i18next. */
function ensureFile(instance: i18n, locale: LocaleCode, namespace: ScreenNamespace) {
  const { files } = stateOf(instance);
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
  instance: i18n,
  locale: LocaleCode,
  namespaces: Iterable<ScreenNamespace>,
): Promise<void> {
  const chain = languagesRead(locale);
  const files = [...namespaces].flatMap((namespace) =>
    chain.map((code) => ensureFile(instance, code, namespace)),
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
  active = instance;
  // Asked for now, so that the first page's texts need no extra round trip.
  loadTextFiles().catch(() => {});
  await ensureTexts(instance, locale, SHELL_NAMESPACES);
  return instance;
}

/**
 * The texts of a page (or a part of one) beyond the shell's, in the language shown (and its base
 * language, for a regional variant). Page loaders await it beside the page's code, so a page never
 * renders its keys; a language switch loads them again in the new language.
 */
export function textsReady(namespaces: readonly ScreenNamespace[]): Promise<void> {
  const instance = active;
  if (!instance || namespaces.length === 0) return Promise.resolve();
  const state = stateOf(instance);
  for (const namespace of namespaces) state.shown.add(namespace);
  const language = isLocale(instance.language) ? instance.language : DEFAULT_LOCALE;
  const languages = new Set([language, state.switchingTo ?? language]);
  return Promise.all(
    [...languages].map((locale) => ensureTexts(instance, locale, namespaces)),
  ).then(() => undefined);
}

export async function changeLocale(instance: i18n, locale: LocaleCode): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  const state = stateOf(instance);
  state.switchingTo = locale;
  try {
    await ensureTexts(instance, locale, state.shown);
    await instance.changeLanguage(locale);
  } finally {
    if (state.switchingTo === locale) state.switchingTo = undefined;
  }
  document.documentElement.lang = locale;
}
