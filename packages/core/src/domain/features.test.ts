import { describe, expect, it } from 'vitest';
import { FEATURE_DESCRIPTIONS } from './feature-descriptions';
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

  it('describes every flag in one non-empty line', () => {
    for (const name of FEATURES) {
      expect(FEATURE_DESCRIPTIONS[name].trim()).not.toBe('');
      expect(FEATURE_DESCRIPTIONS[name]).not.toContain('\n');
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
