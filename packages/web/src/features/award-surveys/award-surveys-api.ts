import {
  surveyAwardsApi,
  type TAwardProgramSave,
  type TAwardSurveyProgress,
  type TAwardSurveySubmit,
} from '@portal/core';
import type { ApiClient } from '../../api/client';
import { call } from '../../api/call';

// The calls of award surveys (core's surveyAwardsApi).

/** The query keys of award programmes: a save refreshes all of them. */
export const awardKeys = {
  all: ['award-surveys'] as const,
  programs: ['award-surveys', 'programs'] as const,
  progress: (programId: string) => ['award-surveys', 'progress', programId] as const,
  account: (accountId: string) => ['award-surveys', 'account', accountId] as const,
};

export const listAwardPrograms = (api: ApiClient, signal?: AbortSignal) =>
  call(api, surveyAwardsApi.getAwardPrograms, {}, signal);

export const saveAwardProgram = (api: ApiClient, body: TAwardProgramSave) =>
  call(api, surveyAwardsApi.saveAwardProgram, { body });

export const awardProgress = (api: ApiClient, id: string, signal?: AbortSignal) =>
  call(api, surveyAwardsApi.getAwardProgress, { params: { id } }, signal);

export const accountAwardSurveys = (api: ApiClient, id: string, signal?: AbortSignal) =>
  call(api, surveyAwardsApi.getAccountAwardSurveys, { params: { id } }, signal);

export const awardSurvey = (api: ApiClient, code: string, signal?: AbortSignal) =>
  call(api, surveyAwardsApi.awardSurvey, { params: { code } }, signal);

export const resumeAwardSurvey = (api: ApiClient, code: string, resumeKey: string) =>
  call(api, surveyAwardsApi.resumeAwardSurvey, { body: { code, resumeKey } });

export const saveAwardSurvey = (api: ApiClient, body: TAwardSurveyProgress) =>
  call(api, surveyAwardsApi.saveAwardSurveyProgress, { body });

export const submitAwardSurvey = (api: ApiClient, body: TAwardSurveySubmit) =>
  call(api, surveyAwardsApi.submitAwardSurvey, { body });
