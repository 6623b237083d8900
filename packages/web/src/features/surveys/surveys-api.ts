import {
  surveyTakeApi,
  type TOneClickAnswer,
  type TOpenSurveySubmit,
  type TPublicSurveySubmit,
  type TSurveyAnswers,
  type TSurveyParams,
  type TSurveySubmit,
} from '@portal/core';
import { call } from '../../api/call';
import type { ApiClient } from '../../api/client';

// The calls of the survey pages (core's surveyTakeApi).

/** The cache key of the person's list (a submission changes it). */
export const MY_SURVEYS_KEY = ['surveys', 'mine'] as const;

export const mySurveys = (api: ApiClient, signal?: AbortSignal) =>
  call(api, surveyTakeApi.mySurveys, {}, signal);

export const surveysByShareCode = (api: ApiClient, code: string, signal?: AbortSignal) =>
  call(api, surveyTakeApi.surveysByShareCode, { params: { code } }, signal);

export const myResponse = (
  api: ApiClient,
  surveyCode: string,
  responseId: string,
  signal?: AbortSignal,
) => call(api, surveyTakeApi.myResponse, { params: { surveyCode, responseId } }, signal);

export const releaseResponse = (
  api: ApiClient,
  releaseId: string,
  responseId: string,
  signal?: AbortSignal,
) => call(api, surveyTakeApi.releaseResponse, { params: { releaseId, responseId } }, signal);

export const surveyByCode = (api: ApiClient, surveyCode: string, signal?: AbortSignal) =>
  call(api, surveyTakeApi.surveyByCode, { params: { surveyCode } }, signal);

export const saveByCode = (
  api: ApiClient,
  surveyCode: string,
  version: number,
  answers: TSurveyAnswers,
) => call(api, surveyTakeApi.saveProgress, { body: { surveyCode, version, answers } });

export const submitByCode = (api: ApiClient, submission: TSurveySubmit) =>
  call(api, surveyTakeApi.submit, { body: submission });

export const answerOneClick = (api: ApiClient, click: TOneClickAnswer) =>
  call(api, surveyTakeApi.answerOneClick, { body: click });

export const openSurvey = (
  api: ApiClient,
  shortCode: string,
  params: TSurveyParams,
  signal?: AbortSignal,
) => call(api, surveyTakeApi.openSurvey, { params: { shortCode }, query: params }, signal);

export const saveOpen = (
  api: ApiClient,
  shortCode: string,
  params: TSurveyParams,
  version: number,
  answers: TSurveyAnswers,
) => call(api, surveyTakeApi.saveOpenProgress, { body: { shortCode, params, version, answers } });

export const submitOpen = (api: ApiClient, submission: TOpenSurveySubmit) =>
  call(api, surveyTakeApi.submitOpen, { body: submission });

export const publicSurvey = (
  api: ApiClient,
  shortCode: string,
  params: TSurveyParams,
  signal?: AbortSignal,
) => call(api, surveyTakeApi.publicSurvey, { params: { shortCode }, query: params }, signal);

export const resumePublic = (api: ApiClient, shortCode: string, resumeKey: string) =>
  call(api, surveyTakeApi.resumePublic, { body: { shortCode, resumeKey } });

export const savePublic = (
  api: ApiClient,
  input: { shortCode: string; params: TSurveyParams; resumeKey: string },
  version: number,
  answers: TSurveyAnswers,
) => call(api, surveyTakeApi.savePublicProgress, { body: { ...input, version, answers } });

export const submitPublic = (api: ApiClient, submission: TPublicSurveySubmit) =>
  call(api, surveyTakeApi.submitPublic, { body: submission });

export const resolveShortUrl = (api: ApiClient, code: string, path: string, signal?: AbortSignal) =>
  call(api, surveyTakeApi.resolveShortUrl, { params: { code }, query: { path } }, signal);
