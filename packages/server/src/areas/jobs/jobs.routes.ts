import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { jobsApi } from '@portal/core';
import type { Database } from '../../db/schema';
import { serve } from '../../http/serve';
import type { Jobs } from '../../jobs/jobs';
import { describeJobs, jobHistory, runJobNow } from './jobs.service';

/** jobs area: the developer's view of the background jobs (all brands: jobs are the system's). */
export function registerJobsRoutes(app: FastifyInstance, db: Kysely<Database>, jobs: Jobs): void {
  serve(app, jobsApi.definitions, () => describeJobs(db, jobs));

  serve(app, jobsApi.history, ({ query }) => jobHistory(db, query));

  serve(app, jobsApi.run, async ({ params, body }, request, reply) => {
    const queued = await runJobNow(jobs, params.name, body?.payload);
    request.log.info(
      { job: params.name, jobId: queued.jobId, by: request.session?.email },
      'job run now',
    );
    return reply.code(202).send(queued);
  });
}
