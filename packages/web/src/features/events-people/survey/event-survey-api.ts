import type {
  TEventSurvey,
  TEventSurveyResults,
  TEventSurveySubmit,
  TEventSurveySubmitResult,
} from '@portal/core';
import type { ApiClient } from '../../../api/client';

const id = (value: string) => encodeURIComponent(value);

export const surveyKeys = {
  survey: (eventId: string) => ['event', 'survey', eventId] as const,
  results: (eventId: string) => ['event', 'surveyResults', eventId] as const,
};

/** The post-event survey's state for the caller (open, who answers, answered...). */
export const fetchEventSurvey = (api: ApiClient, eventId: string, signal?: AbortSignal) =>
  api.get<TEventSurvey>(`/api/event/GetSurvey/${id(eventId)}`, undefined, signal);

export const submitEventSurvey = (api: ApiClient, eventId: string, body: TEventSurveySubmit) =>
  api.post<TEventSurveySubmitResult>(`/api/event/SubmitSurvey/${id(eventId)}`, body);

export const fetchEventSurveyResults = (api: ApiClient, eventId: string, signal?: AbortSignal) =>
  api.get<TEventSurveyResults>(`/api/event/GetSurveyResults/${id(eventId)}`, undefined, signal);
