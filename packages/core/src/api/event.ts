import { z } from 'zod';
import { EVENT_MANAGERS } from '../access/roles';
import { zGuid } from '../validation/guid';
import type { PagedResult } from '../validation/paging';
import { SELF_REGISTER_DEFAULT_DAYS } from '../domain/events';
import {
  ZEventSave,
  ZEventSearch,
  ZEventsByGroupsAndAccounts,
  ZSelfRegisterEventsQuery,
  ZUpcomingEventsParams,
  ZUpdateCount,
  zEventCodeInput,
  zFlag,
  zSelfRegisterDays,
  type TCheckinEvent,
  type TEvent,
  type TEventCodeValidation,
} from '../validation/events';
import {
  ZCheckinRequest,
  ZMoveParticipants,
  ZMoveParticipantsTo,
  zGuidArray,
  type TCheckinResult,
  type TMovePreview,
  type TMoveResult,
} from '../validation/participants';
import { endpoint, file, json } from './endpoint';
import { eventSurveyApi } from './event-survey';
import { zAnyIdParams, zIdParams } from './params';

const base = '/api/event';
const signedIn = 'any';
const managers = EVENT_MANAGERS;
const event = json<TEvent>('TEvent');
const events = json<TEvent[]>('TEvent[]');
const flag = json<boolean>('boolean');
const zByOwner = zIdParams.extend({ f1: zFlag, f2: zFlag });
const zCode = z.object({ code: zEventCodeInput });
/** Ids of isRegistered/isCheckedIn: any text, as a malformed id answers false (error catalogue). */
const zLoosePair = z.object({ a: z.string().max(100), b: z.string().max(100) });
/**
 * The administration of events closes with `events`; a part with a flag of its own needs both.
 * A participant's own calls (check-in, my events, self-registration) keep their own flags, and
 * reads by id answer only what the caller may see, so they stay open.
 */
const admin = 'events';
const moving = [admin, 'moveParticipant'] as const;
const attendance = [admin, 'eventAttendance'] as const;

const byOwner = (path: `/api/${string}`, owner: string) =>
  endpoint({
    method: 'GET',
    path,
    access: signedIn,
    feature: admin,
    summary: `The events of a ${owner} the caller may see; {f1} includes archived, {f2} past ones.`,
    params: zByOwner,
    answer: events,
  });
const registrationFlag = (action: 'isRegistered' | 'isCheckedIn', what: string) =>
  endpoint({
    method: 'GET',
    path: `${base}/${action}/:a/:b`,
    access: signedIn,
    summary: `Whether person {b} ${what} event {a} (oneself, or the event's managers); else false.`,
    params: zLoosePair,
    answer: flag,
  });

/**
 * Training events: search, reads, saves, check-in, self-registration, moving participants and
 * the post-event survey. The event area's administration calls are in eventAdminApi.
 */
