import { assessmentApi, type TAssessmentDefinitionSave, type TSurveyAnswers } from '@portal/core';
import type { ApiClient } from '../../api/client';
import { call } from '../../api/call';

/** The calls of assessment/admin, the assessment form and the account's assessments. */

export const assessmentKeys = {
  all: ['assessment'] as const,
  definitions: (archived: boolean) => ['assessment', 'definitions', archived] as const,
  startable: ['assessment', 'startable'] as const,
  list: (crmAccountId?: string) => ['assessment', 'list', crmAccountId ?? 'all'] as const,
  one: (id: string) => ['assessment', 'one', id] as const,
};

export const listAssessmentDefinitions = (
  api: ApiClient,
  archived: boolean,
  signal?: AbortSignal,
) => call(api, assessmentApi.definitions, { query: { archived } }, signal);

export const saveAssessmentDefinition = (api: ApiClient, body: TAssessmentDefinitionSave) =>
  call(api, assessmentApi.saveDefinition, { body });

export const archiveAssessmentDefinition = (api: ApiClient, id: string, archived: boolean) =>
  call(api, archived ? assessmentApi.archiveDefinition : assessmentApi.restoreDefinition, {
    params: { id },
  });

export const listStartable = (api: ApiClient, signal?: AbortSignal) =>
  call(api, assessmentApi.startable, {}, signal);

export const listAssessments = (api: ApiClient, crmAccountId?: string, signal?: AbortSignal) =>
  call(api, assessmentApi.list, { query: { crmAccountId } }, signal);

export const startAssessment = (api: ApiClient, crmAccountId: string, definitionId: string) =>
  call(api, assessmentApi.start, { body: { crmAccountId, definitionId } });

export const fetchAssessment = (api: ApiClient, id: string, signal?: AbortSignal) =>
  call(api, assessmentApi.get, { params: { id } }, signal);

export const saveAnswers = (api: ApiClient, id: string, version: number, answers: TSurveyAnswers) =>
  call(api, assessmentApi.save, { params: { id }, body: { version, answers } });

export const completeAssessment = (
  api: ApiClient,
  id: string,
  version: number,
  answers: TSurveyAnswers,
) => call(api, assessmentApi.complete, { params: { id }, body: { version, answers } });

/** The path of an assessment's form. */
export const assessmentPath = (id: string) => `/assessment/admin/assessments/${id}`;
