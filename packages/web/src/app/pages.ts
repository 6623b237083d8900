import type { RouteDef } from '@portal/core';
import { lazyPage, lazyQueryPage, type LazyComponent, type PageCode } from './lazy-page';
import { PAGE_TEXTS } from './page-texts';
import { SURVEY_PAGE_CODE } from './pages-surveys';

/** The code of the pages built so far, by route name. */
export const PAGE_CODE: Readonly<Record<string, PageCode>> = {
  // Surveys and assessments (issue 20).
  ...SURVEY_PAGE_CODE,
  home: lazyQueryPage(() => import('../features/home/HomePage'), 'HomePage'),
  support: lazyPage(() => import('../features/support/SupportPage'), 'SupportPage'),
  help: lazyPage(() => import('../features/help/HelpPage'), 'HelpPage'),
  notFound: lazyPage(() => import('../features/not-found/NotFoundPage'), 'NotFoundPage'),
  adminMessages: lazyQueryPage(() => import('../features/messages/MessagesPage'), 'MessagesPage'),
  adminTemplates: lazyQueryPage(
    () => import('../features/templates/TemplatesPage'),
    'TemplatesPage',
  ),
  account: lazyQueryPage(() => import('../features/account/AccountPage'), 'AccountPage'),
  invite: lazyQueryPage(() => import('../features/invite/InvitePage'), 'InvitePage'),
  // Content library: the staff's building screens (issue 19).
  adminResources: lazyQueryPage(
    () => import('../features/content-admin/ResourcesAdminPage'),
    'ResourcesAdminPage',
  ),
  adminContentType: lazyQueryPage(
    () => import('../features/content-admin/ResourcesAdminPage'),
    'ContentTypePage',
  ),
  adminResourcesMode: lazyQueryPage(
    () => import('../features/content-admin/ResourcesModePage'),
    'ResourcesModePage',
  ),
  resourceContentEdit: lazyQueryPage(
    () => import('../features/content-admin/ResourceContentEditPage'),
    'ResourceContentEditPage',
  ),
  unsubscribe: lazyQueryPage(
    () => import('../features/unsubscribe/UnsubscribePage'),
    'UnsubscribePage',
  ),
  jobs: lazyQueryPage(() => import('../features/jobs/JobsPage'), 'JobsPage'),
  adminWebhooks: lazyQueryPage(() => import('../features/webhooks/WebhooksPage'), 'WebhooksPage'),
  login: lazyPage(() => import('../features/login/LoginPage'), 'LoginPage'),
  timeout: lazyPage(() => import('../features/login/TimeoutPage'), 'TimeoutPage'),
  users: lazyQueryPage(() => import('../features/security/UsersPage'), 'UsersPage'),
  userView: lazyQueryPage(() => import('../features/security/UserViewPage'), 'UserViewPage'),
  userEdit: lazyQueryPage(() => import('../features/security/UserEditPage'), 'UserEditPage'),
  usersByClaim: lazyQueryPage(
    () => import('../features/security/UsersByClaimPage'),
    'UsersByClaimPage',
  ),
  usersByRole: lazyQueryPage(
    () => import('../features/security/UsersByRolePage'),
    'UsersByRolePage',
  ),
  roles: lazyQueryPage(() => import('../features/security/RolesPage'), 'RolesPage'),
  roleView: lazyQueryPage(() => import('../features/security/RoleViewPage'), 'RoleViewPage'),
  userInfo: lazyPage(() => import('../features/security/UserInfoPage'), 'UserInfoPage'),
  auditLog: lazyQueryPage(() => import('../features/security/AuditLogPage'), 'AuditLogPage'),
  inviteCodes: lazyQueryPage(() => import('../features/invite/InviteCodesPage'), 'InviteCodesPage'),
  secUtil: lazyQueryPage(() => import('../features/security/SecUtilPage'), 'SecUtilPage'),
  appFeatures: lazyPage(
    () => import('../features/app-features/AppFeaturesPage'),
    'AppFeaturesPage',
  ),
  appConfig: lazyPage(() => import('../features/app-config/AppConfigPage'), 'AppConfigPage'),
  example: lazyPage(() => import('../features/example/ExamplePage'), 'ExamplePage'),
  devUtil: lazyQueryPage(() => import('../features/dev-util/DevUtilPage'), 'DevUtilPage'),
  systemConfig: lazyQueryPage(
    () => import('../features/system-config/SystemConfigPage'),
    'SystemConfigPage',
  ),
  auth: lazyPage(() => import('../features/auth/AuthPage'), 'AuthPage'),
  resetPassword: lazyPage(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage'),
  emailConfirmed: lazyPage(
    () => import('../features/auth/EmailConfirmedPage'),
    'EmailConfirmedPage',
  ),
  logout: lazyPage(() => import('../features/auth/LogoutPage'), 'LogoutPage'),
  // Traction Plan (issue 5).
  plan: lazyQueryPage(() => import('../features/plan/PlanPage'), 'PlanPage'),
  planBuilder: lazyQueryPage(
    () => import('../features/plan/builder/PlanBuilderPage'),
    'PlanBuilderPage',
  ),
  planBuilderReview: lazyQueryPage(() => import('../features/plan/PlanPage'), 'PlanReviewPage'),
  reviewPlan: lazyQueryPage(() => import('../features/plan/PlanPage'), 'PlanReviewPage'),
  reviewPlanBuilder: lazyQueryPage(() => import('../features/plan/PlanPage'), 'PlanReviewPage'),
  printTractionPlan: lazyQueryPage(
    () => import('../features/plan/print/PlanPrintPage'),
    'PlanPrintPage',
  ),
  printPreviewTractionPlan: lazyQueryPage(
    () => import('../features/plan/print/PlanPrintPage'),
    'PlanPrintPage',
  ),
  // 360 profile.
  startMy360: lazyQueryPage(
    () => import('../features/profile/participant/StartMy360Page'),
    'StartMy360Page',
  ),
  describerFeedback: lazyQueryPage(
    () => import('../features/profile/survey/DescriberSurveyPage'),
    'DescriberSurveyPage',
  ),
  describeYourself: lazyQueryPage(
    () => import('../features/profile/survey/DescriberSurveyPage'),
    'DescriberSurveyPage',
  ),
  feedbackDescriber: lazyQueryPage(
    () => import('../features/profile/survey/DescriberSurveyPage'),
    'DescriberSurveyPage',
  ),
  myReports: lazyQueryPage(
    () => import('../features/profile/report/MyReportsPage'),
    'MyReportsPage',
  ),
  userReports: lazyQueryPage(
    () => import('../features/profile/report/MyReportsPage'),
    'MyReportsPage',
  ),
  report: lazyQueryPage(() => import('../features/profile/report/ReportPage'), 'ReportPage'),
  readMy360: lazyQueryPage(
    () => import('../features/profile/report/ReadMy360Page'),
    'ReadMy360Page',
  ),
  teamReport: lazyQueryPage(
    () => import('../features/profile/team/TeamReportPage'),
    'TeamReportPage',
  ),
  insightsReportBuilder: lazyQueryPage(
    () => import('../features/profile/insights/InsightsReportBuilderPage'),
    'InsightsReportBuilderPage',
  ),
  profileConfigAdmin: lazyQueryPage(
    () => import('../features/profile/admin/ProfileConfigAdminPage'),
    'ProfileConfigAdminPage',
  ),
  profileReportFormats: lazyQueryPage(
    () => import('../features/profile/admin/ReportFormatsPage'),
    'ReportFormatsPage',
  ),
  printReport: lazyPage(
    () => import('../features/profile/print/ReportPrintPage'),
    'ReportPrintPage',
  ),
  printReportByParticipant: lazyPage(
    () => import('../features/profile/print/ReportPrintPage'),
    'ReportByParticipantPrintPage',
  ),
  printTeam: lazyPage(() => import('../features/profile/print/TeamPrintPage'), 'TeamPrintPage'),
  // Subscriptions to resource groups' alerts (issue 19).
  subscriptionsAdmin: lazyQueryPage(
    () => import('../features/subscriptions/SubscriptionsAdminPage'),
    'SubscriptionsAdminPage',
  ),
  subscriptionsEdit: lazyQueryPage(
    () => import('../features/subscriptions/SubscriptionEditPage'),
    'SubscriptionEditPage',
  ),
  subscribersEdit: lazyQueryPage(
    () => import('../features/subscriptions/SubscriberEditPage'),
    'SubscriberEditPage',
  ),
  // Accounts, groups, notes and dashboards.
  accountsAdmin: lazyQueryPage(
    () => import('../features/accounts/AccountsAdminPage'),
    'AccountsAdminPage',
  ),
  accountsCohortAdmin: lazyQueryPage(
    () => import('../features/accounts/AccountsAdminPage'),
    'CohortAccountsAdminPage',
  ),
  org: lazyQueryPage(() => import('../features/accounts/OrgPage'), 'OrgPage'),
  cohortOrg: lazyQueryPage(() => import('../features/accounts/OrgPage'), 'CohortOrgPage'),
  groupsAdmin: lazyQueryPage(() => import('../features/groups/GroupsAdminPage'), 'GroupsAdminPage'),
  groupsEdit: lazyQueryPage(() => import('../features/groups/GroupEditPage'), 'GroupEditPage'),
  groupsTeamDashboard: lazyQueryPage(
    () => import('../features/groups/TeamDashboardPage'),
    'TeamDashboardPage',
  ),
  myTeam: lazyQueryPage(() => import('../features/groups/MyTeamPage'), 'MyTeamPage'),
  coach: lazyQueryPage(() => import('../features/groups/CoachDashboardPage'), 'CoachDashboardPage'),
  coachDashboard: lazyQueryPage(
    () => import('../features/groups/CoachDashboardPage'),
    'CoachDashboardPage',
  ),
  notesAdmin: lazyQueryPage(() => import('../features/notes/NotesAdminPage'), 'NotesAdminPage'),
  notesDash: lazyQueryPage(() => import('../features/notes/NotesDashPage'), 'NotesDashPage'),
  notes: lazyQueryPage(() => import('../features/notes/NotesPage'), 'NotesPage'),
  crmAccountCertificate: lazyQueryPage(
    () => import('../features/accounts/CrmAccountCertificatePage'),
    'CrmAccountCertificatePage',
  ),
  printCrmAccountCertificate: lazyQueryPage(
    () => import('../features/accounts/print/CrmAccountCertificatePrintPage'),
    'CrmAccountCertificatePrintPage',
  ),
  adminDashboard: lazyQueryPage(
    () => import('../features/accounts/AdminDashboardPage'),
    'AdminDashboardPage',
  ),
  // Checkups: the Excel scorecard and the print views of a checkup participant (issue 9).
  excelCheckup: lazyQueryPage(
    () => import('../features/checkup/excel/ExcelCheckupPage'),
    'ExcelCheckupPage',
  ),
  printCheckupReport: lazyQueryPage(
    () => import('../features/checkup/print/CheckupPrintPages'),
    'CheckupReportPrintPage',
  ),
  printTractionCheckup: lazyQueryPage(
    () => import('../features/checkup/print/CheckupPrintPages'),
    'TractionCheckupPrintPage',
  ),
  printExcel: lazyQueryPage(
    () => import('../features/checkup/print/CheckupPrintPages'),
    'ExcelPrintPage',
  ),
  // Training events, staff screens (issue 8).
  eventAdmin: lazyQueryPage(() => import('../features/events/EventAdminPage'), 'EventAdminPage'),
  eventView: lazyQueryPage(() => import('../features/events/EventViewPage'), 'EventViewPage'),
  eventEdit: lazyQueryPage(() => import('../features/events/EventEditPage'), 'EventEditPage'),
  eventCatalogAdmin: lazyQueryPage(
    () => import('../features/events/CatalogAdminPage'),
    'CatalogAdminPage',
  ),
  participantAdmin: lazyQueryPage(
    () => import('../features/events/ParticipantAdminPage'),
    'ParticipantAdminPage',
  ),
  // Events: participants' screens, certificates, surveys, trainer availability (issue 8).
  checkIn: lazyQueryPage(
    () => import('../features/events-people/CheckInPages'),
    'CheckInLookupPage',
  ),
  checkInByCode: lazyQueryPage(
    () => import('../features/events-people/CheckInPages'),
    'CheckInByCodePage',
  ),
  checkInById: lazyQueryPage(
    () => import('../features/events-people/CheckInPages'),
    'CheckInByIdPage',
  ),
  myEvents: lazyQueryPage(() => import('../features/events-people/MyEventsPage'), 'MyEventsPage'),
  certificate: lazyQueryPage(
    () => import('../features/events-people/CertificatePage'),
    'CertificatePage',
  ),
  printEventCertificate: lazyQueryPage(
    () => import('../features/events-people/print/EventCertificatePrintPage'),
    'EventCertificatePrintPage',
  ),
  eventSurvey: lazyQueryPage(
    () => import('../features/events-people/survey/EventSurveyPage'),
    'EventSurveyPage',
  ),
  eventSurveyCompleted: lazyQueryPage(
    () => import('../features/events-people/survey/EventSurveyCompletedPage'),
    'EventSurveyCompletedPage',
  ),
  eventSurveyAdmin: lazyQueryPage(
    () => import('../features/events-people/survey/EventSurveyAdminPage'),
    'EventSurveyAdminPage',
  ),
  cetDashboard: lazyQueryPage(
    () => import('../features/reports/CetDashboardPage'),
    'CetDashboardPage',
  ),
  teamalyticsCetDashboard: lazyQueryPage(
    () => import('../features/reports/CetDashboardPage'),
    'TeamCetDashboardPage',
  ),
  reports: lazyQueryPage(
    () => import('../features/events-people/reports/ReportsPage'),
    'ReportsPage',
  ),
  clientReports: lazyQueryPage(
    () => import('../features/reports/client/ClientReportsPage'),
    'ClientReportsPage',
  ),
  printClientResults: lazyQueryPage(
    () => import('../features/reports/print/ClientResultsPrintPage'),
    'ClientResultsPrintPage',
  ),
  // Checkups: the rater's survey screens and the feedback formats.
  feedbackCheckup: lazyQueryPage(
    () => import('../features/checkup-survey/CheckupSurveyPage'),
    'CheckupSurveyPage',
  ),
  checkupFeedback: lazyQueryPage(
    () => import('../features/checkup-survey/CheckupSurveyPage'),
    'CheckupSurveyPage',
  ),
  tractionCheckup: lazyQueryPage(
    () => import('../features/checkup-survey/PartnerCheckupPage'),
    'PartnerCheckupPage',
  ),
  tractionSurveyCheckup: lazyQueryPage(
    () => import('../features/checkup-survey/PartnerCheckupPage'),
    'PartnerSurveyPage',
  ),
  fileManager: lazyQueryPage(
    () => import('../features/content-files/FileManagerPage'),
    'FileManagerPage',
  ),
  fileEditor: lazyQueryPage(
    () => import('../features/content-files/FileEditorPage'),
    'FileEditorPage',
  ),
  feedbackFormats: lazyQueryPage(
    () => import('../features/checkup-survey/formats/FeedbackFormatsPage'),
    'FeedbackFormatsPage',
  ),
  // Content library: reading (issue 19).
  resources: lazyQueryPage(() => import('../features/resources/LibraryPage'), 'LibraryPage'),
  resourcesList: lazyQueryPage(() => import('../features/resources/LibraryPage'), 'LibraryPage'),
  resourcesSearch: lazyQueryPage(() => import('../features/resources/SearchPage'), 'SearchPage'),
  resourceGroup: lazyQueryPage(() => import('../features/resources/GroupPage'), 'GroupPage'),
  resourceContentView: lazyQueryPage(
    () => import('../features/resources/ContentPage'),
    'ContentPage',
  ),
  content: lazyQueryPage(
    () => import('../features/resources/PublicContentPage'),
    'PublicGroupPage',
  ),
  contentView: lazyQueryPage(
    () => import('../features/resources/PublicContentPage'),
    'PublicContentPage',
  ),
  contentSection: lazyQueryPage(
    () => import('../features/resources/PublicContentPage'),
    'PublicContentPage',
  ),
  printContent: lazyQueryPage(
    () => import('../features/resources/PrintContentPage'),
    'PrintContentPage',
  ),
};

/**
 * The pages built so far, by route name, each loading with the texts it shows; every other route
 * shows "not available yet".
 */
export const PAGES: Readonly<Record<string, LazyComponent>> = Object.fromEntries(
  Object.entries(PAGE_CODE).map(([name, page]) => [name, page(PAGE_TEXTS[name] ?? [])]),
);

export const NotAvailableYetPage = lazyPage<'NotAvailableYetPage', { route: RouteDef }>(
  () => import('../features/not-available/NotAvailableYetPage'),
  'NotAvailableYetPage',
)([]);
