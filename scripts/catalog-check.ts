// The catalog check (`npm run i18n:check`, and a unit test of `npm test`): reads the JSON texts of
// every language and the code that uses them, and reports missing, extra and unused keys, texts
// left as in English, a regional variant repeating its base, and files no language index loads.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_BASES,
  LOCALE_FALLBACKS,
  type LocaleCode,
} from '../packages/core/src/i18n/locales';

export type Finding = { locale: LocaleCode | null; kind: FindingKind; key: string };
export type FindingKind =
  'missing' | 'extra' | 'unused' | 'same as English' | 'same as its base' | 'not loaded';

type Tree = { [key: string]: string | Tree };
type Layout = {
  /** The folder of the language folders (`de/shell.json`...). */
  translations: string;
  /** The folders of the code that shows texts. */
  sources: readonly string[];
};

const root = resolve(import.meta.dirname, '..');
export const PROJECT: Layout = {
  translations: join(root, 'packages/core/src/i18n/translations'),
  sources: ['packages/core/src', 'packages/server/src', 'packages/web/src'].map((dir) =>
    join(root, dir),
  ),
};

/** The texts a translator may leave as in English (names, codes), by language. */
const SAME_AS_ENGLISH_FILE = 'same-as-english.json';
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every text of a tree by its dotted key, e.g. `shell.common.yes`. */
function flatten(node: Tree, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(node)) {
    const at = path ? `${path}.${key}` : key;
    if (typeof child === 'string') out.set(at, child);
    else for (const [inner, text] of flatten(child, at)) out.set(inner, text);
  }
  return out;
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** A language's own texts, namespace by namespace (`shell.json` is the `shell` namespace). */
function ownTexts(layout: Layout, locale: LocaleCode): Map<string, string> {
  const dir = join(layout.translations, locale);
  const namespaces = readdirSync(dir).filter((file) => file.endsWith('.json'));
  const tree = Object.fromEntries(
    namespaces.map((file) => [file.slice(0, -'.json'.length), readJson(join(dir, file)) as Tree]),
  );
  return flatten(tree);
}

/** The lists of a language's files: `index.ts` (the screens'), `server.ts` (the server's own). */
const INDEXES = ['index.ts', 'server.ts'];

/** The namespace files of a language that neither of its lists imports. */
function unloadedFiles(layout: Layout, locale: LocaleCode): string[] {
  const dir = join(layout.translations, locale);
  const lists = INDEXES.filter((name) => existsSync(join(dir, name)))
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .join('\n');
  return readdirSync(dir).filter(
    (file) => file.endsWith('.json') && !lists.includes(`from './${file}'`),
  );
}

/** The keys a language must have: the English ones, each plural with that language's forms. */
function expectedKeys(english: Map<string, string>, locale: LocaleCode): Set<string> {
  const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  return new Set(
    [...english.keys()].flatMap((key) =>
      PLURAL_SUFFIX.test(key) ? forms.map((form) => key.replace(PLURAL_SUFFIX, `_${form}`)) : [key],
    ),
  );
}

/** The English text a key translates; a language's extra plural forms translate `_other`. */
const englishOf = (english: Map<string, string>, key: string) =>
  english.get(key) ?? english.get(key.replace(PLURAL_SUFFIX, '_other'));

/** True for a text with words of its own, not only variables, numbers and punctuation. */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === 'translations' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });
}

/**
 * The keys the code uses. A key counts as used when the code names it in quotes, names a group
 * holding it (a `keyPrefix`, an object read whole), builds it from a prefix (`` `route.${name}` ``,
 * `'events.fields.' + name`) or reads it as a property (`catalog.messaging.email.unsubscribe`).
 * A plural key counts by its base (`count_one` by `count`).
 */
function usedKeys(layout: Layout, keys: readonly string[]): Set<string> {
  const namespaces = new Set(keys.map((key) => key.split('.')[0]));
  const named = new Set<string>();
  const prefixes = new Set<string>();
  for (const file of layout.sources.flatMap(sourceFiles)) {
    const code = readFileSync(file, 'utf8');
    for (const [, text] of code.matchAll(/['"`]([\w.-]+)['"`]/g)) named.add(text ?? '');
    const built = /`([\w-]*\.[\w.-]*)\$\{|['"]([\w.-]*\.)['"]\s*\+/g;
    for (const [, template, joined] of code.matchAll(built)) prefixes.add(template ?? joined ?? '');
    for (const [chain] of code.matchAll(/(?<=\.)[A-Za-z]\w*(?:\.\w+)+/g)) {
      if (namespaces.has(chain.split('.')[0])) named.add(chain);
    }
  }
  // A group below a namespace ('plan.builder'): a whole namespace is never read at once.
  for (const name of named) if (name.includes('.')) prefixes.add(`${name}.`);
  return new Set(
    keys.filter((key) => {
      const base = key.replace(PLURAL_SUFFIX, '');
      return named.has(key) || named.has(base) || [...prefixes].some((p) => key.startsWith(p));
    }),
  );
}

/** Everything wrong with the catalogs of `layout`; an empty list when all is well. */
export function checkCatalogs(layout: Layout = PROJECT): Finding[] {
  const findings: Finding[] = [];
  const report = (locale: LocaleCode | null, kind: FindingKind, keys: Iterable<string>) => {
    for (const key of [...keys].sort()) findings.push({ locale, kind, key });
  };
  const own = new Map(LOCALES.map((locale) => [locale, ownTexts(layout, locale)]));
  const english = own.get(DEFAULT_LOCALE) ?? new Map<string, string>();
  const allowed = readJson(join(layout.translations, SAME_AS_ENGLISH_FILE)) as Partial<
    Record<LocaleCode, string[]>
  >;
  /** What a language shows for a key: its own text, else that of the languages it falls to. */
  const shown = (locale: LocaleCode, key: string) =>
    [locale, ...LOCALE_FALLBACKS[locale]].map((code) => own.get(code)?.get(key)).find(Boolean);

  for (const locale of LOCALES) {
    const texts = own.get(locale) ?? new Map<string, string>();
    const expected = expectedKeys(english, locale);
    report(locale, 'not loaded', unloadedFiles(layout, locale));
    report(
      locale,
      'extra',
      [...texts.keys()].filter((key) => !expected.has(key)),
    );
    if (locale === DEFAULT_LOCALE) continue;
    const base = LOCALE_BASES[locale];
    if (base) {
      // A regional variant holds only what it says differently from its base.
      report(
        locale,
        'same as its base',
        [...texts].filter(([key, text]) => text === shown(base, key)).map(([key]) => key),
      );
      continue;
    }
    report(
      locale,
      'missing',
      [...expected].filter((key) => !texts.has(key)),
    );
    const sameAllowed = new Set(allowed[locale] ?? []);
    report(
      locale,
      'same as English',
      [...texts]
        .filter(([key, text]) => {
          const source = englishOf(english, key) ?? '';
          return text === source && hasWords(source) && !sameAllowed.has(key);
        })
        .map(([key]) => key),
    );
  }
  const keys = [...english.keys()];
  const used = usedKeys(layout, keys);
  report(
    null,
    'unused',
    keys.filter((key) => !used.has(key)),
  );
  return findings;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const findings = checkCatalogs();
  for (const { locale, kind, key } of findings) {
    console.log(`${locale ?? 'code'}\t${kind}\t${key}`);
  }
  console.log(
    findings.length === 0
      ? `The catalogs of ${LOCALES.length} languages are complete and every key is used.`
      : `${findings.length} problems in ${relative(root, PROJECT.translations)}.`,
  );
  process.exitCode = findings.length === 0 ? 0 : 1;
}
