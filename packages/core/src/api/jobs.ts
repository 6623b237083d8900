import { z } from 'zod';
import type { PagedResult } from '../validation/paging';
import {
  ZJobHistoryQuery,
  ZRunJobRequest,
  type TJobDefinition,
  type TJobRun,
  type TRunJobResponse,
} from '../validation/jobs';
import { endpoint, json } from './endpoint';

/** The developer's view of the background jobs (all brands: jobs are the system's). */
export const jobsApi = {
  definitions: endpoint({
    method: 'GET',
    path: '/api/jobs/Definitions',
    access: 'developer',
    summary: 'The background jobs, their schedules and last runs.',
    answer: json<TJobDefinition[]>('TJobDefinition[]'),
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/jobs/History',
    access: 'developer',
    summary: 'Runs of the jobs, newest first, optionally of one job or one status.',
    query: ZJobHistoryQuery,
    answer: json<PagedResult<TJobRun>>('PagedResult<TJobRun>'),
  }),
  run: endpoint({
    method: 'POST',
    path: '/api/jobs/Run/:name',
    access: 'developer',
    summary: 'Queues a run of a job now (answers 202 with the queued job).',
    params: z.object({ name: z.string().trim().max(100) }),
    body: ZRunJobRequest.optional(),
    answer: json<TRunJobResponse>('TRunJobResponse'),
  }),
};
