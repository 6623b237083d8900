import { describe, expect, it } from 'vitest';
import { BRANDS } from '../brands/brands';
import { wordingValues } from '../brands/wording';
import { flattenRoutes } from '../routes';
import { routes } from './catalog/en-us/routes';
import { DEFAULT_LOCALE, LOCALES, LOCALE_NAMES, resources } from './index';

describe('route titles (en-us)', () => {
  const names = flattenRoutes().map((route) => route.name);

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

describe('i18n resources', () => {
  it('serves the route titles under translation.route for en-us', () => {
    expect(resources['en-us']?.translation.route.plan).toBe('{{plan}}');
    expect(DEFAULT_LOCALE).toBe('en-us');
  });

  it('names every locale in its own language', () => {
    expect(Object.keys(LOCALE_NAMES).sort()).toEqual([...LOCALES].sort());
    expect(LOCALE_NAMES.de).toBe('Deutsch');
    expect(LOCALE_NAMES['pt-br']).toBe('Português (Brasil)');
    expect(new Set(Object.values(LOCALE_NAMES)).size).toBe(LOCALES.length);
  });
});
