import type {
  PagedResult,
  TJobDefinition,
  TJobRun,
  TJobRunStatus,
  TRunJobResponse,
} from '@portal/core';
import type { ApiClient } from '../../api/client';

export const listJobDefinitions = (api: ApiClient, signal?: AbortSignal) =>
  api.get<TJobDefinition[]>('/api/jobs/Definitions', undefined, signal);

export type JobRunQuery = { page: number; pageSize: number; status?: TJobRunStatus };

export const listJobRuns = (api: ApiClient, query: JobRunQuery, signal?: AbortSignal) =>
  api.get<PagedResult<TJobRun>>('/api/jobs/History', { ...query }, signal);

export const runJobNow = (api: ApiClient, name: string) =>
  api.post<TRunJobResponse>(`/api/jobs/Run/${encodeURIComponent(name)}`, {});
