import { createEmbeddedQueue, type EmbeddedQueue } from './embedded-queue';
import type { JobDefinition, JobServices } from './job-definition';
import {
  DEFAULT_LEASE_SECONDS,
  STOP_TIMEOUT_MS,
  type QueueBackend,
  type SendOptions,
} from './job-queue';
import { createPgBossQueue } from './pg-boss-queue';
import { JOB_DEFINITIONS } from './registry';

export class UnknownJobError extends Error {
  constructor(name: string) {
    super(`No job is named ${name}.`);
    this.name = 'UnknownJobError';
  }
}

/** The job module as the rest of the server uses it (`app.portal.jobs`). */
export type Jobs = {
  engine: QueueBackend['engine'];
  definitions: readonly JobDefinition[];
  find: (name: string) => JobDefinition | undefined;
  /**
   * Queues a job after checking its name (UnknownJobError) and payload (the schema's error).
   * With `options.db` a transaction, the job commits with it.
   */
  send: (name: string, payload?: unknown, options?: SendOptions) => Promise<string | null>;
  /** Opens the queue; with `work`, this instance also runs handlers and schedules. */
  start: (options: { work: boolean }) => Promise<void>;
  stop: () => Promise<void>;
  /** Embedded engine only: runs every due job now (tests, benches). */
  drain?: EmbeddedQueue['drain'];
};

export type JobsOptions = {
  services: JobServices;
  /** PostgreSQL: pg-boss on this database; unset: the embedded queue. */
  databaseUrl?: string | undefined;
  definitions?: readonly JobDefinition[];
  leaseSeconds?: number;
  pollMs?: number;
};

export function createJobs(options: JobsOptions): Jobs {
  const definitions = options.definitions ?? JOB_DEFINITIONS;
  const byName = new Map(definitions.map((d) => [d.name, d]));
  const leaseSeconds = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  const embedded = options.databaseUrl
    ? undefined
    : createEmbeddedQueue({
        services: options.services,
        definitions,
        leaseSeconds,
        ...(options.pollMs ? { pollMs: options.pollMs } : {}),
      });
  let backend: QueueBackend | undefined = embedded;
  let started = false;
  return {
    engine: options.databaseUrl ? 'pg-boss' : 'embedded',
    definitions,
    find: (name) => byName.get(name),
    send: async (name, payload = {}, sendOptions = {}) => {
      const definition = byName.get(name);
      if (!definition) throw new UnknownJobError(name);
      const parsed: unknown = definition.payload.parse(payload);
      if (!backend || !started) throw new Error('The job queue is not started.');
      return backend.send(name, parsed, sendOptions);
    },
    start: async ({ work }) => {
      if (options.databaseUrl) {
        backend = createPgBossQueue({
          services: options.services,
          definitions,
          connectionString: options.databaseUrl,
          leaseSeconds,
          ...(options.pollMs
            ? { pollingIntervalSeconds: Math.max(0.5, options.pollMs / 1000) }
            : {}),
        });
      }
      await backend?.start(work);
      started = true;
    },
    stop: async () => {
      if (!started) return;
      started = false;
      await backend?.stop(STOP_TIMEOUT_MS);
    },
    ...(embedded ? { drain: embedded.drain } : {}),
  };
}
