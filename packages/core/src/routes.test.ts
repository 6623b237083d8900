import { describe, expect, it } from 'vitest';
import { COHORT_STAFF, CONTENT_STAFF, EVENT_SURVEY_READERS, SURVEY_MANAGERS } from './access/roles';
import { isClaimType } from './access/claims';
import { FEATURES_NOT_BUILT } from './brands/feature-set';
import { gateFeatures } from './domain/features';
import { ROADMAP_ISSUE, ROUTES, findRouteByName, flattenRoutes } from './routes';
import { parseRoutePath } from './route-path';
import type { RouteDef } from './routes.types';

const FLAT = flattenRoutes(ROUTES);
const byPath = (path: string) => FLAT.find((route) => route.path === path);

/** The spec's `{name}`, `{name?}` and `{params*}` written as React Router paths. */
const toRouterPath = (specPath: string) =>
  specPath.replace(/\{(\w+)\*\}/g, '*').replace(/\{(\w+)(\??)\}/g, ':$1$2');

/** Every path of the spec's route table (part 1, section 2), in the spec's notation. */
const SPEC_PATHS = [
  '',
  'invite/{inviteCode}/{inProcess?}',
  'coach/{idType}/{id}',
  'coachDashboard/{idType}/{id}',
  'ntdapprovals',
  'ntd/admin',
  'plan/{idType?}/{id?}',
  'planBuilder/{uaId?}',
  'planBuilder/review/{idType?}/{id?}',
  'read-my-360/{uaId?}',
  'printpreview/tractionplan/{printKey}/{tpCode}',
  'event/admin',
  'event/view/{eventId}/{showEventSummaryView?}',
  'event/edit/{eventId}',
  'event/catalogadmin/{eventCatalogItemId?}',
  'participant/admin',
  'ccpayment',
  'ccpaymentform',
  'account/{userId?}',
  'traction/checkup/{checkupParticipantId?}',
  'tractionSurvey/checkup/{checkupParticipantId?}',
  'excel/checkup/{checkupParticipantId?}',
  'groups/admin',
  'groups/edit/{userGroupId?}',
  'groups/teamdashboard/{userGroupId?}',
  'accounts/admin',
  'org/{id}/{uaId?}',
  'accounts/cohortadmin',
  'cohortorg/{id}',
  'profileconfig/admin',
  'myreports',
  'start-my-360',
  'report/{reportCode}/{view?}',
  'teamreport/{userGroupId}/{reportId}/{view?}',
  'myreports/{userAccountId}',
  'insightsReportBuilder/{profileReportId}/{view?}',
  'certificate/{participantId}',
  'certificate/crmAccount/{crmAccountId}/{certificateTemplateId}',
  'help',
  'hubai',
  'hubaiadmin',
  'userPayment/{userAccountId}/{paymentMethod}',
  'ci',
  'ci/{code}',
  'ciById/{id}',
  'resources',
  'resources/list',
  'resources/search/{searchTerms?}',
  'resources/{code}',
  'resources/{code}/view/{contentId}',
  'resources/{code}/edit/{contentId}',
  'admin/resources',
  'admin/resources/{mode}/{id?}',
  'admin/contentType/{typeName}',
  'myteam/{groupId?}',
  'myevents/{shareCode?}',
  'mysurveys/{shareCode?}',
  'mysurvey/{surveyCode}/{surveyDataId?}/{viewer?}',
  'open-survey/{shortCode}',
  'event/{eventId}/survey',
  'event/{eventId}/surveycompleted',
  'event/{eventId}/surveyAdmin',
  'admin/appconfig',
  'admin/fileManager/{fileType?}',
  'admin/fileEditor/{fileType}/{fileId?}',
  'admin/dashboard',
  'clientReports',
  'reports',
  'subscriptions/admin',
  'subscriptions/edit/{subscriptionId?}',
  'subscribers/edit/{subscriptionId}/{subscriberId?}',
  'notes/admin',
  'notesdash/{entityType}/{entityId}/{activeNoteId?}',
  'notes/{entityType}/{entityId}',
  'assessment/admin',
  'cetdashboard',
  'teamalyticscetdashboard',
  'checkupFeedback/{surveyCode}',
  'describerFeedback/{surveyCode}',
  'survey/admin/{tab?}',
  'survey/admin/definitions/{definitionId}',
  'login',
  'timeout',
  'auth/{isInvite?}/{regType?}/{val1?}/{val2?}/{val3?}',
  'authaccount/resetpassword/{base64code}/{forcedReset?}',
  'redirect/emailconfirmed/{userId}/{base64code}/{unconfirmedEmail?}',
  'logout',
  'users',
  'users/view/{userId}',
  'users/edit/{userId}',
  'users/claim/{claimType}/{claimValue?}',
  'users/role/{roleName}',
  'roles',
  'roles/view/{roleId}',
  'userInfo',
  'secUtil',
  'devUtil',
  'feedback/formats',
  'appfeatures',
  'systemconfig',
  'profile/reportformats',
  'example',
  'jobs/{tab?}',
  'feedback/checkup/{surveyCode}',
  'feedback/describer/{surveyCode}',
  'review/plan/{idType}/{id}',
  'review/planBuilder/review/{idType?}/{id?}',
  'content/{code}',
  'content/{code}/view/{contentId}/{sectionHash?}',
  'contentsection/resources/{code}/view/{contentId}/{sectionHash}',
  'support',
  'survey/{surveyId}/{userAccountId}/{questionIndex?}/{questionResponse?}',
  'awardsurvey',
  'awardsurveycompleted',
  'awardsurveycompletedstudent',
  'teamAlignment',
  'aTeamScorecard',
  'publicReports/aTeamScorecardReportPublic/{surveyDataId?}',
  'surveys/{surveyCode}/{surveyDataId?}',
  'public-survey/{shortCode}',
  'unsubscriberg/{unsubResult}/{rgName}/{rgId}/{uaId}/{userConfirmed}/{messageType?}',
  'squrl/{code}/{params*}',
];

