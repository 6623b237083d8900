import { EVENT_MANAGERS } from '../access/roles';
import { anyOf } from '../access/rules';
import {
  ZEventSurveySubmit,
  type TEventSurvey,
  type TEventSurveyResults,
  type TEventSurveySubmitResult,
} from '../validation/event-survey';
import { endpoint, json } from './endpoint';
import { zIdParams } from './params';

const feature = 'eventSurveys';

/**
 * The post-event survey (feature eventSurveys), behind the pages event/{eventId}/survey,
 * surveycompleted and surveyAdmin: the event area's calls converted so far.
 */
export const eventSurveyApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/event/GetSurvey/:id',
    access: 'any',
    feature,
    summary: "The survey's state for the caller (open, who answers, answered).",
    params: zIdParams,
    answer: json<TEventSurvey>('TEventSurvey'),
  }),
  submit: endpoint({
    method: 'POST',
    path: '/api/event/SubmitSurvey/:id',
    access: 'any',
    feature,
    summary: "An attendee's answers (or the trainer's, in the room).",
    params: zIdParams,
    body: ZEventSurveySubmit,
    answer: json<TEventSurveySubmitResult>('TEventSurveySubmitResult'),
  }),
  results: endpoint({
    method: 'GET',
    path: '/api/event/GetSurveyResults/:id',
    access: anyOf(EVENT_MANAGERS, 'tfg', 'globalDataAccess'),
    feature,
    summary: "The survey's results for the event's managers.",
    params: zIdParams,
    answer: json<TEventSurveyResults>('TEventSurveyResults'),
  }),
};
