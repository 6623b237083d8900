import { describe, expect, it } from 'vitest';
import { BRANDS } from '../brands/brands';
import { wordingValues } from '../brands/wording';
import { AUTH_MODES, ROUTES, flattenRoutes, routeTitleKey } from '../routes';
import { texts as enUs } from './translations/en-us/server';
import { fullResources } from './full';
import {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_NAMES,
  SHELL_NAMESPACES,
  baseResources,
  type Catalog,
  type LocaleCode,
} from './index';
import { loadLocale } from './server';
import { texts as enGb } from './translations/en-gb';

describe('route titles (en-us)', () => {
  const names = flattenRoutes().map((route) => route.name);

  const routes = enUs.route;

  it('has a title for every route and none for routes that do not exist', () => {
    expect(Object.keys(routes).sort()).toEqual([...names].sort());
  });

  it('has no empty title', () => {
    for (const title of Object.values(routes)) expect(title.trim()).not.toBe('');
  });

  it('interpolates only brand wording', () => {
    const known = Object.keys(wordingValues(BRANDS.profile.wording));
    for (const title of Object.values(routes)) {
      for (const [, name] of title.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) expect(known).toContain(name);
    }
  });
});

describe('tab titles of the sign-in screens', () => {
  const auth = flattenRoutes(ROUTES).find((route) => route.name === 'auth');

  it('gives each mode its own title, in every language', async () => {
    if (!auth) throw new Error('no auth route');
    for (const locale of LOCALES) {
      const texts = await loadLocale(locale);
      const titles = AUTH_MODES.map((mode) => {
        const key = routeTitleKey(auth, { regType: mode });
        expect(key).toBe(`shell.authTitle.${mode}`);
        return texts.shell.authTitle[mode];
      });
      for (const title of titles) expect(title?.trim()).toBeTruthy();
      expect(new Set(titles).size).toBe(AUTH_MODES.length);
    }
  });

  it('reads the mode after an invitation segment and keeps other routes on their own title', () => {
    if (!auth) throw new Error('no auth route');
    expect(routeTitleKey(auth, { isInvite: 'invite', regType: 'register', val1: 'abc' })).toBe(
      'shell.authTitle.register',
    );
    expect(routeTitleKey(auth, {})).toBe('shell.authTitle.login');
    const plan = flattenRoutes(ROUTES).find((route) => route.name === 'plan');
    expect(plan && routeTitleKey(plan, {})).toBe('route.plan');
  });
});

describe('i18n resources', () => {
  it('serves the route titles under translation.route for en-us', () => {
    expect(baseResources['en-us']?.translation.route.plan).toBe('{{plan}}');
    expect(DEFAULT_LOCALE).toBe('en-us');
  });

  it('bundles only the shell texts of en-us, so pages and other languages load on demand', () => {
    expect(Object.keys(baseResources)).toEqual(['en-us']);
    expect(Object.keys(baseResources['en-us']?.translation ?? {}).sort()).toEqual(
      [...SHELL_NAMESPACES].sort(),
    );
  });

  it('keeps the whole en-us catalog for tests and tools', () => {
    expect(fullResources['en-us']?.translation).toBe(enUs);
  });

  it('names every locale in its own language', () => {
    expect(Object.keys(LOCALE_NAMES).sort()).toEqual([...LOCALES].sort());
    expect(LOCALE_NAMES.de).toBe('Deutsch');
    expect(LOCALE_NAMES['pt-br']).toBe('Português (Brasil)');
    expect(new Set(Object.values(LOCALE_NAMES)).size).toBe(LOCALES.length);
  });
});

