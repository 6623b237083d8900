import { FEATURES, type FeatureName } from '../domain/features';

/** A brand's full feature map: every flag on except those listed. */
export function featuresExcept(off: readonly FeatureName[]): Record<FeatureName, boolean> {
  return Object.fromEntries(FEATURES.map((name) => [name, !off.includes(name)])) as Record<
    FeatureName,
    boolean
  >;
}

/**
 * Off in every brand until a deployment configures what they need: an external identity
 * provider, an SMS provider, an analytics account, a registration-code process.
 */
export const OFF_UNTIL_CONFIGURED: readonly FeatureName[] = [
  'socialLogin',
  'mfa',
  'confirmSms',
  'smsPasswordReset',
  'smsNotifications',
  'googleAnalytics',
  'registrationCode',
];

/**
 * Flags of capabilities the portal does not have yet: the school surveys and the KPI award's
 * assessment (their pages are planned, see the route table's `plannedIn`), payments, the hub assistant, the NTD pages, help
 * videos, sign-in with an external provider, registration codes and password reset by SMS. A
 * brand's configuration carries them; switching one changes nothing until its capability is
 * built, and the features page says so beside it.
 */
export const FEATURES_NOT_BUILT: readonly FeatureName[] = [
  'kpiAssessment',
  'ccPayments',
  'resellerPayments',
  'chatbot',
  'ntdAdmin',
  'ntdApprovals',
  'helpVideos',
  'socialLogin',
  'registrationCode',
  'smsPasswordReset',
];

/**
 * Features built around teams; the leaders brand works with cohorts instead. Not `teams`, the
 * pages of a person's own groups: a leaders participant's cohorts are groups, shown there.
 */
export const TEAM_FEATURES: readonly FeatureName[] = [
  'teamDashboard',
  'teamAlignment',
  'teamScorecard',
  'teamReport',
];

/** Features of the school-culture brand: award, premium and client education surveys. */
export const SCHOOL_FEATURES: readonly FeatureName[] = [
  'awardSurvey',
  'premiumSurvey',
  'clientReports',
  'kpiAssessment',
  'awards',
];

/** Features of the leadership-growth brand: cohorts and growth assessments. */
export const LEADER_FEATURES: readonly FeatureName[] = ['cohorts', 'growthAssessment'];