/** The print views of the spec, each under print/ with a printKey. */
const SPEC_PRINT_VIEWS = [
  'tractionplan',
  'tractionCheckup',
  'checkupReport',
  'excel',
  'report',
  'reportByParticipant',
  'content',
  'team',
  'eventCertificate',
  'crmAccountCertificate',
  'premiumSurveyResults',
  'clientResults',
  'growthAssessmentSummary',
  'growthAssessmentReport',
];

describe('route table', () => {
  it.each(SPEC_PATHS)("has the spec's route '%s'", (specPath) => {
    expect(byPath(toRouterPath(specPath))).toBeDefined();
  });

  it.each(SPEC_PRINT_VIEWS)("has the spec's print view '%s' with a printKey", (view) => {
    const route = FLAT.find((r) => r.path.startsWith(`print/${view}/`));
    expect(route?.path).toMatch(new RegExp(`^print/${view}/:printKey(/|$)`));
  });

  it('opens no built page with the flag of a capability the portal does not have yet', () => {
    const gated = flattenRoutes().filter(
      (route) =>
        route.feature &&
        gateFeatures(route.feature).some((flag) => FEATURES_NOT_BUILT.includes(flag)) &&
        !route.plannedIn,
    );
    expect(gated.map((route) => route.name)).toEqual([]);
  });

  it('uses each route name once, in camelCase', () => {
    const names = FLAT.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z][A-Za-z0-9]*$/);
  });

  it('uses each full path once', () => {
    const paths = FLAT.map((route) => route.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has only paths the router can parse', () => {
    for (const route of FLAT) expect(() => parseRoutePath(route.path)).not.toThrow();
  });

  it('keys every title as route.<name>', () => {
    for (const route of FLAT) expect(route.titleKey).toBe(`route.${route.name}`);
  });

  it('names only known claims in rules', () => {
    const claims = (rule: RouteDef['rule']): string[] =>
      typeof rule === 'string' ? [rule] : rule.flatMap((term) => term);
    for (const route of FLAT) {
      for (const claim of claims(route.rule))
        expect(claim === 'any' || isClaimType(claim)).toBe(true);
    }
  });

  it('puts every print view under print/ with a printKey, anonymous and without the shell', () => {
    const prints = FLAT.filter((route) => route.path.startsWith('print/'));
    expect(prints).toHaveLength(SPEC_PRINT_VIEWS.length);
    for (const route of prints) {
      expect(route.path).toMatch(/^print\/\w+\/:printKey(\/|$)/);
      expect(route.anonymous).toBe(true);
      expect(route.layout).toBe('print');
    }
  });

  it('ends with the catch-all', () => {
    expect(ROUTES.at(-1)).toMatchObject({ name: 'notFound', path: '*', anonymous: true });
  });

  it('sends the contact-us routes to the brand contact page', () => {
    for (const name of ['contactUs', 'contact']) {
      expect(findRouteByName(name)).toMatchObject({ external: 'contact', anonymous: true });
    }
  });

  it('marks as built only the pages of this issue', () => {
    const built = FLAT.filter((route) => route.plannedIn === undefined).map((r) => r.name);
    expect(built.sort()).toEqual(
      [
        ...['adminMessages', 'adminTemplates', 'contact', 'contactUs', 'help', 'home'],
        ...['notFound', 'support', 'account', 'invite', 'adminWebhooks', 'jobs'],
        ...['auth', 'emailConfirmed', 'login', 'logout', 'resetPassword', 'timeout'],
        // Security administration.
        'users',
        'userView',
        'userEdit',
        'usersByClaim',
        'usersByRole',
        'roles',
        'roleView',
        'userInfo',
        'auditLog',
        'inviteCodes',
        'secUtil',
        'appFeatures',
        'systemConfig',
        'devUtil',
        'example',
        'appConfig',
        // Traction Plan (issue 5).
        ...['plan', 'planBuilder', 'planBuilderReview', 'reviewPlan', 'reviewPlanBuilder'],
        ...['printTractionPlan', 'printPreviewTractionPlan'],
        // 360 profile.
        ...['readMy360', 'myReports', 'startMy360', 'report', 'teamReport', 'userReports'],
        ...['insightsReportBuilder', 'profileConfigAdmin', 'describerFeedback'],
        ...['feedbackDescriber', 'profileReportFormats', 'describeYourself'],
        ...['printReport', 'printReportByParticipant', 'printTeam'],
        // Accounts, groups, notes and dashboards.
        ...['accountsAdmin', 'org', 'accountsCohortAdmin', 'cohortOrg'],
        ...[
          'groupsAdmin',
          'groupsEdit',
          'groupsTeamDashboard',
          'myTeam',
          'coach',
          'coachDashboard',
        ],
        ...['notesAdmin', 'notesDash', 'notes', 'adminDashboard'],
        ...['crmAccountCertificate', 'printCrmAccountCertificate'],
        // Training events, staff screens (issue 8).
        ...['eventAdmin', 'eventView', 'eventEdit', 'eventCatalogAdmin', 'participantAdmin'],
        // Events: participants' screens, certificates, surveys, trainer availability (issue 8).
        ...['checkIn', 'checkInByCode', 'checkInById', 'myEvents', 'certificate'],
        ...['printEventCertificate', 'eventSurvey', 'eventSurveyCompleted', 'eventSurveyAdmin'],
        'reports',
        // The event admins' CET dashboards (issue 21).
        ...['cetDashboard', 'teamalyticsCetDashboard'],
        // Client reports and their printable results (issue 21).
        ...['clientReports', 'printClientResults'],
        // Checkups: staff and participant screens (issue 9).
        ...['excelCheckup', 'printTractionCheckup', 'printCheckupReport', 'printExcel'],
        // Checkups: the rater's survey screens and the feedback formats.
        ...['feedbackCheckup', 'checkupFeedback', 'tractionCheckup', 'tractionSurveyCheckup'],
        'feedbackFormats',
        // Unsubscribing from the link of a message (issue 19).
        'unsubscribe',
        // Subscriptions to resource groups' alerts (issue 19).
        ...['subscriptionsAdmin', 'subscriptionsEdit', 'subscribersEdit'],
        // Content library: the staff's building screens (issue 19).
        ...['adminResources', 'adminResourcesMode', 'adminContentType', 'resourceContentEdit'],
        // Content library: reading (issue 19).
        ...['resources', 'resourcesList', 'resourcesSearch', 'resourceGroup'],
        ...['resourceContentView', 'content', 'contentView', 'contentSection', 'printContent'],
        // The content library's file manager (issue 19).
        ...['fileManager', 'fileEditor'],
        // Surveys: taking them (issue 20).
        ...['mySurveys', 'mySurvey', 'openSurvey', 'surveys', 'publicSurvey', 'survey', 'shortUrl'],
        // Surveys: survey admin's definitions and their editor (issue 20).
        ...['surveyAdmin', 'surveyDefinition'],
        // Surveys: a release's results (issue 20).
        'surveyResults',
        // Surveys: team alignment and team scorecards (issue 20).
        ...['teamAlignment', 'aTeamScorecard', 'aTeamScorecardReportPublic'],
        // Assessments of accounts and their growth print views (issue 20).
        ...['assessmentAdmin', 'assessmentForm'],
        ...['printGrowthAssessmentSummary', 'printGrowthAssessmentReport'],
        // Surveys: award surveys and their programmes (issue 20).
        ...['awardSurvey', 'awardSurveyCompleted', 'awardSurveyCompletedStudent', 'awardPrograms'],
        // Surveys: premium surveys' results, on screen and in print (issue 20).
        ...['premiumSurveyResults', 'printPremiumSurveyResults'],
      ].sort(),
    );
  });

  it('plans every other page in a numbered issue or on the roadmap', () => {
    for (const route of FLAT) {
      if (route.plannedIn !== undefined) {
        expect(route.plannedIn).toBeGreaterThanOrEqual(3);
        expect(route.plannedIn).toBeLessThanOrEqual(ROADMAP_ISSUE);
      }
    }
  });

  it('redirects only to routes that exist', () => {
    for (const route of FLAT.filter((r) => r.redirect)) {
      expect(byPath(route.redirect?.to ?? '')).toBeDefined();
    }
  });

  it('lays out auth pages bare and shell pages in the shell', () => {
    expect(findRouteByName('login')?.layout).toBe('bare');
    expect(findRouteByName('feedbackCheckup')?.layout).toBe('bare');
    expect(findRouteByName('plan')?.layout).toBe('shell');
  });
});

