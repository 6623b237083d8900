import type { BrandKey } from '@portal/core';

/**
 * The pages the axe specs open with an id (axe-ids-*.spec.ts), by route name, and the brands
 * they are scanned in; each spec's scan checks its page is listed here. Every built route whose
 * path has a required parameter must be here (axe.spec.ts checks it), and the routes whose
 * parameter is optional are here when a scan opens them with one.
 */
export const SCANNED_ID_PAGES: Readonly<Record<string, readonly BrandKey[]>> = {
  // The 360 (axe-ids-profile.spec.ts).
  describeYourself: ['profile'],
  report: ['profile'],
  userReports: ['profile'],
  readMy360: ['profile'],
  describerFeedback: ['profile'],
  feedbackDescriber: ['profile'],
  teamReport: ['profile'],
  insightsReportBuilder: ['profile'],
  printReport: ['profile'],
  printReportByParticipant: ['profile'],
  printTeam: ['profile'],
  // Surveys (axe-ids-surveys.spec.ts; answered surveys and a share code's list:
  // surveys/survey-extras.spec.ts).
  surveyDefinition: ['teams'],
  surveyResults: ['teams'],
  openSurvey: ['teams'],
  mySurveys: ['teams'],
  mySurvey: ['teams'],
  surveys: ['teams'],
  publicSurvey: ['teams'],
  survey: ['teams'],
  shortUrl: ['teams'],
  // Events and checkups (axe-ids-events.spec.ts).
  eventView: ['schools'],
  eventEdit: ['schools'],
  eventCatalogAdmin: ['schools'],
  participantAdmin: ['schools'],
  eventSurvey: ['schools'],
  eventSurveyCompleted: ['schools'],
  eventSurveyAdmin: ['schools'],
  checkInByCode: ['schools'],
  checkInById: ['schools'],
  certificate: ['schools'],
  printEventCertificate: ['schools'],
  checkupFeedback: ['schools'],
  feedbackCheckup: ['schools'],
  tractionCheckup: ['schools'],
  tractionSurveyCheckup: ['schools'],
  excelCheckup: ['schools'],
  printCheckupReport: ['schools'],
  printTractionCheckup: ['schools'],
  printExcel: ['schools'],
  // Plans and the coach's screens (axe-ids-plans.spec.ts).
  coach: ['teams'],
  coachDashboard: ['teams'],
  plan: ['teams', 'schools'],
  reviewPlan: ['schools'],
  printTractionPlan: ['schools'],
  printPreviewTractionPlan: ['schools'],
  // Accounts, groups, notes, people and messages (axe-ids-admin.spec.ts).
  org: ['schools'],
  cohortOrg: ['leaders'],
  crmAccountCertificate: ['schools'],
  printCrmAccountCertificate: ['schools'],
  printClientResults: ['schools'],
  notes: ['schools'],
  notesDash: ['schools'],
  groupsEdit: ['schools'],
  groupsTeamDashboard: ['schools'],
  account: ['schools'],
  userView: ['schools'],
  userEdit: ['schools'],
  usersByClaim: ['schools'],
  usersByRole: ['schools'],
  roleView: ['schools'],
  adminTemplates: ['schools'],
  // Links people open from an e-mail or an invitation, without a session (axe-ids-admin.spec.ts).
  invite: ['teams'],
  unsubscribe: ['teams'],
  emailConfirmed: ['teams'],
  resetPassword: ['teams'],
  // The content library (axe-ids-content.spec.ts).
  resourceGroup: ['teams'],
  resourceContentView: ['teams'],
  resourceContentEdit: ['teams'],
  adminResourcesMode: ['teams'],
  adminContentType: ['teams'],
  fileEditor: ['teams'],
  printContent: ['teams'],
  subscribersEdit: ['teams'],
  content: ['teams'],
  contentView: ['teams'],
  contentSection: ['teams'],
};
