import { describe, expect, it } from 'vitest';
import { BRANDS } from '@portal/core';
import { changeLocale, initI18n, textsReady } from './i18n';

describe('the brand’s wording in the texts', () => {
  it('follows the language shown', async () => {
    const i18n = await initI18n(BRANDS.schools, 'en-us');
    await textsReady(['accounts']);
    expect(i18n.t('accounts.admin.title')).toBe('Districts/Campuses');
    await changeLocale(i18n, 'de');
    expect(i18n.t('accounts.admin.title')).toBe('Bezirke/Standorte');
    await changeLocale(i18n, 'en-gb');
    expect(i18n.t('accounts.admin.title')).toBe('Districts/Campuses');
  });

  it('is translated from the first render in a language chosen before', async () => {
    const i18n = await initI18n(BRANDS.leaders, 'fr');
    expect(i18n.t('route.home')).toBe('Accueil');
    await textsReady(['accounts']);
    expect(i18n.t('accounts.admin.title')).toBe('Partenaires');
  });
});

describe('texts by namespace', () => {
  it('starts with the shell’s namespaces only, and loads a page’s with it', async () => {
    const i18n = await initI18n(BRANDS.profile, 'de');
    expect(i18n.hasResourceBundle('de', 'translation')).toBe(true);
    expect(i18n.getResource('de', 'translation', 'shell')).toBeDefined();
    expect(i18n.getResource('de', 'translation', 'plan')).toBeUndefined();
    await textsReady(['plan']);
    expect(i18n.t('plan.sections.goal')).toBe('Ziel');
    // German holds every key: English is not fetched to fall back on.
    expect(i18n.getResource('en-us', 'translation', 'plan')).toBeUndefined();
    expect(i18n.getResource('de', 'translation', 'profile')).toBeUndefined();
  });

  it('loads every namespace shown so far in a language switched to', async () => {
    const i18n = await initI18n(BRANDS.profile, 'en-us');
    await textsReady(['plan']);
    await changeLocale(i18n, 'es');
    expect(i18n.t('plan.sections.goal')).toBe('Objetivo');
    expect(i18n.getResource('es', 'translation', 'profile')).toBeUndefined();
  });
});

describe('a regional variant', () => {
  it('shows its own texts and takes the others from its base language', async () => {
    const i18n = await initI18n(BRANDS.profile, 'es-419');
    await textsReady(['plan']);
    // Latin American Spanish says "Agregar" where Spain says "Añadir"...
    expect(i18n.t('plan.strengths.addButton')).toBe('Agregar');
    // ...and holds no text of its own where both say the same.
    expect(i18n.getResource('es-419', 'translation', 'plan.sections.goal')).toBeUndefined();
    expect(i18n.t('plan.sections.goal')).toBe('Objetivo');
    await changeLocale(i18n, 'es');
    expect(i18n.t('plan.strengths.addButton')).toBe('Añadir');
  });
});
