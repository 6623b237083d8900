import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCALES, LOCALE_BASES } from '../packages/core/src/i18n/locales';
import { checkCatalogs, type Finding } from './catalog-check';

describe('the catalog check on the project', () => {
  it('finds every language complete and every key used', () => {
    expect(checkCatalogs()).toEqual([]);
  });
});

describe('the catalog check', () => {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-check-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const translations = join(dir, 'translations');
  const sources = join(dir, 'src');

  /** Writes a language's namespaces, and an index that loads those named in `loaded`. */
  function language(locale: string, namespaces: Record<string, object>, loaded?: string[]) {
    mkdirSync(join(translations, locale), { recursive: true });
    for (const [name, texts] of Object.entries(namespaces)) {
      writeFileSync(join(translations, locale, `${name}.json`), JSON.stringify(texts));
    }
    const imports = (loaded ?? Object.keys(namespaces)).map(
      (name) => `import ${name} from './${name}.json' with { type: 'json' };`,
    );
    writeFileSync(join(translations, locale, 'index.ts'), imports.join('\n'));
  }

  const english = {
    plan: {
      title: 'My plan',
      save: 'Save',
      count_one: '{{count}} step',
      count_other: '{{count}} steps',
    },
    field: { name: 'Name', email: 'E-mail' },
    unused: { old: 'An old text' },
  };
  const translated = {
    plan: {
      title: 'Mein Plan',
      save: 'Speichern',
      count_one: '{{count}} Schritt',
      count_other: '{{count}} Schritte',
    },
    field: { name: 'Name', email: 'E-Mail' },
    unused: { old: 'Ein alter Text' },
  };
  language('en-us', english);
  for (const locale of LOCALES.filter((code) => code !== 'en-us' && !LOCALE_BASES[code])) {
    // French, Italian, Spanish and Portuguese add a plural form for millions: many.
    language(locale, { ...translated, plan: { ...translated.plan, count_many: '{{count}} x' } });
  }
  // Polish needs more plural forms than English: few and many; it forgot one.
  language('pl', { ...translated, plan: { ...translated.plan, count_few: '{{count}} kroki' } });
  language('en-gb', {});
  language('pt-br', {});
  // es-419 repeats a text of es, and has a namespace its index does not load.
  language('es-419', { plan: { title: 'Mein Plan' }, field: { name: 'Nombre' } }, ['plan']);
  // German forgot a text, left one in English and made one up.
  language('de', {
    plan: { title: 'Mein Plan', save: 'Save', count_other: '{{count}} Schritte' },
    field: { name: 'Name', email: 'E-Mail', phone: 'Telefon' },
    unused: { old: 'Ein alter Text' },
  });
  writeFileSync(
    join(translations, 'same-as-english.json'),
    JSON.stringify(Object.fromEntries(LOCALES.map((locale) => [locale, ['field.name']]))),
  );
  mkdirSync(sources);
  writeFileSync(
    join(sources, 'page.tsx'),
    "t('plan.title'); t('plan.save'); t('plan.count', { count }); t(`field.${name}`);",
  );
  const findings = checkCatalogs({ translations, sources: [sources] });
  const of = (locale: string | null) =>
    findings
      .filter((finding) => finding.locale === locale)
      .map(({ kind, key }) => `${kind} ${key}`);

  it('reports what a language misses, adds and leaves in English', () => {
    expect(of('de')).toEqual([
      'extra field.phone',
      'missing plan.count_one',
      'same as English plan.save',
    ]);
  });

  it('asks a language for the plural forms of its grammar', () => {
    expect(of('pl')).toEqual(['missing plan.count_many']);
    expect(of('fr')).toEqual([]);
  });

  it("reports a variant's text that its base says the same, and a file its index does not load", () => {
    expect(of('es-419')).toEqual(['not loaded field.json', 'same as its base plan.title']);
  });

  it('reports a key no code uses, counting built keys and plural bases as used', () => {
    expect(of(null)).toEqual(['unused unused.old']);
  });

  it('says nothing of an English text allowed to stay the same', () => {
    expect(findings.some((finding: Finding) => finding.key === 'field.name')).toBe(false);
  });
});
