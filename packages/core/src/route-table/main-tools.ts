import {
  ASSESSMENT_AUTHORS,
  ASSESSORS,
  CONTENT_STAFF,
  REPORT_VIEWERS,
  CLIENT_REPORTERS,
  SURVEY_ADMINS,
  SURVEY_MANAGERS,
} from '../access/roles';
import { anyOf } from '../access/rules';
import type { RouteDef } from '../routes.types';
import { ROADMAP_ISSUE as later, route } from './define';

const chatbot = { feature: 'chatbot', plannedIn: later } as const;
const contentAdmin = { feature: 'contentAdmin' } as const;
const subscriptions = { feature: ['resourceGroup', 'subscriptions'] } as const;
const survey = { feature: 'survey' } as const;

/** The tabs of survey/admin, in the spec's order; the page takes one as its optional `tab`. */
export const SURVEY_ADMIN_TABS = [
  'definitions',
  'releases',
  'releaseGroups',
  'definitionDetails',
  'sqUrl',
  'releaseDefaults',
  'teamSurveys',
] as const;

/** Main shell routes of the spec for content, surveys, reports and the admin tools. */
export const MAIN_TOOL_ROUTES: readonly RouteDef[] = [
  // Reading is open to any signed-in person: the server gives members only the active groups
  // they belong to (docs/decisions.md, "Content library: reading"); editing stays the staff's.
  route('resources', 'resources', 'any', {
    feature: 'resourceGroup',
    redirect: { feature: 'globalSearch', to: 'resources/list' },
    menu: true,
  }),
  route('resourcesList', 'resources/list', 'any', { feature: 'globalSearch' }),
  route('resourcesSearch', 'resources/search/:searchTerms?', 'any', { feature: 'globalSearch' }),
  route('resourceGroup', 'resources/:code', 'any', {
    feature: 'resourceGroup',
    children: [
      route('resourceContentView', 'view/:contentId', 'any', { feature: 'resourceGroup' }),
      route('resourceContentEdit', 'edit/:contentId', CONTENT_STAFF, {
        feature: 'resourceGroup',
      }),
    ],
  }),
  // The library's building screens: a content claim and the contentAdmin feature (the spec's
  // 'any' would let every signed-in person open them; docs/decisions.md, "Content library: building").
  route('adminResources', 'admin/resources', CONTENT_STAFF, { ...contentAdmin, menu: true }),
  route('adminResourcesMode', 'admin/resources/:mode/:id?', CONTENT_STAFF, contentAdmin),
  route('adminContentType', 'admin/contentType/:typeName', CONTENT_STAFF, contentAdmin),
  // The spec's rule; the library's feature as every admin/* route of the library (decisions).
  route('fileManager', 'admin/fileManager/:fileType?', 'resourceGroupAdmin', {
    feature: 'resourceGroup',
    menu: true,
  }),
  route('fileEditor', 'admin/fileEditor/:fileType/:fileId?', 'resourceGroupAdmin', {
    feature: 'resourceGroup',
  }),

  route('mySurveys', 'mysurveys/:shareCode?', 'any', { feature: 'mySurveys', menu: true }),
  route('mySurvey', 'mysurvey/:surveyCode/:surveyDataId?/:viewer?', 'any', {
    feature: 'mySurveys',
  }),
  route('openSurvey', 'open-survey/:shortCode', 'any', { feature: 'openSurvey' }),
  // The spec says "any"; these screens build surveys: survey admins and editors, with the
  // survey feature (their calls' rule).
  route('surveyAdmin', 'survey/admin/:tab?', SURVEY_MANAGERS, { ...survey, menu: true }),
  route('surveyDefinition', 'survey/admin/definitions/:definitionId', SURVEY_MANAGERS, survey),
  // A release's results (a path of our own): any signed-in person may open it; the server lets
  // through the release's readers only (docs/decisions.md, "Survey results").
  route('surveyResults', 'survey/admin/releases/:releaseId/results', 'any', survey),
  // Award programmes and each account's progress (a path of our own): their calls' rule.
  route('awardPrograms', 'survey/awards/:programId?', SURVEY_ADMINS, {
    feature: ['survey', 'awardSurvey'],
    menu: true,
  }),
  // The spec says "any": the assessors of accounts (the account screens' people) and the survey
  // admins and editors who build the definitions (docs/decisions.md, "Assessments").
  route('assessmentAdmin', 'assessment/admin', anyOf(ASSESSORS, ASSESSMENT_AUTHORS), {
    feature: 'assessments',
    menu: true,
  }),
  route('assessmentForm', 'assessment/admin/assessments/:assessmentId', ASSESSORS, {
    feature: 'assessments',
  }),
  // One account's premium survey (a path of our own): its results' readers, as the server says.
  route('premiumSurveyResults', 'survey/premium/:responseId', 'any', { feature: 'premiumSurvey' }),

  // Offered to those who may read its reports (trainer availability: event admins and tfg).
  route('reports', 'reports', 'any', { menu: true, menuRule: REPORT_VIEWERS, feature: 'reports' }),
  // Offered to those who may read them: the client's people with taClientReporting, and staff.
  route('clientReports', 'clientReports', 'any', {
    feature: 'clientReports',
    menu: true,
    menuRule: CLIENT_REPORTERS,
  }),
  route('cetDashboard', 'cetdashboard', 'eventAdmin', { menu: true, feature: 'cetDashboard' }),
  route('teamalyticsCetDashboard', 'teamalyticscetdashboard', 'eventAdmin', {
    menu: true,
    feature: 'cetDashboard',
  }),

  // The spec says "any", but these screens manage who receives a group's alerts (and read
  // people's addresses): the content staff and the features of their calls (the library's and
  // its subscriptions').
  route('subscriptionsAdmin', 'subscriptions/admin', CONTENT_STAFF, {
    ...subscriptions,
    menu: true,
  }),
  route('subscriptionsEdit', 'subscriptions/edit/:subscriptionId?', CONTENT_STAFF, subscriptions),
  route(
    'subscribersEdit',
    'subscribers/edit/:subscriptionId/:subscriberId?',
    CONTENT_STAFF,
    subscriptions,
  ),

  route('ccPayment', 'ccpayment', 'clientAdmin', { plannedIn: later, menu: true }),
  route('ccPaymentForm', 'ccpaymentform', 'clientAdmin', { plannedIn: later }),
  route('userPayment', 'userPayment/:userAccountId/:paymentMethod', 'reseller', {
    plannedIn: later,
  }),

  route('hubai', 'hubai', 'chatbot', { ...chatbot, menu: true }),
  route('hubaiAdmin', 'hubaiadmin', 'chatbot', chatbot),

  route('ntdApprovals', 'ntdapprovals', 'tfg', { plannedIn: later, menu: true }),
  route('ntdAdmin', 'ntd/admin', 'tfg', { feature: 'ntdAdmin', plannedIn: later }),

  route('appConfig', 'admin/appconfig', 'developer', { menu: true }),
  route('adminMessages', 'admin/messages', ['developer', 'securityAdmin'], { menu: true }),
  route('adminTemplates', 'admin/templates/:code?/:locale?', 'developer', { menu: true }),
  // Not in the spec's table: webhooks are this portal's own (docs/decisions.md).
  route('adminWebhooks', 'admin/webhooks', 'securityAdmin', { menu: true }),
];