export const eventApi = {
  // A failed search answers an empty page (error catalogue); bad input is still 400.
  search: endpoint({
    method: 'GET',
    path: base,
    access: signedIn,
    feature: admin,
    summary: 'Events the caller may see, by text, type, dates and status; a failure answers none.',
    query: ZEventSearch,
    answer: json<PagedResult<TEvent>>('PagedResult<TEvent>'),
  }),
  selfRegisterEvents: endpoint({
    method: 'POST',
    path: `${base}/GetSelfRegisterEvents/:days`,
    access: signedIn,
    feature: 'selfRegistration',
    summary: 'Open self-register events starting within {days} days, optionally of some types.',
    params: z.object({ days: zSelfRegisterDays.default(SELF_REGISTER_DEFAULT_DAYS) }),
    body: ZSelfRegisterEventsQuery,
    answer: events,
  }),
  byIds: endpoint({
    method: 'POST',
    path: `${base}/getEventsByIds`,
    access: signedIn,
    summary: 'The given events the caller may see.',
    body: zGuidArray,
    answer: events,
  }),
  byGroup: byOwner(`${base}/GetByUserGroupId/:id/:f1/:f2`, 'group'),
  byAccount: byOwner(`${base}/getByAccountId/:id/:f1/:f2`, 'CRM account'),
  byGroupsAndAccounts: endpoint({
    method: 'POST',
    path: `${base}/getEventsByGroupsAndCrmAccountsFilteredByDate`,
    access: signedIn,
    feature: admin,
    summary: 'The visible events of some groups and accounts within dates (no body: none).',
    body: ZEventsByGroupsAndAccounts.prefault({}),
    answer: events,
  }),
  checkinEventByCode: endpoint({
    method: 'GET',
    path: `${base}/GetCheckinEventByCode/:code`,
    access: signedIn,
    feature: 'eventCheckin',
    summary: 'What the check-in page shows of the event with a check-in code; null for none.',
    params: zCode,
    answer: json<TCheckinEvent | null>('TCheckinEvent | null'),
  }),
  validateCode: endpoint({
    method: 'GET',
    path: `${base}/ValidateEventCode/:code`,
    access: signedIn,
    summary: 'Whether a check-in code names an event of the brand open for check-in.',
    params: zCode,
    answer: json<TEventCodeValidation>('TEventCodeValidation'),
  }),
  // The spec's optional second segment carries nothing the answer depends on.
  validateCodeWith: endpoint({
    method: 'GET',
    path: `${base}/ValidateEventCode/:code/:x`,
    access: signedIn,
    summary: 'As ValidateEventCode/{code}; {x} is ignored.',
    params: zCode.extend({ x: z.string().max(100) }),
    answer: json<TEventCodeValidation>('TEventCodeValidation'),
  }),
  get: endpoint({
    method: 'GET',
    path: `${base}/:id`,
    access: signedIn,
    summary: 'One event the caller may see.',
    params: zIdParams,
    answer: event,
  }),
  similar: endpoint({
    method: 'GET',
    path: `${base}/getSimilarEvents/:id`,
    access: managers,
    feature: moving,
    summary: 'Open events of the same type, the targets a move offers.',
    params: zIdParams,
    answer: events,
  }),
  generateCode: endpoint({
    method: 'GET',
    path: `${base}/generateEventCode`,
    access: managers,
    feature: admin,
    summary: 'A check-in code no event of the brand has.',
    answer: json<{ eventCode: string }>('{ eventCode }'),
  }),
  // A failed save answers null (error catalogue); bad input, refusal and a stale version do not.
  save: endpoint({
    method: 'POST',
    path: `${base}/save`,
    access: managers,
    feature: admin,
    summary: 'Creates or changes an event; null when it could not be saved.',
    body: ZEventSave,
    answer: json<TEvent | null>('TEvent | null'),
  }),
  updateCount: endpoint({
    method: 'POST',
    path: `${base}/updatecount/:id`,
    access: managers,
    feature: attendance,
    summary: 'Certifies (trainers, admins) or reconciles (event admins) the attendance count.',
    params: zIdParams,
    query: ZUpdateCount,
    answer: event,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${base}/:id`,
    access: managers,
    feature: admin,
    summary: 'Deletes an event; false when it cannot (the error catalogue).',
    params: zAnyIdParams,
    answer: flag,
  }),
  archive: endpoint({
    method: 'GET',
    path: `${base}/archive/:id`,
    access: managers,
    feature: admin,
    summary: 'Archives an event; false when it cannot (the error catalogue).',
    params: zAnyIdParams,
    answer: flag,
  }),
  checkIn: endpoint({
    method: 'POST',
    path: `${base}/checkin/:id`,
    access: signedIn,
    feature: 'eventCheckin',
    summary: 'Checks a person in to an event by its code (oneself, or by its managers).',
    params: zIdParams,
    body: ZCheckinRequest,
    answer: json<TCheckinResult>('TCheckinResult'),
  }),
  selfRegister: endpoint({
    method: 'GET',
    path: `${base}/SelfRegister/:id/:flag`,
    access: signedIn,
    feature: 'selfRegistration',
    summary: 'Registers the caller to a self-register event ({flag} true) or withdraws them.',
    params: zIdParams.extend({ flag: zFlag }),
    answer: json<{ registered: boolean; participantId: string | null }>(
      '{ registered, participantId }',
    ),
  }),
  isRegistered: registrationFlag('isRegistered', 'is registered to'),
  isCheckedIn: registrationFlag('isCheckedIn', 'is checked in to'),
  isCheckinAvailable: endpoint({
    method: 'GET',
    path: `${base}/isCheckinAvailable/:id`,
    access: signedIn,
    feature: 'eventCheckin',
    summary: 'Whether the event takes check-ins now; false for an unknown id.',
    params: zAnyIdParams,
    answer: flag,
  }),
  upcoming: endpoint({
    method: 'GET',
    path: `${base}/GetUpcomingEventsByUserAccountIdAndType/:a/:b/:c`,
    access: signedIn,
    summary: "Person {a}'s events of type {b} ('all': any) starting within {c} days.",
    params: ZUpcomingEventsParams,
    answer: events,
  }),
  calendarFile: endpoint({
    method: 'GET',
    path: `${base}/CreateCalendarEvent/:id`,
    access: signedIn,
    summary: 'The .ics calendar file of an event the caller may see (422 without a date).',
    params: zIdParams,
    answer: file,
  }),
  validateMove: endpoint({
    method: 'POST',
    path: `${base}/ValidateMoveParticipants/:a/:b`,
    access: managers,
    feature: moving,
    summary: 'What moving the participants from event {a} to event {b} would do.',
    params: z.object({ a: zGuid, b: zGuid }),
    body: ZMoveParticipants,
    answer: json<TMovePreview>('TMovePreview'),
  }),
  move: endpoint({
    method: 'POST',
    path: `${base}/MoveParticipants/:id`,
    access: managers,
    feature: moving,
    summary: 'Moves the participants to event {id} with their records; answers what moved.',
    params: zIdParams,
    body: ZMoveParticipantsTo,
    answer: json<TMoveResult>('TMoveResult'),
  }),
  survey: eventSurveyApi.get,
  surveyResults: eventSurveyApi.results,
  surveyReleases: eventSurveyApi.releases,
};
