import {
  surveyTakeApi as survey,
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

export const mySurveys = (api: ApiClient, signal?: AbortSignal) =>
  call(api, survey.mySurveys, {}, signal);

export const surveyByCode = (api: ApiClient, surveyCode: string, signal?: AbortSignal) =>
  call(api, survey.surveyByCode, { params: { surveyCode } }, signal);

export const saveByCode = (
  api: ApiClient,
  surveyCode: string,
  version: number,
  answers: TSurveyAnswers,
) => call(api, survey.saveProgress, { body: { surveyCode, version, answers } });

export const submitByCode = (api: ApiClient, submission: TSurveySubmit) =>
  call(api, survey.submit, { body: submission });

export const answerOneClick = (api: ApiClient, click: TOneClickAnswer) =>
  call(api, survey.answerOneClick, { body: click });

export const openSurvey = (
  api: ApiClient,
  shortCode: string,
  params: TSurveyParams,
  signal?: AbortSignal,
) => call(api, survey.openSurvey, { params: { shortCode }, query: params }, signal);

export const saveOpen = (
  api: ApiClient,
  shortCode: string,
  params: TSurveyParams,
  version: number,
  answers: TSurveyAnswers,
) => call(api, survey.saveOpenProgress, { body: { shortCode, params, version, answers } });

export const submitOpen = (api: ApiClient, submission: TOpenSurveySubmit) =>
  call(api, survey.submitOpen, { body: submission });

export const publicSurvey = (
  api: ApiClient,
  shortCode: string,
  params: TSurveyParams,
  signal?: AbortSignal,
) => call(api, survey.publicSurvey, { params: { shortCode }, query: params }, signal);

export const resumePublic = (api: ApiClient, shortCode: string, resumeKey: string) =>
  call(api, survey.resumePublic, { body: { shortCode, resumeKey } });

export const savePublic = (
  api: ApiClient,
  input: { shortCode: string; params: TSurveyParams; resumeKey: string },
  version: number,
  answers: TSurveyAnswers,
) => call(api, survey.savePublicProgress, { body: { ...input, version, answers } });

export const submitPublic = (api: ApiClient, submission: TPublicSurveySubmit) =>
  call(api, survey.submitPublic, { body: submission });

export const resolveShortUrl = (api: ApiClient, code: string, path: string, signal?: AbortSignal) =>
  call(api, survey.resolveShortUrl, { params: { code }, query: { path } }, signal);
