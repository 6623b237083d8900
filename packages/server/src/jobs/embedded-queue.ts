import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'kysely';
import { toJson, type JobRow } from '../db/schema';
import { minuteOf, parseCron } from './cron';
import { executeJob } from './execute-job';
import type { JobDefinition, JobServices } from './job-definition';
import {
  DEFAULT_LEASE_SECONDS,
  retryDelaySeconds,
  SWEEP_KEY,
  type QueueBackend,
  type SendOptions,
} from './job-queue';

export const LOST_LAST_TRY = 'The worker stopped during the last try.';

export type EmbeddedQueueOptions = {
  services: JobServices;
  definitions: readonly JobDefinition[];
  pollMs?: number;
  leaseSeconds?: number;
  /** Handlers running at once. */
  concurrency?: number;
};

export type EmbeddedQueue = QueueBackend & {
  /** Runs every due job (and the ones they queue) until none is left: for tests and benches. */
  drain: () => Promise<void>;
};

/**
 * The queue of the embedded database: jobs are rows of `job`, taken with a lease, so a job
 * taken by a process that died is taken again once the lease runs out. Schedules are kept in
 * `job_schedule` so a minute is queued once even across restarts.
 */
export function createEmbeddedQueue(options: EmbeddedQueueOptions): EmbeddedQueue {
  const { services } = options;
  const { db, log } = services;
  const pollMs = options.pollMs ?? 500;
  const leaseSeconds = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  const concurrency = options.concurrency ?? 2;
  const byName = new Map(options.definitions.map((d) => [d.name, d]));
  const crons = options.definitions.flatMap((d) =>
    d.schedule ? [{ name: d.name, cron: parseCron(d.schedule) }] : [],
  );
  const lastRepeat = new Map<string, number>();
  const running = new Set<Promise<void>>();
  const abort = new AbortController();
  /** This instance runs handlers (a send then wakes the loop). */
  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let pumping: Promise<void> | undefined;

  const send = async (name: string, payload: unknown, opts: SendOptions) => {
    const definition = byName.get(name);
    if (!definition) throw new Error(`No job is named ${name}`);
    const row = await (opts.db ?? db)
      .insertInto('job')
      .values({
        name,
        payload: toJson(payload ?? {}),
        retry_limit: definition.retry.limit,
        retry_delay_seconds: definition.retry.backoffSeconds,
        singleton_key: opts.singletonKey ?? null,
        priority: opts.priority ?? 0,
        run_at: sql`now() + make_interval(secs => ${opts.startAfterSeconds ?? 0})`,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (started && !opts.db) wake();
    return row?.id ?? null;
  };

  /** Takes the next due job, or one whose lease ran out. */
  const claim = async (): Promise<JobRow | undefined> => {
    const names = [...byName.keys()];
    const result = await sql<JobRow>`
      update job set state = 'active', attempts = attempts + 1,
        locked_until = now() + make_interval(secs => ${leaseSeconds})
      where id = (
        select id from job
        where name in (${sql.join(names)})
          and ((state in ('created', 'retry') and run_at <= now())
            or (state = 'active' and locked_until < now()))
        order by priority desc, run_at, created_at
        limit 1 for update skip locked)
      returning *`.execute(db);
    return result.rows[0];
  };

  const settle = async (job: JobRow, error: unknown) => {
    if (error === undefined) {
      await db
        .updateTable('job')
        .set({ state: 'completed', finished_at: sql`now()`, locked_until: null })
        .where('id', '=', job.id)
        .execute();
      return;
    }
    const retry = job.attempts <= job.retry_limit;
    const wait = retryDelaySeconds(job.retry_delay_seconds, job.attempts);
    await db
      .updateTable('job')
      .set({
        state: retry ? 'retry' : 'failed',
        last_error: error instanceof Error ? error.message : String(error),
        locked_until: null,
        run_at: retry ? sql`now() + make_interval(secs => ${wait})` : sql`run_at`,
        finished_at: retry ? null : sql`now()`,
      })
      .where('id', '=', job.id)
      .execute();
  };

  /** Keeps the lease of a running job, so only a dead worker's job is taken again. */
  const holdLease = (id: string) =>
    setInterval(
      () =>
        void db
          .updateTable('job')
          .set({ locked_until: sql`now() + make_interval(secs => ${leaseSeconds})` })
          .where('id', '=', id)
          .where('state', '=', 'active')
          .execute()
          .catch((error: unknown) => log.warn({ err: error, jobId: id }, 'lease not renewed')),
      (leaseSeconds * 1000) / 2,
    );

  const run = async (job: JobRow) => {
    const definition = byName.get(job.name);
    const lease = holdLease(job.id);
    let failure: unknown;
    try {
      if (!definition) throw new Error(`No job is named ${job.name}`);
      // Taken again after its lease ran out on its last allowed try: that worker died with it.
      if (job.attempts > job.retry_limit + 1) throw new Error(LOST_LAST_TRY);
      await executeJob(services, {
        definition,
        jobId: job.id,
        attempt: job.attempts,
        payload: job.payload,
        signal: abort.signal,
        leaseSeconds,
      });
    } catch (error) {
      failure = error ?? new Error('failed');
    } finally {
      clearInterval(lease);
    }
    await settle(job, failure).catch((error: unknown) =>
      log.error({ err: error, jobId: job.id }, 'job state not saved'),
    );
  };

  const scheduleDue = async () => {
    const now = Date.now();
    for (const definition of byName.values()) {
      if (!definition.repeatSeconds) continue;
      if (now - (lastRepeat.get(definition.name) ?? 0) < definition.repeatSeconds * 1000) continue;
      lastRepeat.set(definition.name, now);
      await send(definition.name, {}, { singletonKey: SWEEP_KEY });
    }
    const slot = minuteOf(new Date(now));
    for (const { name, cron } of crons) {
      if (!cron.matches(slot)) continue;
      await db.transaction().execute(async (trx) => {
        const taken = await trx
          .insertInto('job_schedule')
          .values({ name, last_slot: slot })
          .onConflict((oc) =>
            oc
              .column('name')
              .doUpdateSet({ last_slot: slot })
              .where('job_schedule.last_slot', '<', slot),
          )
          .returning('name')
          .executeTakeFirst();
        if (taken) await send(name, {}, { db: trx });
      });
    }
  };

  /** Schedules, then fills the free handler slots with due jobs. */
  const pump = async () => {
    try {
      await scheduleDue();
      while (!stopping && running.size < concurrency) {
        const job = await claim();
        if (!job) break;
        const task: Promise<void> = run(job).finally(() => {
          running.delete(task);
          wake();
        });
        running.add(task);
      }
    } catch (error) {
      log.error({ err: error }, 'job queue poll failed');
    }
  };

  function wake(): void {
    if (stopping || pumping) return;
    clearTimeout(timer);
    pumping = pump().finally(() => {
      pumping = undefined;
      if (!stopping) timer = setTimeout(wake, pollMs);
    });
  }

  return {
    engine: 'embedded',
    send,
    start: async (work) => {
      started = work;
      if (work) wake();
    },
    stop: async (timeoutMs) => {
      stopping = true;
      clearTimeout(timer);
      abort.abort();
      await pumping;
      await Promise.race([Promise.allSettled([...running]), delay(timeoutMs)]);
    },
    drain: async () => {
      for (;;) {
        const job = await claim();
        if (!job) return;
        await run(job);
      }
    },
  };
}
