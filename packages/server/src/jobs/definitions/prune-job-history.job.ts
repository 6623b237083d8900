import { z } from 'zod';
import { pruneRuns } from '../job-runs.store';
import { defineJob } from '../job-definition';

/** Runs and finished embedded jobs are kept this many days. */
export const JOB_HISTORY_DAYS = 30;

export const pruneJobHistoryJob = defineJob({
  name: 'prune-job-history',
  description: `Deletes job runs (and finished jobs) older than ${JOB_HISTORY_DAYS} days.`,
  payload: z.object({ days: z.number().int().min(1).max(3650).optional() }).strict(),
  schedule: '17 3 * * *',
  retry: { limit: 2, backoffSeconds: 60 },
  handler: async (payload, context) => {
    const days = payload.days ?? JOB_HISTORY_DAYS;
    const before = new Date(Date.now() - days * 86_400_000);
    const runs = await pruneRuns(context.db, before);
    const jobs = await context.db
      .deleteFrom('job')
      .where('state', 'in', ['completed', 'failed'])
      .where('finished_at', '<', before)
      .executeTakeFirst();
    await context.db.deleteFrom('webhook_delivery').where('finished_at', '<', before).execute();
    context.log.info({ runs, jobs: Number(jobs.numDeletedRows) }, 'job history pruned');
  },
});
