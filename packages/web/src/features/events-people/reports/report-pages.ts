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

/** The sub-page named in the address (`?report=`), else the profile audit (every report viewer's). */
export function reportPageOf(value: string | null): ReportPage {
  return (REPORT_PAGES as readonly string[]).includes(value ?? '')
    ? (value as ReportPage)
    : 'profileAudit';
}
