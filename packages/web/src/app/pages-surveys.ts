import { lazyPage, lazyQueryPage, type PageCode } from './lazy-page';

/** The code of the survey and assessment pages, by route name (issue 20; part of PAGE_CODE). */
export const SURVEY_PAGE_CODE: Readonly<Record<string, PageCode>> = {
  // Surveys: the definitions of survey/admin and their editor (issue 20).
  surveyAdmin: lazyQueryPage(
    () => import('../features/survey-admin/SurveyAdminPage'),
    'SurveyAdminPage',
  ),
  surveyDefinition: lazyQueryPage(
    () => import('../features/survey-admin/editor/DefinitionEditorPage'),
    'DefinitionEditorPage',
  ),
  // Assessments of accounts and their growth print views (issue 20).
  assessmentAdmin: lazyQueryPage(
    () => import('../features/assessments/AssessmentAdminPage'),
    'AssessmentAdminPage',
  ),
  assessmentForm: lazyQueryPage(
    () => import('../features/assessments/AssessmentFormPage'),
    'AssessmentFormPage',
  ),
  printGrowthAssessmentSummary: lazyQueryPage(
    () => import('../features/assessments/print/GrowthSummaryPrintPage'),
    'GrowthSummaryPrintPage',
  ),
  printGrowthAssessmentReport: lazyQueryPage(
    () => import('../features/assessments/print/GrowthReportPrintPage'),
    'GrowthReportPrintPage',
  ),
  // Surveys: a release's results (issue 20).
  surveyResults: lazyQueryPage(
    () => import('../features/survey-results/SurveyResultsPage'),
    'SurveyResultsPage',
  ),
  // Premium surveys: one account's results, on screen and in print (issue 20).
  premiumSurveyResults: lazyQueryPage(
    () => import('../features/premium-surveys/PremiumSurveyResultsPage'),
    'PremiumSurveyResultsPage',
  ),
  printPremiumSurveyResults: lazyQueryPage(
    () => import('../features/premium-surveys/PremiumSurveyResultsPrintPage'),
    'PremiumSurveyResultsPrintPage',
  ),
  // Surveys: taking them (issue 20).
  mySurveys: lazyQueryPage(() => import('../features/surveys/MySurveysPage'), 'MySurveysPage'),
  mySurvey: lazyQueryPage(() => import('../features/surveys/MySurveyPage'), 'MySurveyPage'),
  surveys: lazyQueryPage(
    () => import('../features/surveys/InvitationSurveyPage'),
    'InvitationSurveyPage',
  ),
  openSurvey: lazyQueryPage(() => import('../features/surveys/OpenSurveyPage'), 'OpenSurveyPage'),
  publicSurvey: lazyQueryPage(
    () => import('../features/surveys/PublicSurveyPage'),
    'PublicSurveyPage',
  ),
  survey: lazyQueryPage(() => import('../features/surveys/OneClickPage'), 'OneClickPage'),
  shortUrl: lazyQueryPage(() => import('../features/surveys/ShortUrlPage'), 'ShortUrlPage'),
  // Team surveys: alignment and scorecards (issue 20, part 4).
  teamAlignment: lazyQueryPage(
    () => import('../features/team-surveys/TeamAlignmentPage'),
    'TeamAlignmentPage',
  ),
  aTeamScorecard: lazyQueryPage(
    () => import('../features/team-surveys/TeamScorecardPage'),
    'TeamScorecardPage',
  ),
  aTeamScorecardReportPublic: lazyQueryPage(
    () => import('../features/team-surveys/TeamScorecardReportPage'),
    'TeamScorecardReportPage',
  ),
  // Surveys: award surveys and their programmes (issue 20).
  awardSurvey: lazyQueryPage(
    () => import('../features/award-surveys/AwardSurveyPage'),
    'AwardSurveyPage',
  ),
  awardSurveyCompleted: lazyPage(
    () => import('../features/award-surveys/AwardSurveyCompletedPage'),
    'AwardSurveyCompletedPage',
  ),
  awardSurveyCompletedStudent: lazyPage(
    () => import('../features/award-surveys/AwardSurveyCompletedPage'),
    'AwardSurveyCompletedStudentPage',
  ),
  awardPrograms: lazyQueryPage(
    () => import('../features/award-surveys/AwardProgramsPage'),
    'AwardProgramsPage',
  ),
};
