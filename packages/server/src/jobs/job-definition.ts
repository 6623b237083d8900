import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { Documents } from '../documents/documents';
import type { SmsTransport } from '../mail/sms-transport';
import type { MailTransport } from '../mail/transport';
import type { RuntimeSettings } from '../settings/runtime-settings';
import type { Hub } from '../realtime/hub';

/** How often a failed run is tried again: `limit` retries, waiting backoff × 2^(retry − 1). */
export type RetryPolicy = { limit: number; backoffSeconds: number };

/** What every handler may use: the database, the log, the mail transport and the configuration. */
export type JobServices = {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  mail: MailTransport | null;
  sms: SmsTransport | null;
  config: Config;
  /** The hub, the documents module and the run-time settings: always there in the server; queue tests leave them out. */
  hub?: Hub;
  documents?: Documents;
  settings?: RuntimeSettings;
};

/**
 * A run of a job: not a request (no caller, no brand of its own: one run may work through every
 * brand), so not the areas' RequestContext; a handler builds one per brand it works in.
 */
export type JobContext = JobServices & {
  jobId: string;
  /** 1 on the first run, 2 on the first retry... */
  attempt: number;
  /** Seconds a taken job (and what it claims, such as messages) is held before others retake it. */
  leaseSeconds: number;
  /** Aborted when the app stops: a long handler ends its loop early (its work is idempotent). */
  signal: AbortSignal;
};

/**
 * What a handler may answer: 'idle' when it found nothing to do, so its run is not kept (a sweep
 * every few seconds would otherwise bury the history).
 */
export type JobOutcome = 'idle' | undefined;

/** A job as the registry and the queues see it: its payload checked by its own schema. */
export type JobDefinition = {
  name: string;
  description: string;
  payload: z.ZodType;
  /** Cron expression (five fields, UTC): the job is queued once per matching minute. */
  schedule?: string;
  /** A sweep: queued every so many seconds, at most one waiting at a time. */
  repeatSeconds?: number;
  retry: RetryPolicy;
  /** Idempotent: a run may be repeated after a crash or a retry. */
  handler: (payload: unknown, context: JobContext) => Promise<JobOutcome | void>;
};

/** One job of `definitions/<name>.job.ts`; its handler receives the parsed payload. */
export function defineJob<S extends z.ZodType>(
  definition: Omit<JobDefinition, 'payload' | 'handler'> & {
    payload: S;
    handler: (payload: z.output<S>, context: JobContext) => Promise<JobOutcome | void>;
  },
): JobDefinition {
  return {
    ...definition,
    handler: (payload, context) => definition.handler(definition.payload.parse(payload), context),
  };
}
