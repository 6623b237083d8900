import { CompiledQuery, type Kysely } from 'kysely';
import { PgBoss, type Db } from 'pg-boss';
import type { Database } from '../db/schema';
import { executeJob } from './execute-job';
import { moveWaitingJobs, setAsidePgBoss10 } from './pg-boss-10-handover';
import type { JobDefinition, JobServices } from './job-definition';
import { DEFAULT_LEASE_SECONDS, SWEEP_KEY, type QueueBackend, type SendOptions } from './job-queue';

export type PgBossQueueOptions = {
  services: JobServices;
  definitions: readonly JobDefinition[];
  connectionString: string;
  leaseSeconds?: number;
  pollingIntervalSeconds?: number;
};

/** pg-boss runs its SQL through the caller's transaction: job and change commit together. */
function throughKysely(db: Kysely<Database>): Db {
  return {
    executeSql: async (text, values) => {
      const result = await db.executeQuery(CompiledQuery.raw(text, values));
      return { rows: [...result.rows] };
    },
  };
}

/**
 * The queue on PostgreSQL: pg-boss (its own `pgboss` schema), shared by every instance on the
 * database. A recurring job is scheduled by cron in pg-boss, which queues it once per period
 * whichever instance is up; a sweep uses the `stately` policy (one waiting, one running).
 */
export function createPgBossQueue(options: PgBossQueueOptions): QueueBackend {
  const { services, definitions } = options;
  let boss: PgBoss | undefined;
  const abort = new AbortController();
  const timers: NodeJS.Timeout[] = [];

  const register = async (pg: PgBoss, definition: JobDefinition, work: boolean) => {
    const settings = {
      retryLimit: definition.retry.limit,
      retryDelay: definition.retry.backoffSeconds,
      retryBackoff: true,
      expireInSeconds: options.leaseSeconds ?? DEFAULT_LEASE_SECONDS,
    };
    // A queue's policy is fixed when it is created; its other settings follow the definition.
    const policy = definition.repeatSeconds ? ('stately' as const) : ('standard' as const);
    await pg.createQueue(definition.name, { ...settings, policy });
    await pg.updateQueue(definition.name, settings);
    if (!work) return;
    await pg.work(
      definition.name,
      {
        includeMetadata: true,
        batchSize: 1,
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
      },
      async ([job]) => {
        if (!job) return;
        await executeJob(services, {
          definition,
          jobId: job.id,
          attempt: job.retryCount + 1,
          payload: job.data,
          signal: abort.signal,
          leaseSeconds: options.leaseSeconds ?? DEFAULT_LEASE_SECONDS,
        });
      },
    );
    if (definition.schedule) {
      await pg.schedule(definition.name, definition.schedule, {}, { tz: 'UTC' });
    }
    if (definition.repeatSeconds) {
      const tick = () =>
        void pg
          .send(definition.name, {}, { singletonKey: SWEEP_KEY })
          .catch((error: unknown) => services.log.error({ err: error }, 'sweep not queued'));
      timers.push(setInterval(tick, definition.repeatSeconds * 1000));
      tick();
    }
  };

  return {
    engine: 'pg-boss',
    send: async (name, payload, opts: SendOptions) => {
      if (!boss) throw new Error('The job queue is not started.');
      return boss.send(name, (payload ?? {}) as object, {
        ...(opts.db ? { db: throughKysely(opts.db) } : {}),
        ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
        ...(opts.startAfterSeconds ? { startAfter: opts.startAfterSeconds } : {}),
        ...(opts.priority ? { priority: opts.priority } : {}),
      });
    },
    start: async (work) => {
      boss = new PgBoss({
        connectionString: options.connectionString,
        application_name: 'portal-jobs',
        max: 4,
        // An instance that runs no handlers neither maintains nor schedules.
        supervise: work,
        schedule: work,
      });
      boss.on('error', (error) => services.log.error({ err: error }, 'pg-boss error'));
      if (await setAsidePgBoss10(services.db)) {
        services.log.warn('the pg-boss 10 schema was set aside; its waiting jobs move over');
      }
      await boss.start();
      for (const definition of definitions) await register(boss, definition, work);
      const started = boss;
      const handover = await moveWaitingJobs(
        services.db,
        new Set(definitions.map((d) => d.name)),
        (trx, job) =>
          started.send(job.name, (job.data ?? {}) as object, {
            db: throughKysely(trx),
            priority: job.priority,
            startAfter: job.startAfter,
            ...(job.singletonKey ? { singletonKey: job.singletonKey } : {}),
          }),
      );
      if (handover) services.log.warn(handover, 'pg-boss 10 jobs queued again; its schema dropped');
    },
    stop: async (timeoutMs) => {
      for (const timer of timers) clearInterval(timer);
      abort.abort();
      await boss?.stop({ graceful: true, timeout: timeoutMs });
    },
  };
}