/** Every text of a catalog by its dotted key, e.g. `shell.common.yes`. */
function texts(node: unknown, path = ''): Map<string, string> {
  if (typeof node === 'string') return new Map([[path, node]]);
  if (node === null || typeof node !== 'object') throw new Error(`${path}: not a text or group`);
  return new Map(
    Object.entries(node).flatMap(([key, child]) => [
      ...texts(child, path ? `${path}.${key}` : key),
    ]),
  );
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The English text a locale's key translates; extra plural forms translate `_other`. */
function englishSource(english: Map<string, string>, key: string): string | undefined {
  return english.get(key) ?? english.get(key.replace(PLURAL_SUFFIX, '_other'));
}

// {{coach}} and {{Coach}} are one word in two capitalisations; a language puts it where its
// grammar needs, so either stands for the other. Any other variable must be kept as it is.
const wordingNames = new Set(Object.keys(wordingValues(BRANDS.profile.wording)));
const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
const canonical = (name: string) =>
  wordingNames.has(name) && wordingNames.has(lowerFirst(name)) ? lowerFirst(name) : name;

function variables(text: string): string[] {
  // A template's date placeholders carry their format: {{startDate|date}}.
  const names = [...text.matchAll(/\{\{\s*([\w|]+)\s*\}\}/g)].map(([, name]) =>
    canonical(name ?? ''),
  );
  return [...new Set(names)].sort();
}

describe('translated catalogs', async () => {
  const catalogs = new Map<LocaleCode, Catalog>();
  for (const locale of LOCALES) catalogs.set(locale, await loadLocale(locale));
  const english = texts(catalogs.get('en-us'));
  const translated = LOCALES.filter((locale) => locale !== 'en-us');

  it.each(translated)('%s keeps every {{variable}} of the English text', (locale) => {
    for (const [key, text] of texts(catalogs.get(locale))) {
      expect(variables(text), key).toEqual(variables(englishSource(english, key) ?? ''));
    }
  });

  it.each(translated)('%s has no empty text', (locale) => {
    for (const [key, text] of texts(catalogs.get(locale))) expect(text.trim(), key).not.toBe('');
  });

  it('writes en-gb in British spelling', () => {
    const american = /\b(catalog|authoriz\w*|organiz\w*|colors?|center|program|favorite)\b/i;
    for (const [key, text] of texts(catalogs.get('en-gb'))) {
      expect(text.replace(/\{\{[^}]*\}\}/g, ''), key).not.toMatch(american);
    }
  });
});

describe('loadLocale', () => {
  it('loads the whole en-us catalog, shell texts included', async () => {
    const english = await loadLocale('en-us');
    expect(english).toEqual(enUs);
    expect(english.shell).toEqual(baseResources['en-us']?.translation.shell);
  });

  it('completes a regional variant with its base language', async () => {
    const [base, whole] = await Promise.all([loadLocale('en-us'), loadLocale('en-gb')]);
    // en-gb keeps only what it says differently; the rest reads as in en-us.
    expect(enGb.plan).toBeUndefined();
    expect(whole.plan).toEqual(base.plan);
    expect(whole.shell.guard.notAuthorized).toBe(enGb.shell?.guard?.notAuthorized);
    expect(whole.shell.guard.notAuthorized).toMatch(/authorised/);
    expect(whole.shell.common).toEqual(base.shell.common);
  });

  it('lays a variant over its base, and the base over English', async () => {
    const [spanish, latin] = await Promise.all([loadLocale('es'), loadLocale('es-419')]);
    expect(latin.plan.sections.goal).toBe(spanish.plan.sections.goal);
    expect(latin.shell.toolbar.language).toBe('Idioma');
    expect(latin.plan.strengths.addButton).toBe('Agregar');
    expect(spanish.plan.strengths.addButton).toBe('Añadir');
  });

  it('loads another locale as its own catalog', async () => {
    const german = await loadLocale('de');
    expect(german.route.home).toBe('Startseite');
    expect(german.route.home).not.toBe(enUs.route.home);
  });

  it.each(['xx', 'EN-US', 'pt_BR', '', '__proto__', 'toString'])(
    'rejects %j, which is not a locale of the spec',
    async (code) => {
      await expect(loadLocale(code as LocaleCode)).rejects.toThrow(/Unknown locale/);
    },
  );
});
