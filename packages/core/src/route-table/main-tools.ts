import { CONTENT_STAFF } from '../access/roles';
import type { RouteDef } from '../routes.types';
import { ROADMAP_ISSUE as later, route } from './define';

const chatbot = { feature: 'chatbot', plannedIn: later } as const;
const contentAdmin = { feature: 'contentAdmin', plannedIn: later } as const;

/** The tabs of survey/admin, in the spec's order; the page takes one as its optional `tab`. */
export const SURVEY_ADMIN_TABS = [
  'definitions',
  'releases',
  'releaseGroups',
  'definitionDetails',
  'sqUrl',
  'releaseDefaults',
] as const;

/** Main shell routes of the spec for content, surveys, reports and the admin tools. */
export const MAIN_TOOL_ROUTES: readonly RouteDef[] = [
  route('resources', 'resources', CONTENT_STAFF, {
    feature: 'resourceGroup',
    redirect: { feature: 'globalSearch', to: 'resources/list' },
    plannedIn: later,
    menu: true,
  }),
  route('resourcesList', 'resources/list', CONTENT_STAFF, {
    feature: 'globalSearch',
    plannedIn: later,
  }),
  route('resourcesSearch', 'resources/search/:searchTerms?', CONTENT_STAFF, {
    feature: 'globalSearch',
    plannedIn: later,
  }),
  route('resourceGroup', 'resources/:code', CONTENT_STAFF, {
    feature: 'resourceGroup',
    plannedIn: later,
    children: [
      route('resourceContentView', 'view/:contentId', CONTENT_STAFF, {
        feature: 'resourceGroup',
        plannedIn: later,
      }),
      route('resourceContentEdit', 'edit/:contentId', CONTENT_STAFF, {
        feature: 'resourceGroup',
        plannedIn: later,
      }),
    ],
  }),
  route('adminResources', 'admin/resources', 'any', { ...contentAdmin, menu: true }),
  route('adminResourcesMode', 'admin/resources/:mode/:id?', 'any', contentAdmin),
  route('adminContentType', 'admin/contentType/:typeName', 'any', contentAdmin),
  // The spec's rule; the library's feature as every admin/* route of the library (decisions).
  route('fileManager', 'admin/fileManager/:fileType?', 'resourceGroupAdmin', {
    feature: 'resourceGroup',
    menu: true,
  }),
  route('fileEditor', 'admin/fileEditor/:fileType/:fileId?', 'resourceGroupAdmin', {
    feature: 'resourceGroup',
  }),

  route('mySurveys', 'mysurveys/:shareCode?', 'any', { plannedIn: later, menu: true }),
  route('mySurvey', 'mysurvey/:surveyCode/:surveyDataId?/:viewer?', 'any', { plannedIn: later }),
  route('openSurvey', 'open-survey/:shortCode', 'any', { plannedIn: later }),
  route('surveyAdmin', 'survey/admin/:tab?', 'any', { plannedIn: later, menu: true }),
  route('surveyDefinition', 'survey/admin/definitions/:definitionId', 'any', { plannedIn: later }),
  route('assessmentAdmin', 'assessment/admin', 'any', { plannedIn: later, menu: true }),

  // Trainer availability is the one report built: offered to those who may read it.
  route('reports', 'reports', 'any', { menu: true, menuRule: ['eventAdmin', 'tfg'] }),
  route('clientReports', 'clientReports', 'any', { plannedIn: later, menu: true }),
  route('cetDashboard', 'cetdashboard', 'eventAdmin', { plannedIn: later, menu: true }),
  route('teamalyticsCetDashboard', 'teamalyticscetdashboard', 'eventAdmin', { plannedIn: later }),

  route('subscriptionsAdmin', 'subscriptions/admin', 'any', { plannedIn: later, menu: true }),
  route('subscriptionsEdit', 'subscriptions/edit/:subscriptionId?', 'any', { plannedIn: later }),
  route('subscribersEdit', 'subscribers/edit/:subscriptionId/:subscriberId?', 'any', {
    plannedIn: later,
  }),

  route('ccPayment', 'ccpayment', 'clientAdmin', { plannedIn: later, menu: true }),
  route('ccPaymentForm', 'ccpaymentform', 'clientAdmin', { plannedIn: later }),
  route('userPayment', 'userPayment/:userAccountId/:paymentMethod', 'reseller', {
    plannedIn: later,
  }),

  route('hubai', 'hubai', 'chatbot', { ...chatbot, menu: true }),
  route('hubaiAdmin', 'hubaiadmin', 'chatbot', chatbot),

  route('ntdApprovals', 'ntdapprovals', 'tfg', { plannedIn: later, menu: true }),
  route('ntdAdmin', 'ntd/admin', 'tfg', { feature: 'ntdAdmin', plannedIn: later }),

  route('appConfig', 'admin/appconfig', 'developer', { plannedIn: later, menu: true }),
  route('adminMessages', 'admin/messages', ['developer', 'securityAdmin'], { menu: true }),
  route('adminTemplates', 'admin/templates/:code?/:locale?', 'developer', { menu: true }),
  // Not in the spec's table: webhooks are this portal's own (docs/decisions.md).
  route('adminWebhooks', 'admin/webhooks', 'securityAdmin', { menu: true }),
];
