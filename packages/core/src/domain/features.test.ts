import { describe, expect, it } from 'vitest';
import english from '../i18n/translations/en-us/features.json' with { type: 'json' };
import { FEATURES, isFeatureEnabled, isFeatureName } from './features';

const SPEC_FEATURES = [
  'resourceGroup',
  'inviteCode',
  'profileV2',
  'tractionPlan',
  'tractionCheckup',
  'teams',
  'survey',
  'socialLogin',
  'registrationCode',
  'contentAdmin',
  'eventCheckin',
  'notes',
  'reports',
  'mfa',
  'passcodeLogin',
  'chatbot',
  'coachDashboard',
  'teamDashboard',
  'insightsReport',
  'participantScheduling',
  'moveParticipant',
  'profileBuilder',
  'emailVerificationBanner',
  'confirmSms',
  'smsPasswordReset',
  'globalSearch',
  'googleAnalytics',
  'ntdAdmin',
];

describe('feature flags', () => {
  it('contains every flag the spec names', () => {
    for (const name of SPEC_FEATURES) expect(FEATURES).toContain(name);
  });

  it('holds about a hundred flags', () => {
    expect(FEATURES.length).toBeGreaterThanOrEqual(95);
    expect(FEATURES.length).toBeLessThanOrEqual(110);
  });

  it('describes every flag, and only flags, in one non-empty line (the admin page shows it)', () => {
    expect(Object.keys(english.descriptions).sort()).toEqual([...FEATURES].sort());
    for (const text of Object.values(english.descriptions)) {
      expect(text.trim()).not.toBe('');
      expect(text).not.toContain('\n');
    }
  });

  it('names flags in camelCase', () => {
    for (const name of FEATURES) expect(name).toMatch(/^[a-z][A-Za-z0-9]*$/);
  });

  it('recognises known names only', () => {
    expect(isFeatureName('chatbot')).toBe(true);
    expect(isFeatureName('Chatbot')).toBe(false);
    expect(isFeatureName('toString')).toBe(false);
  });
});

describe('isFeatureEnabled', () => {
  it('is on when the configuration says true', () => {
    expect(isFeatureEnabled({ chatbot: true }, 'chatbot')).toBe(true);
  });

  it('is off only when the configuration says false', () => {
    expect(isFeatureEnabled({ chatbot: false }, 'chatbot')).toBe(false);
  });

  it('counts a missing flag as enabled', () => {
    expect(isFeatureEnabled({}, 'chatbot')).toBe(true);
    expect(isFeatureEnabled({ notes: false }, 'chatbot')).toBe(true);
  });
});
