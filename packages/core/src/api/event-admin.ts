import { EVENT_MANAGERS } from '../access/roles';
import type { AccessRule } from '../access/rules';
import type {
  BlackoutStats,
  TrainerAvailabilityRow,
  TrainerInfo,
} from '../domain/trainer-availability';
import {
  ZProfileRequestActivity,
  type TEventSurveyLink,
  type TProfileRequestActivityResult,
} from '../validation/events';
import {
  ZTrainerSmsParams,
  type TEmailCalendarResult,
  type TEventNotificationRun,
  type TTrainerSmsResult,
} from '../validation/event-notifications';
import {
  ZBlackoutStatsParams,
  ZEmployeeInfoSave,
  ZTrainerAvailabilityQuery,
} from '../validation/trainer-availability';
import { endpoint, json, type HttpMethod } from './endpoint';
import { zAnyIdParams, zIdParams } from './params';

const base = '/api/event';
const trainerOrAdmin = ['eventAdmin', 'trainer'] as const satisfies AccessRule;
const trainerInfo = json<TrainerInfo>('TrainerInfo');
/** The administration of events: closed with `events`. */
const admin = 'events';

/** A call of an outside system (CRM, Zoho, OnceHub) this installation is not connected to. */
const notConfigured = {
  access: 'eventAdmin',
  feature: admin,
  summary: 'Answers 501: no CRM, Zoho or OnceHub integration is configured on this server.',
  answer: json<never>('never (501)'),
} as const;
const integration = (method: HttpMethod, action: string) =>
  endpoint({ ...notConfigured, method, path: `${base}/${action}` });
// {id} is never read: any text of an id's length.
const integrationById = (action: string) =>
  endpoint({
    ...notConfigured,
    method: 'GET',
    path: `${base}/${action}/:id`,
    params: zAnyIdParams,
  });

/** A Process... call: the brand's part of a notification job, run now. */
const processCall = (action: string, what: string) =>
  endpoint({
    method: 'GET',
    path: `${base}/${action}`,
    access: 'developer',
    summary: `Sends the brand's ${what} due now; answers how many were sent.`,
    answer: json<TEventNotificationRun>('TEventNotificationRun'),
  });

const profileRequest = (action: string, summary: string) =>
  endpoint({
    method: 'POST',
    path: `${base}/${action}`,
    access: 'eventAdmin',
    feature: admin,
    summary,
    body: ZProfileRequestActivity,
    answer: json<TProfileRequestActivityResult | null>('TProfileRequestActivityResult | null'),
  });

/**
 * The event area's administration calls: the catalog sync, invite codes, profile-request
 * events, the survey link, trainer availability, the notification jobs and the outside systems.
 */
