import { describe, expect, it } from 'vitest';
import { BRANDS } from '@portal/core';
import { changeLocale, initI18n, pageTextsReady } from './i18n';

describe('the brand’s wording in the texts', () => {
  it('follows the language shown', async () => {
    const i18n = await initI18n(BRANDS.schools, 'en-us');
    await pageTextsReady();
    expect(i18n.t('accounts.admin.title')).toBe('Districts/Campuses');
    await changeLocale(i18n, 'de');
    expect(i18n.t('accounts.admin.title')).toBe('Bezirke/Standorte');
    await changeLocale(i18n, 'en-gb');
    expect(i18n.t('accounts.admin.title')).toBe('Districts/Campuses');
  });

  it('is translated from the first render in a language chosen before', async () => {
    const i18n = await initI18n(BRANDS.leaders, 'fr');
    await pageTextsReady();
    expect(i18n.t('accounts.admin.title')).toBe('Partenaires');
  });
});

describe('a regional variant', () => {
  it('shows its own texts and takes the others from its base language', async () => {
    const i18n = await initI18n(BRANDS.profile, 'es-419');
    await pageTextsReady();
    // Latin American Spanish says "Agregar" where Spain says "Añadir"...
    expect(i18n.t('plan.strengths.addButton')).toBe('Agregar');
    // ...and holds no text of its own where both say the same.
    expect(i18n.getResource('es-419', 'translation', 'plan.sections.goal')).toBeUndefined();
    expect(i18n.t('plan.sections.goal')).toBe('Objetivo');
    await changeLocale(i18n, 'es');
    expect(i18n.t('plan.strengths.addButton')).toBe('Añadir');
  });
});
