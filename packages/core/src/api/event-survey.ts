import { EVENT_SURVEY_READERS } from '../access/roles';
import type {
  TEventSurvey,
  TEventSurveyReleaseOption,
  TEventSurveyResults,
} from '../validation/event-survey';
import { endpoint, json } from './endpoint';
import { zIdParams } from './params';

const feature = 'eventSurveys';

/**
 * The post-event survey (feature eventSurveys), behind the pages event/{eventId}/survey,
 * surveycompleted and surveyAdmin. The answers go through the survey module's calls with the
 * participant's invitation code (`surveyTakeApi`); see docs/decisions.md, "Event surveys".
 */
export const eventSurveyApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/event/GetSurvey/:id',
    access: 'any',
    feature,
    summary:
      "The survey's state for the caller: open, anonymous, and their invitation's code (made on the first visit) or the outside survey's address.",
    params: zIdParams,
    answer: json<TEventSurvey>('TEventSurvey'),
  }),
  results: endpoint({
    method: 'GET',
    path: '/api/event/GetSurveyResults/:id',
    access: EVENT_SURVEY_READERS,
    feature,
    summary: "The survey's results for this event, for its managers and the survey admins.",
    params: zIdParams,
    answer: json<TEventSurveyResults>('TEventSurveyResults'),
  }),
  releases: endpoint({
    method: 'GET',
    path: '/api/event/GetSurveyReleases',
    access: 'eventAdmin',
    feature,
    summary:
      "The brand's survey releases an event type may take its survey from (open, definition not archived), for the catalog's picker.",
    answer: json<TEventSurveyReleaseOption[]>('TEventSurveyReleaseOption[]'),
  }),
};
