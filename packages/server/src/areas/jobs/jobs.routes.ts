import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ZJobHistoryQuery, ZRunJobRequest } from '@portal/core';
import type { Database } from '../../db/schema';
import { parseInput } from '../../http/errors';
import type { Jobs } from '../../jobs/jobs';
import { describeJobs, jobHistory, runJobNow, zJobNameParams } from './jobs.service';

/** jobs area: the developer's view of the background jobs (all brands: jobs are the system's). */
export function registerJobsRoutes(app: FastifyInstance, db: Kysely<Database>, jobs: Jobs): void {
  const developer = { config: { access: 'developer' as const } };

  app.get('/api/jobs/Definitions', developer, () => describeJobs(db, jobs));

  app.get('/api/jobs/History', developer, (request) =>
    jobHistory(db, parseInput(ZJobHistoryQuery, request.query)),
  );

  app.post('/api/jobs/Run/:name', developer, async (request, reply) => {
    const { name } = parseInput(zJobNameParams, request.params);
    const { payload } = parseInput(ZRunJobRequest, request.body ?? {});
    const queued = await runJobNow(jobs, name, payload);
    request.log.info({ job: name, jobId: queued.jobId, by: request.session?.email }, 'job run now');
    return reply.code(202).send(queued);
  });
}
