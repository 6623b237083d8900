import { describe, expect, it } from 'vitest';
import { FEATURES } from '../domain/features';
import {
  BRANDS,
  BRAND_DEFAULT_FEATURES,
  DEFAULT_BRAND_KEY,
  getBrand,
  getDefaultFeatures,
  isBrandKey,
} from './brands';
import { WCAG_AA_LARGE, WCAG_AA_TEXT, contrastRatio } from './contrast';
import { TEAM_FEATURES } from './feature-set';
import { BRAND_KEYS } from './types';

const ALL = Object.values(BRANDS);

describe('brands', () => {
  it('has the four brands under their own keys, profile by default', () => {
    expect(Object.keys(BRANDS).sort()).toEqual([...BRAND_KEYS].sort());
    for (const key of BRAND_KEYS) expect(getBrand(key).key).toBe(key);
    expect(DEFAULT_BRAND_KEY).toBe('profile');
  });

  it('gives each brand its own name, title, logo and primary colour', () => {
    for (const field of ['displayName', 'siteTitle', 'logoSvg'] as const) {
      expect(new Set(ALL.map((brand) => brand[field])).size).toBe(ALL.length);
    }
    expect(new Set(ALL.map((brand) => brand.theme.primary)).size).toBe(ALL.length);
  });

  it('uses the wording of the spec', () => {
    expect(BRANDS.schools.wording).toMatchObject({
      coach: 'strategist',
      companies: 'Districts/Campuses',
      groups: 'Teams',
      plan: 'Traction Plan',
    });
    expect(BRANDS.leaders.wording).toMatchObject({
      coach: 'coach',
      companies: 'Partners',
      groups: 'Cohorts',
      plan: 'Growth Plan',
    });
    expect(BRANDS.teams.wording).toMatchObject({ companies: 'Companies', groups: 'Teams' });
    expect(BRANDS.profile.wording).toMatchObject({ companies: 'Accounts', plan: 'Traction Plan' });
  });

  it('speaks en-us by default', () => {
    for (const brand of ALL) expect(brand.defaultLocale).toBe('en-us');
  });

  it('shows neither attendance nor certificates in the profile brand', () => {
    expect(BRANDS.profile.showEventAttendance).toBe(false);
    expect(BRANDS.profile.showCertificates).toBe(false);
  });

  it('links support and contact to addresses on reserved example domains', () => {
    for (const brand of ALL) {
      expect(brand.supportFormUrl).toMatch(/^https:\/\/[a-z0-9.-]+\.example(\/|$)/);
      expect(brand.contactUrl).toMatch(/^(mailto:[^@]+@|https:\/\/)[a-z0-9.-]+\.example/);
      expect(brand.emailPlaceholder).toMatch(/@[a-z0-9.-]+\.example$/);
      expect(brand.loginButtonText.trim()).not.toBe('');
    }
  });
});

describe('brand themes', () => {
  it.each(ALL.map((brand) => [brand.key, brand.theme] as const))(
    '%s meets WCAG AA contrast',
    (_key, theme) => {
      expect(contrastRatio('#FFFFFF', theme.primary)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
      expect(contrastRatio('#FFFFFF', theme.secondary)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
      expect(contrastRatio(theme.text, theme.background)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
      expect(contrastRatio(theme.text, theme.surface)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
      expect(contrastRatio(theme.primary, theme.surface)).toBeGreaterThanOrEqual(WCAG_AA_LARGE);
      expect(contrastRatio(theme.primary, theme.background)).toBeGreaterThanOrEqual(WCAG_AA_LARGE);
    },
  );
});

describe('brand logos', () => {
  it.each(ALL.map((brand) => [brand.key, brand] as const))(
    '%s is a self-contained, labelled SVG',
    (_key, brand) => {
      const svg = brand.logoSvg;
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ 40"/);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).toContain(`<title>${brand.displayName}</title>`);
      expect(svg).toContain(`aria-label="${brand.displayName}"`);
      expect(svg).not.toMatch(/href|url\(|<script|<image|<foreignObject|@import/i);
    },
  );
});

describe('brand default features', () => {
  it('names every feature flag for every brand', () => {
    for (const features of Object.values(BRAND_DEFAULT_FEATURES)) {
      expect(Object.keys(features).sort()).toEqual([...FEATURES].sort());
    }
  });

  it('turns the e-mail verification banner on everywhere', () => {
    for (const features of Object.values(BRAND_DEFAULT_FEATURES)) {
      expect(features.emailVerificationBanner).toBe(true);
    }
  });

  it('keeps attendance and certificate flags in line with what the brand shows', () => {
    for (const brand of ALL) {
      const features = BRAND_DEFAULT_FEATURES[brand.key];
      expect(features.eventAttendance).toBe(brand.showEventAttendance);
      expect(features.certificates).toBe(brand.showCertificates);
    }
  });

  it('gives the leaders brand cohorts instead of the team-only features', () => {
    for (const name of TEAM_FEATURES) expect(BRAND_DEFAULT_FEATURES.leaders[name]).toBe(false);
    expect(BRAND_DEFAULT_FEATURES.leaders.cohorts).toBe(true);
    expect(BRAND_DEFAULT_FEATURES.leaders.teams).toBe(true);
    expect(BRAND_DEFAULT_FEATURES.teams.teamAlignment).toBe(true);
  });

  it('keeps the award surveys to the schools brand', () => {
    expect(BRAND_DEFAULT_FEATURES.schools.awardSurvey).toBe(true);
    expect(BRAND_DEFAULT_FEATURES.teams.awardSurvey).toBe(false);
  });

  it('hands out copies that do not change the defaults', () => {
    const copy = getDefaultFeatures('teams');
    copy.chatbot = false;
    expect(BRAND_DEFAULT_FEATURES.teams.chatbot).toBe(true);
  });
});

describe('isBrandKey', () => {
  it('accepts the four keys, spelt exactly', () => {
    for (const key of BRAND_KEYS) expect(isBrandKey(key)).toBe(true);
  });

  it('rejects other values', () => {
    for (const value of ['Teams', 'team', '', 'toString', null, undefined, 3]) {
      expect(isBrandKey(value)).toBe(false);
    }
  });
});
