/**
 * Every feature flag a brand's configuration carries (the `features` texts say what each does).
 * The first block holds the flags the spec names; the rest cover the spec's other capabilities.
 */
export const FEATURES = [
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
  'events',
  'certificates',
  'eventAttendance',
  'subscriptions',
  'assessments',
  'awards',
  'ccPayments',
  'resellerPayments',
  'contentSearch',
  'trendingContent',
  'featuredContent',
  'series',
  'teamAlignment',
  'teamScorecard',
  'awardSurvey',
  'premiumSurvey',
  'openSurvey',
  'publicSurvey',
  'clientReports',
  'cetDashboard',
  'fileManager',
  'profile',
  'profileReportFormats',
  'profileAttachments',
  'describerReminders',
  'reportAutoRelease',
  'teamReport',
  'pdfDownloads',
  'tractionPlanReview',
  'tractionPlanSharing',
  'tractionPlanVersions',
  'tractionPlanDocx',
  'excelCheckup',
  'checkupReminders',
  'checkupStatusUpdates',
  'selfRegistration',
  'eventSurveys',
  'eventReminders',
  'coachingSessions',
  'makeupEvents',
  'calendarInvites',
  'trainerAvailability',
  'eventSummary',
  'virtualEvents',
  'smsNotifications',
  'upcomingEvents',
  'myEvents',
  'mySurveys',
  'cohorts',
  'crmAccounts',
  'groupInviteCodes',
  'accountOwner',
  'trainerInfo',
  'userMetrics',
  'kpiAssessment',
  'growthAssessment',
  'shortUrls',
  'contentAlerts',
  'contentSurveys',
  'relatedContent',
  'pageEditing',
  'helpVideos',
  'languageSwitch',
  'versionCheck',
  'realtimeMessages',
  'impersonation',
  'userMerge',
  'shareCodes',
  'profileImages',
  'emailStats',
  'csvExport',
  'ntdApprovals',
  'supportForm',
] as const;

export type FeatureName = (typeof FEATURES)[number];

/** True when `value` names a known feature flag. */
export function isFeatureName(value: string): value is FeatureName {
  return (FEATURES as readonly string[]).includes(value);
}

/** A feature is on unless the configuration says `false`: a missing name counts as enabled. */
export function isFeatureEnabled(
  features: Readonly<Record<string, boolean>>,
  name: FeatureName,
): boolean {
  return features[name] !== false;
}

/** What a call needs on: one flag, or every one of several (a part of a capability). */
export type FeatureGate = FeatureName | readonly FeatureName[];

/** The flags of a gate. */
export const gateFeatures = (gate: FeatureGate): readonly FeatureName[] =>
  typeof gate === 'string' ? [gate] : gate;

/** Whether every flag of the gate is on. */
export const isGateOpen = (features: Readonly<Record<string, boolean>>, gate: FeatureGate) =>
  gateFeatures(gate).every((name) => isFeatureEnabled(features, name));
