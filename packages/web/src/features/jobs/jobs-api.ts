import { jobsApi, type TJobRunStatus } from '@portal/core';
import type { ApiClient } from '../../api/client';
import { call } from '../../api/call';

export const listJobDefinitions = (api: ApiClient, signal?: AbortSignal) =>
  call(api, jobsApi.definitions, {}, signal);

export type JobRunQuery = { page: number; pageSize: number; status?: TJobRunStatus };

export const listJobRuns = (api: ApiClient, query: JobRunQuery, signal?: AbortSignal) =>
  call(api, jobsApi.history, { query }, signal);

export const runJobNow = (api: ApiClient, name: string) =>
  call(api, jobsApi.run, { params: { name }, body: {} });
