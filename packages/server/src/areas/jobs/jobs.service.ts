import type { Kysely } from 'kysely';
import type { PagedResult, TJobDefinition, TJobRun, TRunJobResponse } from '@portal/core';
import type { Database } from '../../db/schema';
import { HttpError, notFound, parseInput } from '../../http/errors';
import { SWEEP_KEY } from '../../jobs/job-queue';
import type { Jobs } from '../../jobs/jobs';
import { lastRunByName, listRuns, type RunFilter } from '../../jobs/job-runs.store';

/** The definitions with their schedule, retry policy and last run. */
export async function describeJobs(db: Kysely<Database>, jobs: Jobs): Promise<TJobDefinition[]> {
  const last = await lastRunByName(db);
  return jobs.definitions.map((definition) => ({
    name: definition.name,
    description: definition.description,
    schedule: definition.schedule ?? null,
    repeatSeconds: definition.repeatSeconds ?? null,
    retry: { ...definition.retry },
    lastRun: last.get(definition.name) ?? null,
  }));
}

/** Queues a job now; its payload is checked by the job's own schema (400 naming the fields). */
export async function runJobNow(
  jobs: Jobs,
  name: string,
  payload: unknown,
): Promise<TRunJobResponse> {
  const definition = jobs.find(name);
  if (!definition) throw notFound({ key: 'errors.jobs.notFound', values: { name } });
  const parsed: unknown = parseInput(definition.payload, payload ?? {});
  const options = definition.repeatSeconds ? { singletonKey: SWEEP_KEY } : {};
  const jobId = await jobs.send(name, parsed, options);
  if (!jobId) throw new HttpError(409, { key: 'errors.jobs.alreadyWaiting', values: { name } });
  return { jobId, name };
}

/** The runs of every job, newest first. */
export function jobHistory(db: Kysely<Database>, filter: RunFilter): Promise<PagedResult<TJobRun>> {
  return listRuns(db, filter);
}
