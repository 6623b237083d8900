import type { JobDefinition, JobServices } from './job-definition';
import { closeLostRuns, forgetRun, recordRunEnd, recordRunStart } from './job-runs.store';

export type JobExecution = {
  definition: JobDefinition;
  jobId: string;
  attempt: number;
  payload: unknown;
  signal: AbortSignal;
  leaseSeconds: number;
};

/**
 * Runs a handler once and keeps the run in the history (status, start, end, error). A failure is
 * rethrown so the queue applies the job's retry policy.
 */
export async function executeJob(services: JobServices, run: JobExecution): Promise<void> {
  const { definition, jobId, attempt, payload, signal, leaseSeconds } = run;
  const log = services.log.child({ job: definition.name, jobId, attempt });
  if (attempt > 1) await closeLostRuns(services.db, jobId);
  const runId = await recordRunStart(services.db, {
    jobId,
    name: definition.name,
    attempt,
    payload,
  });
  const started = Date.now();
  try {
    const outcome = await definition.handler(payload, {
      ...services,
      log,
      jobId,
      attempt,
      signal,
      leaseSeconds,
    });
    if (outcome === 'idle') {
      await forgetRun(services.db, runId);
      return;
    }
    await recordRunEnd(services.db, runId, { status: 'completed' });
    log.info({ ms: Date.now() - started }, 'job completed');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await recordRunEnd(services.db, runId, { status: 'failed', error: message });
    log.warn({ err: error, ms: Date.now() - started }, 'job failed');
    throw error;
  }
}