export const eventAdminApi = {
  engagementByOpportunity: integrationById('GetEngagementByOpportunityId'),
  opportunityNames: integrationById('GetOpportunityNames'),
  opportunityNamesByGroup: integrationById('GetOpportunityNamesByUserGroupId'),
  zohoCreditCardDeliverables: integrationById('GetZohoCreditCardDeliverablesByAccountId'),
  testCrmEventWebhook: integrationById('testCrmEventWebhook'),
  generateCrmAccountDtos: integration('POST', 'GenerateCrmAccountDTOs'),
  setAllParticipantsCategory: integration('GET', 'SetAllParticipantsCategory'),
  processOnceHub: integration('GET', 'ProcessOnceHub'),
  syncEventType: endpoint({
    method: 'GET',
    path: `${base}/SyncEventTypeToEvents/:id`,
    access: 'eventAdmin',
    feature: admin,
    summary: "Copies catalog item {id}'s profile and plan flags to its open events.",
    params: zIdParams,
    answer: json<{ updated: number }>('{ updated }'),
  }),
  inviteCode: endpoint({
    method: 'GET',
    path: `${base}/GenerateEventInviteCode/:id`,
    access: EVENT_MANAGERS,
    feature: admin,
    summary: "The event's invite code (made once), which registers people into it.",
    params: zIdParams,
    answer: json<{ inviteCode: string }>('{ inviteCode }'),
  }),
  profileRequestActivity: profileRequest(
    'createProfileRequestActivity',
    'Creates a profile-request event whose people each get a 360 participant.',
  ),
  profileRequestActivityFromLatest: profileRequest(
    'createProfileRequestActivityFromLatest',
    'As createProfileRequestActivity, from the latest profile of each person.',
  ),
  latestActiveSurvey: endpoint({
    method: 'GET',
    path: `${base}/GetLatestActiveSurvey/:id`,
    access: 'any',
    summary: "The catalog survey's links for the event, and whether it takes answers now.",
    params: zIdParams,
    answer: json<TEventSurveyLink>('TEventSurveyLink'),
  }),
  trainerAvailability: endpoint({
    method: 'GET',
    path: `${base}/GetTrainerAvailability`,
    access: ['eventAdmin', 'tfg'],
    summary: "The trainers' availability over a period, with their bookings and blackouts.",
    query: ZTrainerAvailabilityQuery,
    answer: json<TrainerAvailabilityRow[]>('TrainerAvailabilityRow[]'),
  }),
  saveEmployeeInfo: endpoint({
    method: 'POST',
    path: `${base}/SaveEmployeeInfo/:id`,
    access: trainerOrAdmin,
    summary: "A trainer's own facts and blackouts (or an event admin's edit of them).",
    params: zIdParams,
    body: ZEmployeeInfoSave,
    answer: trainerInfo,
  }),
  employeeInfo: endpoint({
    method: 'GET',
    path: `${base}/GetEmployeeInfo/:id`,
    access: trainerOrAdmin,
    summary: "A trainer's facts and blackouts; null when none were saved.",
    params: zIdParams,
    answer: json<TrainerInfo | null>('TrainerInfo | null'),
  }),
  blackoutStats: endpoint({
    method: 'GET',
    path: `${base}/GetUserAccountEmployeeInfoBlackoutStats/:a/:b`,
    access: trainerOrAdmin,
    summary: "Trainer {a}'s blackout days in year {b}.",
    params: ZBlackoutStatsParams,
    answer: json<BlackoutStats>('BlackoutStats'),
  }),
  processEventReminders: processCall('ProcessEventReminders', 'event reminders'),
  processInitialCoachingSession: processCall(
    'ProcessInitialCoachingSession',
    'first coaching-session invitations',
  ),
  processCoachingSession: processCall('ProcessCoachingSession', 'coaching-session reminders'),
  processCoachingSessionStatusUpdate: processCall(
    'ProcessCoachingSessionStatusUpdate',
    'coaching status updates to planners',
  ),
  processPocCoachingSessionStatusUpdate: processCall(
    'ProcessPocCoachingSessionStatusUpdate',
    'coaching status updates to points of contact',
  ),
  processEventSummary: processCall('ProcessEventSummary', 'event summaries'),
  processMakeUpEvent: processCall('ProcessMakeUpEvent', 'make-up event notices'),
  emailCalendarEvent: endpoint({
    method: 'GET',
    path: `${base}/EmailCalendarEvent/:id`,
    access: 'any',
    feature: 'calendarInvites',
    summary: "E-mails the event's calendar file to the caller's own address.",
    params: zIdParams,
    answer: json<TEmailCalendarResult>('TEmailCalendarResult'),
  }),
  textActiveTrainers: endpoint({
    method: 'GET',
    path: `${base}/SendSmsToActiveTrainers/:x`,
    access: 'eventAdmin',
    feature: 'smsNotifications',
    summary: 'Texts the trainers of open events starting within {x} days, once per event.',
    params: ZTrainerSmsParams,
    answer: json<TTrainerSmsResult>('TTrainerSmsResult'),
  }),
};
