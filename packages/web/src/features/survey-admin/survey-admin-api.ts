import { surveyDefinitionApi, type TSurveyDefinitionSave } from '@portal/core';
import type { ApiClient } from '../../api/client';
import { ApiError } from '../../api/api-error';
import { call } from '../../api/call';

/** The definition calls of survey/admin. */

export type DefinitionQuery = { search: string; archived: boolean };

export const surveyAdminKeys = {
  all: ['survey', 'definitions'] as const,
  lists: ['survey', 'definitions', 'list'] as const,
  list: (query: DefinitionQuery) => ['survey', 'definitions', 'list', query] as const,
  definition: (id: string) => ['survey', 'definitions', 'one', id] as const,
  version: (id: string, version: number) =>
    ['survey', 'definitions', 'version', id, version] as const,
};

export const listDefinitions = (api: ApiClient, query: DefinitionQuery, signal?: AbortSignal) =>
  call(
    api,
    surveyDefinitionApi.list,
    { query: { search: query.search || undefined, archived: query.archived } },
    signal,
  );

export const fetchDefinition = (api: ApiClient, id: string, signal?: AbortSignal) =>
  call(api, surveyDefinitionApi.get, { params: { id } }, signal);

export const fetchDefinitionVersion = (
  api: ApiClient,
  id: string,
  version: number,
  signal?: AbortSignal,
) => call(api, surveyDefinitionApi.version, { params: { id, version } }, signal);

export const saveDefinition = (api: ApiClient, body: TSurveyDefinitionSave) =>
  call(api, surveyDefinitionApi.save, { body });

export const archiveDefinition = (api: ApiClient, id: string, archived: boolean) =>
  call(api, archived ? surveyDefinitionApi.archive : surveyDefinitionApi.restore, {
    params: { id },
  });

export const copyDefinition = (api: ApiClient, id: string) =>
  call(api, surveyDefinitionApi.copy, { params: { id } });

/** The answer to a save over a version older than the latest (someone saved meanwhile). */
export const isStale = (error: unknown) => error instanceof ApiError && error.status === 409;
