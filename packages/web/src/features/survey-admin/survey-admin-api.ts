import { surveyDefinitionApi as api, type TSurveyDefinitionSave } from '@portal/core';
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

export const listDefinitions = (client: ApiClient, query: DefinitionQuery, signal?: AbortSignal) =>
  call(
    client,
    api.list,
    { query: { search: query.search || undefined, archived: query.archived } },
    signal,
  );

export const fetchDefinition = (client: ApiClient, id: string, signal?: AbortSignal) =>
  call(client, api.get, { params: { id } }, signal);

export const fetchDefinitionVersion = (
  client: ApiClient,
  id: string,
  version: number,
  signal?: AbortSignal,
) => call(client, api.version, { params: { id, version } }, signal);

export const saveDefinition = (client: ApiClient, body: TSurveyDefinitionSave) =>
  call(client, api.save, { body });

export const archiveDefinition = (client: ApiClient, id: string, archived: boolean) =>
  call(client, archived ? api.archive : api.restore, { params: { id } });

export const copyDefinition = (client: ApiClient, id: string) =>
  call(client, api.copy, { params: { id } });

/** The answer to a save over a version older than the latest (someone saved meanwhile). */
export const isStale = (error: unknown) => error instanceof ApiError && error.status === 409;
