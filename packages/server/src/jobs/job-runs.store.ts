import { sql, type Kysely } from 'kysely';
import type { PagedResult, TJobRun, TJobRunStatus } from '@portal/core';
import { toJson, type Database, type JobRunRow } from '../db/schema';

/** The run history of both engines (pg-boss keeps its own rows too; the page reads these). */

export async function recordRunStart(
  db: Kysely<Database>,
  run: { jobId: string; name: string; attempt: number; payload: unknown },
): Promise<string> {
  const row = await db
    .insertInto('job_run')
    .values({
      job_id: run.jobId,
      name: run.name,
      attempt: run.attempt,
      status: 'running',
      payload: toJson(run.payload ?? {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Drops the run of a handler that found nothing to do. */
export async function forgetRun(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('job_run').where('id', '=', id).execute();
}

/** Runs of a job left `running` by a worker that died: failed, now that the job is taken again. */
export async function closeLostRuns(db: Kysely<Database>, jobId: string): Promise<void> {
  await db
    .updateTable('job_run')
    .set({ status: 'failed', error: LOST_RUN, finished_at: sql`now()` })
    .where('job_id', '=', jobId)
    .where('status', '=', 'running')
    .execute();
}

export const LOST_RUN = 'The worker stopped during this run; the job was taken again.';

export async function recordRunEnd(
  db: Kysely<Database>,
  id: string,
  outcome: { status: Exclude<TJobRunStatus, 'running'>; error?: string },
): Promise<void> {
  await db
    .updateTable('job_run')
    .set({ status: outcome.status, error: outcome.error ?? null, finished_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export function toJobRun(row: JobRunRow): TJobRun {
  return {
    id: row.id,
    jobId: row.job_id,
    name: row.name,
    attempt: row.attempt,
    status: row.status as TJobRunStatus,
    payload: row.payload,
    error: row.error,
    startedAt: row.started_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

export type RunFilter = { name?: string; status?: TJobRunStatus; page: number; pageSize: number };

/** Runs newest first. */
export async function listRuns(
  db: Kysely<Database>,
  filter: RunFilter,
): Promise<PagedResult<TJobRun>> {
  let query = db.selectFrom('job_run');
  if (filter.name) query = query.where('name', '=', filter.name);
  if (filter.status) query = query.where('status', '=', filter.status);
  const [{ count } = { count: 0 }] = await query
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .execute();
  const rows = await query
    .selectAll()
    .orderBy('started_at', 'desc')
    .orderBy('id')
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  return { count: Number(count), data: rows.map(toJobRun) };
}

/** The newest run of each job name. */
export async function lastRunByName(db: Kysely<Database>): Promise<Map<string, TJobRun>> {
  const rows = await db
    .selectFrom('job_run')
    .selectAll()
    .distinctOn('name')
    .orderBy('name')
    .orderBy('started_at', 'desc')
    .execute();
  return new Map(rows.map((row) => [row.name, toJobRun(row)]));
}

/** Deletes runs that finished before `before`; answers how many. */
export async function pruneRuns(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('job_run')
    .where('finished_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The runs under way, those failed since `since`, and the last failure of all (developer tools). */
export async function runSummary(db: Kysely<Database>, since: Date) {
  const [counts, lastFailure] = await Promise.all([
    db
      .selectFrom('job_run')
      .select((eb) => [
        eb.fn.countAll<string>().filterWhere('status', '=', 'running').as('running'),
        eb.fn
          .countAll<string>()
          .filterWhere((w) => w.and([w('status', '=', 'failed'), w('started_at', '>=', since)]))
          .as('failed'),
      ])
      .executeTakeFirst(),
    db
      .selectFrom('job_run')
      .select(['name', 'started_at', 'error'])
      .where('status', '=', 'failed')
      .orderBy('started_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    running: Number(counts?.running ?? 0),
    failed: Number(counts?.failed ?? 0),
    lastFailure: lastFailure ?? null,
  };
}
