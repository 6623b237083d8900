import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales';
import { BRANDS } from './brands';
import { brandTexts } from './wording-translations';

const brands = Object.values(BRANDS);

describe('brand wording in each language', () => {
  it('is the brand’s own in English', () => {
    for (const brand of brands) {
      for (const locale of ['en-us', 'en-gb']) {
        const texts = brandTexts(brand, locale);
        expect(texts.loginButtonText).toBe(brand.loginButtonText);
        expect(texts.wording.companies).toBe(brand.wording.companies);
      }
    }
  });

  it('translates every word and sign-in button of every brand in the other languages', () => {
    // The words each language writes as English does; any other left in English is missing.
    const sameAsEnglish: Record<string, string[]> = {
      de: ['Partner', 'Team', 'Teams'],
      'es-419': ['coach', 'coaches'],
      es: ['coach', 'coaches'],
      fr: ['District/Campus', 'coach'],
      it: ['Account', 'Partner', 'Team', 'coach'],
      pl: ['Partner', 'coach'],
      'pt-br': ['coach', 'coaches'],
      pt: ['coach', 'coaches'],
    };
    for (const locale of LOCALES.filter((code) => !code.startsWith('en'))) {
      const same = new Set<string>();
      for (const brand of brands) {
        const { wording, loginButtonText } = brandTexts(brand, locale);
        expect(loginButtonText, `${brand.key} in ${locale}`).not.toBe(brand.loginButtonText);
        expect(loginButtonText).toContain(brand.loginButtonText.replace('Sign in to ', ''));
        for (const word of [
          'coach',
          'coaches',
          'companies',
          'company',
          'groups',
          'group',
        ] as const) {
          if (wording[word] === brand.wording[word]) same.add(wording[word]);
        }
        expect(wording.plan).toBe(brand.wording.plan);
      }
      expect([...same].sort(), locale).toEqual(sameAsEnglish[locale]);
    }
    expect(brandTexts(BRANDS.schools, 'de')).toMatchObject({
      loginButtonText: 'Bei Brightpath anmelden',
      wording: { companies: 'Bezirke/Standorte', coach: 'Stratege', Coach: 'Stratege' },
    });
    expect(brandTexts(BRANDS.leaders, 'fr').wording).toMatchObject({
      companies: 'Partenaires',
      groups: 'Cohortes',
      Coach: 'Coach',
    });
  });

  it('leaves a word it does not know, and a sign-in text of another shape, as written', () => {
    const custom = {
      wording: { ...BRANDS.teams.wording, companies: 'Clubs' },
      loginButtonText: 'Welcome back',
    };
    expect(brandTexts(custom, 'de')).toMatchObject({
      loginButtonText: 'Welcome back',
      wording: { companies: 'Clubs', groups: 'Teams' },
    });
  });
});
