/** The UI languages of the spec; en-us is the default. */
export const LOCALES = [
  'de',
  'en-gb',
  'en-us',
  'es-419',
  'es',
  'fr',
  'it',
  'pl',
  'pt-br',
  'pt',
] as const;
export type LocaleCode = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: LocaleCode = 'en-us';

/**
 * The regional variants and the language each varies: en-gb, es-419 and pt-br hold only what
 * they say differently from en-us, es and pt.
 */
export const LOCALE_BASES: Readonly<Partial<Record<LocaleCode, LocaleCode>>> = {
  'en-gb': 'en-us',
  'es-419': 'es',
  'pt-br': 'pt',
};

const fallbacksOf = (locale: LocaleCode): LocaleCode[] => {
  if (locale === DEFAULT_LOCALE) return [];
  const base = LOCALE_BASES[locale];
  return base ? [base, ...fallbacksOf(base)] : [DEFAULT_LOCALE];
};

/** The languages a text missing in a language is taken from, nearest first; all end on en-us. */
export const LOCALE_FALLBACKS: Readonly<Record<LocaleCode, readonly LocaleCode[]>> =
  Object.fromEntries(LOCALES.map((locale) => [locale, fallbacksOf(locale)])) as Record<
    LocaleCode,
    LocaleCode[]
  >;

/** Whether a value (a stored choice, a column) is one of the portal's languages. */
export function isLocale(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language of the portal closest to one language tag of a browser, or null. */
function closestLocale(tag: string): LocaleCode | null {
  let parsed: Intl.Locale;
  try {
    parsed = new Intl.Locale(tag.trim());
  } catch {
    return null;
  }
  const { language, region } = parsed;
  const exact = `${language}${region ? `-${region.toLowerCase()}` : ''}`;
  if (isLocale(exact)) return exact;
  // English outside the United States is written the British way; Spanish and Portuguese
  // outside Spain and Portugal, the Latin American and Brazilian way.
  if (language === 'en') return region ? 'en-gb' : 'en-us';
  if (language === 'es') return region && region !== 'ES' ? 'es-419' : 'es';
  if (language === 'pt') return region === 'BR' ? 'pt-br' : 'pt';
  return isLocale(language) ? language : null;
}

/**
 * The portal's language for a visitor's preferences (the browser's languages, or the
 * Accept-Language header's tags, best first): the first that the portal has, closely; null when
 * none is (the brand's default applies).
 */
export function negotiateLocale(preferences: readonly string[]): LocaleCode | null {
  for (const tag of preferences) {
    const locale = closestLocale(tag);
    if (locale) return locale;
  }
  return null;
}

/**
 * The language tags of an Accept-Language header, most wanted first (`de-CH, fr;q=0.8, *;q=0.1`
 * gives de-CH, fr): tags with quality 0 and the wildcard are left out.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  const weighted = header.split(',').flatMap((part, index) => {
    const [tag = '', ...params] = part.trim().split(';');
    const quality = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    const q = quality === undefined ? 1 : Number(quality);
    return tag && tag !== '*' && q > 0 ? [{ tag, q, index }] : [];
  });
  return weighted.sort((a, b) => b.q - a.q || a.index - b.index).map(({ tag }) => tag);
}
