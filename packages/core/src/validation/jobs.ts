import { z } from 'zod';
import { zPagedQuery } from './paging';

/**
 * The developer calls of the background jobs (`/api/jobs/...`): request schemas and answer types
 * shared by the server and the jobs page.
 */

/** A job's name: lower-case words joined by hyphens (`deliver-messages`). */
export const zJobName = z
  .string()
  .trim()
  .max(100)
  .regex(/^[a-z][a-z0-9-]*$/, 'must be lower-case words joined by hyphens');

/** The state of one run of a job. */
export const JOB_RUN_STATUSES = ['running', 'completed', 'failed'] as const;
export type TJobRunStatus = (typeof JOB_RUN_STATUSES)[number];

/** A job definition as the jobs page lists it. */
export type TJobDefinition = {
  name: string;
  description: string;
  /** Cron expression (UTC) of a recurring job. */
  schedule: string | null;
  /** Seconds between the runs of a sweep that repeats more often than a cron can say. */
  repeatSeconds: number | null;
  retry: { limit: number; backoffSeconds: number };
  /** The last run, when there was one. */
  lastRun: TJobRun | null;
};

/** One run of a job: the history of the jobs page. */
export type TJobRun = {
  id: string;
  jobId: string;
  name: string;
  attempt: number;
  status: TJobRunStatus;
  payload: unknown;
  error: string | null;
  startedAt: string;
  finishedAt: string | null;
};

/** POST /api/jobs/Run/{name}: the payload the job's own schema then checks. */
export const ZRunJobRequest = z.object({ payload: z.unknown().optional() });
export type TRunJobRequest = z.input<typeof ZRunJobRequest>;

/** The queued job of a run-now call. */
export type TRunJobResponse = { jobId: string; name: string };

/** GET /api/jobs/History: paged, newest first, optionally of one job or one status. */
export const ZJobHistoryQuery = zPagedQuery.extend({
  name: zJobName.optional(),
  status: z.enum(JOB_RUN_STATUSES).optional(),
});
export type TJobHistoryQuery = z.input<typeof ZJobHistoryQuery>;
