import { eventSurveyApi } from '@portal/core';
import type { ApiClient } from '../../../api/client';
import { call } from '../../../api/call';

export const surveyKeys = {
  survey: (eventId: string) => ['event', 'survey', eventId] as const,
  results: (eventId: string) => ['event', 'surveyResults', eventId] as const,
};

/** The post-event survey's state for the caller (open, their invitation's code, answered...). */
export const fetchEventSurvey = (api: ApiClient, eventId: string, signal?: AbortSignal) =>
  call(api, eventSurveyApi.get, { params: { id: eventId } }, signal);

export const fetchEventSurveyResults = (api: ApiClient, eventId: string, signal?: AbortSignal) =>
  call(api, eventSurveyApi.results, { params: { id: eventId } }, signal);
