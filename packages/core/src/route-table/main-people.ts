import type { RouteDef } from '../routes.types';
import {
  COHORT_STAFF,
  EVENT_SURVEY_READERS,
  ORGANISATION_STAFF,
  PLAN_READERS,
} from '../access/roles';
import { PLAN_REVIEW_FEATURES } from '../domain/traction-plan';
import { route } from './define';

const verified = { verifiedEmail: true } as const;
/** A capability's pages need its feature on, as its calls do (docs/decisions.md). */
const plans = { feature: 'tractionPlan' } as const;
const checkups = { feature: 'tractionCheckup' } as const;
/** The administration of events; a participant's own pages keep their own flags. */
const events = { feature: 'events' } as const;
const cohorts = { feature: 'cohorts' } as const;
const surveys = { feature: 'eventSurveys' } as const;

/** Main shell routes of the spec around people: home, plans, profiles, events, checkups, groups. */
export const MAIN_PEOPLE_ROUTES: readonly RouteDef[] = [
  route('home', '', 'any', { menu: true }),
  // Open to visitors: an invitation is mostly for people without an account yet.
  route('invite', 'invite/:inviteCode/:inProcess?', 'any', {
    anonymous: true,
    feature: 'inviteCode',
  }),
  route('account', 'account/:userId?', 'any'),

  // Offered in the drawer to those with a plan of their own; coaches come from their dashboards.
  route('plan', 'plan/:idType?/:id?', PLAN_READERS, {
    ...verified,
    ...plans,
    menu: true,
    menuRule: 'tractionPlan',
  }),
  route('planBuilder', 'planBuilder/:uaId?', 'tractionPlan', { ...verified, ...plans }),
  // The review link's page, signed in.
  route('planBuilderReview', 'planBuilder/review/:idType?/:id?', 'tractionPlan', {
    ...verified,
    feature: PLAN_REVIEW_FEATURES,
  }),
  route('coach', 'coach/:idType/:id', 'profileViewer', { feature: 'coachDashboard' }),
  route('coachDashboard', 'coachDashboard/:idType/:id', 'profileViewer', {
    feature: 'coachDashboard',
  }),
  route(
    'printPreviewTractionPlan',
    'printpreview/tractionplan/:printKey/:tpCode',
    'securityAdmin',
    plans,
  ),

  route('readMy360', 'read-my-360/:uaId?', 'profile', verified),
  route('myReports', 'myreports', 'profileV2', { menu: true }),
  route('startMy360', 'start-my-360', 'profileV2', { menu: true }),
  // Not in the spec: the self-description at an address of its own, so it is titled in the
  // person's voice rather than as describer feedback (docs/decisions.md).
  route('describeYourself', 'start-my-360/self/:surveyCode', 'profileV2'),
  route('report', 'report/:reportCode/:view?', 'profileV2'),
  route('teamReport', 'teamreport/:userGroupId/:reportId/:view?', 'profileV2'),
  route('userReports', 'myreports/:userAccountId', 'profileV2'),
  route('insightsReportBuilder', 'insightsReportBuilder/:profileReportId/:view?', 'profileViewer', {
    feature: 'insightsReport',
  }),
  route('profileConfigAdmin', 'profileconfig/admin', 'eventAdmin', { menu: true }),
  route('describerFeedback', 'describerFeedback/:surveyCode', 'any'),

  route('eventAdmin', 'event/admin', ['eventAdmin', 'trainer'], { ...events, menu: true }),
  // The spec's tfg, clientAdmin, clientCoach, plus the people who run events (event admins and
  // trainers): the check-in and checkup of an event live here (docs/decisions.md).
  route(
    'eventView',
    'event/view/:eventId/:showEventSummaryView?',
    ['tfg', 'clientAdmin', 'clientCoach', 'eventAdmin', 'trainer'],
    events,
  ),
  route('eventEdit', 'event/edit/:eventId', 'eventAdmin', events),
  route('eventCatalogAdmin', 'event/catalogadmin/:eventCatalogItemId?', 'eventAdmin', events),
  route('participantAdmin', 'participant/admin', 'eventAdmin', { ...events, menu: true }),
  // The spec says trainer: the participants answer here, the server decides per event; the
  // results take whom the server lets read them (docs/decisions.md, "Event surveys").
  route('eventSurvey', 'event/:eventId/survey', 'any', surveys),
  route('eventSurveyCompleted', 'event/:eventId/surveycompleted', 'any', surveys),
  route('eventSurveyAdmin', 'event/:eventId/surveyAdmin', EVENT_SURVEY_READERS, surveys),
  route('checkIn', 'ci', 'any', { feature: 'eventCheckin' }),
  route('checkInByCode', 'ci/:code', 'any', { feature: 'eventCheckin' }),
  route('checkInById', 'ciById/:id', 'any', { feature: 'eventCheckin' }),
  route('certificate', 'certificate/:participantId', 'any'),
  route('myEvents', 'myevents/:shareCode?', 'any', { menu: true }),

  route('tractionCheckup', 'traction/checkup/:checkupParticipantId?', 'any', {
    ...verified,
    ...checkups,
  }),
  route('tractionSurveyCheckup', 'tractionSurvey/checkup/:checkupParticipantId?', 'any', {
    ...verified,
    ...checkups,
  }),
  route('excelCheckup', 'excel/checkup/:checkupParticipantId?', 'any', {
    ...verified,
    ...checkups,
  }),
  route('checkupFeedback', 'checkupFeedback/:surveyCode', 'any', checkups),

  route('groupsAdmin', 'groups/admin', ORGANISATION_STAFF, { menu: true }),
  route('groupsEdit', 'groups/edit/:userGroupId?', ORGANISATION_STAFF),
  route('groupsTeamDashboard', 'groups/teamdashboard/:userGroupId?', ORGANISATION_STAFF, {
    feature: 'teamDashboard',
  }),
  route('accountsAdmin', 'accounts/admin', ORGANISATION_STAFF, { menu: true }),
  route('org', 'org/:id/:uaId?', ORGANISATION_STAFF),
  route('accountsCohortAdmin', 'accounts/cohortadmin', COHORT_STAFF, { ...cohorts, menu: true }),
  route('cohortOrg', 'cohortorg/:id', COHORT_STAFF, cohorts),
  // A member's own groups; the staff's groups/admin serves every brand, cohorts included.
  route('myTeam', 'myteam/:groupId?', 'profileV2', { ...verified, menu: true, feature: 'teams' }),
  route(
    'crmAccountCertificate',
    'certificate/crmAccount/:crmAccountId/:certificateTemplateId',
    'any',
    { feature: 'certificates' },
  ),
  route('adminDashboard', 'admin/dashboard', 'any', {
    menu: true,
    // The staff whose counts the page shows (the server's rule of GetCounts).
    menuRule: [...ORGANISATION_STAFF, 'securityAdmin'],
  }),
  route('notesAdmin', 'notes/admin', 'tfg', { menu: true, feature: 'notes' }),
  route('notesDash', 'notesdash/:entityType/:entityId/:activeNoteId?', 'any', { feature: 'notes' }),
  route('notes', 'notes/:entityType/:entityId', 'any', { feature: 'notes' }),

  route('help', 'help', 'any', { menu: true }),
];