describe('route rules as the spec gives them', () => {
  const expectations: [string, Partial<RouteDef>][] = [
    ['', { rule: 'any', anonymous: undefined }],
    ['coach/:idType/:id', { rule: 'profileViewer' }],
    ['ntdapprovals', { rule: 'tfg', feature: undefined }],
    ['ntd/admin', { rule: 'tfg', feature: 'ntdAdmin' }],
    [
      'plan/:idType?/:id?',
      {
        rule: [
          'tractionPlan',
          ['trainer', 'profileViewer'],
          ['clientCoach', 'profileViewer'],
          'globalDataAccess',
        ],
        verifiedEmail: true,
      },
    ],
    ['read-my-360/:uaId?', { rule: 'profile', verifiedEmail: true }],
    ['printpreview/tractionplan/:printKey/:tpCode', { rule: 'securityAdmin' }],
    ['event/admin', { rule: ['eventAdmin', 'trainer'] }],
    [
      'event/view/:eventId/:showEventSummaryView?',
      { rule: ['tfg', 'clientAdmin', 'clientCoach', 'eventAdmin', 'trainer'] },
    ],
    ['participant/admin', { rule: 'eventAdmin' }],
    ['ccpaymentform', { rule: 'clientAdmin' }],
    ['traction/checkup/:checkupParticipantId?', { rule: 'any', verifiedEmail: true }],
    [
      'org/:id/:uaId?',
      { rule: ['eventAdmin', 'clientAdmin', 'clientCoach', 'globalDataAccess', 'trainer'] },
    ],
    ['cohortorg/:id', { rule: ['cohort', 'cohortAccountAdmin'] }],
    ['myreports/:userAccountId', { rule: 'profileV2' }],
    ['insightsReportBuilder/:profileReportId/:view?', { rule: 'profileViewer' }],
    ['hubaiadmin', { rule: 'chatbot', feature: 'chatbot' }],
    ['userPayment/:userAccountId/:paymentMethod', { rule: 'reseller' }],
    [
      'resources/:code/edit/:contentId',
      { rule: ['contentAdmin', 'contentEditor', 'resourceGroupAdmin'], feature: 'resourceGroup' },
    ],
    [
      'admin/contentType/:typeName',
      { rule: ['contentAdmin', 'contentEditor', 'resourceGroupAdmin'], feature: 'contentAdmin' },
    ],
    [
      'admin/resources',
      { rule: ['contentAdmin', 'contentEditor', 'resourceGroupAdmin'], feature: 'contentAdmin' },
    ],
    // The spec's "any" narrowed to the content staff (docs/decisions.md).
    ['subscriptions/admin', { rule: CONTENT_STAFF, feature: ['resourceGroup', 'subscriptions'] }],
    [
      'subscribers/edit/:subscriptionId/:subscriberId?',
      { rule: CONTENT_STAFF, feature: ['resourceGroup', 'subscriptions'] },
    ],
    ['myteam/:groupId?', { rule: 'profileV2', verifiedEmail: true, feature: 'teams' }],
    // Staff manage groups in every brand, cohorts included: no team flag on groups/admin.
    ['groups/admin', { feature: undefined }],
    ['groups/teamdashboard/:userGroupId?', { feature: 'teamDashboard' }],
    // The spec's trainer rule: participants answer, the results take the people who run the
    // event and the survey admins (docs/decisions.md, "Event surveys").
    ['event/:eventId/survey', { rule: 'any', feature: 'eventSurveys' }],
    ['event/:eventId/surveycompleted', { rule: 'any', feature: 'eventSurveys' }],
    ['event/:eventId/surveyAdmin', { rule: EVENT_SURVEY_READERS, feature: 'eventSurveys' }],
    // The spec's "any" narrowed to survey admins and editors, with the survey feature.
    ['survey/admin/:tab?', { rule: SURVEY_MANAGERS, feature: 'survey' }],
    ['survey/admin/definitions/:definitionId', { rule: SURVEY_MANAGERS, feature: 'survey' }],
    ['admin/appconfig', { rule: 'developer' }],
    ['admin/fileEditor/:fileType/:fileId?', { rule: 'resourceGroupAdmin' }],
    // A built capability's routes need its feature (docs/decisions.md, "Features on routes").
    ['notes/admin', { rule: 'tfg', feature: 'notes' }],
    ['notes/:entityType/:entityId', { rule: 'any', feature: 'notes' }],
    ['teamalyticscetdashboard', { rule: 'eventAdmin', feature: 'cetDashboard' }],
    ['reports', { rule: 'any', feature: 'reports' }],
    ['ci/:code', { rule: 'any', feature: 'eventCheckin' }],
    ['event/view/:eventId/:showEventSummaryView?', { feature: 'events' }],
    ['participant/admin', { rule: 'eventAdmin', feature: 'events' }],
    ['myevents/:shareCode?', { rule: 'any', feature: undefined }],
    ['cohortorg/:id', { rule: COHORT_STAFF, feature: 'cohorts' }],
    ['planBuilder/:uaId?', { rule: 'tractionPlan', feature: 'tractionPlan', verifiedEmail: true }],
    [
      'review/plan/:idType/:id',
      { anonymous: true, feature: ['tractionPlan', 'tractionPlanReview'] },
    ],
    [
      'review/planBuilder/review/:idType?/:id?',
      { anonymous: true, feature: ['tractionPlan', 'tractionPlanReview'] },
    ],
    ['planBuilder/review/:idType?/:id?', { feature: ['tractionPlan', 'tractionPlanReview'] }],
    ['feedback/checkup/:surveyCode', { anonymous: true, feature: 'tractionCheckup' }],
    ['excel/checkup/:checkupParticipantId?', { feature: 'tractionCheckup', verifiedEmail: true }],
    ['insightsReportBuilder/:profileReportId/:view?', { feature: 'insightsReport' }],
    // The spec's security admins and the developers (docs/decisions.md).
    ['appfeatures', { rule: ['developer', 'securityAdmin'] }],
    ['users/role/:roleName', { rule: 'securityAdmin' }],
    ['jobs/:tab?', { rule: 'developer' }],
    ['admin/messages', { rule: ['developer', 'securityAdmin'] }],
    ['review/plan/:idType/:id', { anonymous: true }],
    ['squrl/:code/*', { anonymous: true }],
    ['support', { anonymous: true }],
    ['invite/:inviteCode/:inProcess?', { rule: 'any', anonymous: true, feature: 'inviteCode' }],
    ['account/:userId?', { rule: 'any', anonymous: undefined }],
  ];

  it.each(expectations)("gives '%s' its rule", (path, expected) => {
    const route = byPath(path);
    expect(route).toBeDefined();
    for (const [key, value] of Object.entries(expected)) {
      expect(route?.[key as keyof RouteDef]).toEqual(value);
    }
  });

  it('sends resources to resources/list when global search is on', () => {
    expect(byPath('resources')?.redirect).toEqual({
      feature: 'globalSearch',
      to: 'resources/list',
    });
  });
});

describe('flattenRoutes and findRouteByName', () => {
  it('joins child paths to their parent', () => {
    expect(findRouteByName('resourceContentView')?.path).toBe('resources/:code/view/:contentId');
    expect(findRouteByName('contentView')?.path).toBe(
      'content/:code/view/:contentId/:sectionHash?',
    );
  });

  it('lists a parent before its children and drops the nesting', () => {
    const names = FLAT.map((route) => route.name);
    expect(names.indexOf('resourceGroup')).toBeLessThan(names.indexOf('resourceContentView'));
    expect(FLAT.every((route) => route.children === undefined)).toBe(true);
  });

  it('joins onto an empty parent path without a leading slash', () => {
    const flat = flattenRoutes([
      {
        name: 'root',
        path: '',
        rule: 'any',
        titleKey: 'route.home',
        children: [ROUTES[0] as RouteDef],
      },
    ]);
    expect(flat[1]?.path).toBe(ROUTES[0]?.path);
  });

  it('answers undefined for an unknown name', () => {
    expect(findRouteByName('nope')).toBeUndefined();
  });
});
