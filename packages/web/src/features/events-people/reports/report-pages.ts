import { isGateOpen, REPORT_NAMES, reportFeatures, type ReportName } from '@portal/core';

/**
 * The sub-pages of `reports`, in the spec's order. Built: trainer availability and the reports
 * over existing data (features/reports); the reports over surveys and assessments come with
 * them, and the page says so.
 */
export const REPORT_PAGES = [
  'profileAudit',
  'checkupAudit',
  'educationSurvey',
  'integrusSurvey',
  'implementation',
  'premium',
  'trainerAvailability',
  'surveySummary',
  'assessment',
  'emailMessageCharts',
  'instantSurvey',
  'teamScorecard',
  'teamScorecardNonRegisteredGroups',
  'teamScorecardMarketingResponses',
  'premiumCampusesOverview',
  'premiumDistrictsOverview',
  'premiumStrategistsOverview',
  'campusSummary',
  'surveyResults',
  'growthAssessment',
  'eventSurveys',
] as const;
export type ReportPage = (typeof REPORT_PAGES)[number];

export const BUILT_REPORT_PAGES: readonly ReportPage[] = [
  'profileAudit',
  'checkupAudit',
  'implementation',
  'trainerAvailability',
  'emailMessageCharts',
  'premiumCampusesOverview',
  'premiumDistrictsOverview',
  'premiumStrategistsOverview',
  'campusSummary',
];

const isReportName = (page: ReportPage): page is ReportPage & ReportName =>
  (REPORT_NAMES as readonly string[]).includes(page);

/** The sub-pages a brand offers: a report needs its flags on (core's reportFeatures). */
export const offeredReportPages = (features: Readonly<Record<string, boolean>>): ReportPage[] =>
  REPORT_PAGES.filter((page) => !isReportName(page) || isGateOpen(features, reportFeatures(page)));

/**
 * The sub-page named in the address (`?report=`) among those offered, else the profile audit
 * (every report viewer's).
 */
export function reportPageOf(
  value: string | null,
  offered: readonly ReportPage[] = REPORT_PAGES,
): ReportPage {
  return offered.find((page) => page === value) ?? 'profileAudit';
}
