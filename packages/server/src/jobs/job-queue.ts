import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type SendOptions = {
  /** A transaction to enqueue in: the job exists only if it commits. */
  db?: Kysely<Database>;
  /** At most one waiting job of this name with this key (a second send is dropped). */
  singletonKey?: string;
  startAfterSeconds?: number;
  /** Higher runs first. */
  priority?: number;
};

/** What the two engines (embedded table, pg-boss) offer the job module. */
export type QueueBackend = {
  engine: 'embedded' | 'pg-boss';
  /** The job's id; null when a singleton key dropped it. */
  send: (name: string, payload: unknown, options: SendOptions) => Promise<string | null>;
  /** Opens the queue; with `work`, also runs handlers and queues the scheduled jobs. */
  start: (work: boolean) => Promise<void>;
  /** Stops taking jobs and waits up to `timeoutMs` for running handlers. */
  stop: (timeoutMs: number) => Promise<void>;
};

/** The singleton key of a sweep's runs: one waiting at a time, whoever asks. */
export const SWEEP_KEY = 'sweep';

/** Lease of a taken job: after it runs out the job is taken again (its worker died). */
export const DEFAULT_LEASE_SECONDS = 300;
/** How long shutdown waits for running handlers. */
export const STOP_TIMEOUT_MS = 10_000;

/** Delay before retry `attempt` (1-based count of failed runs): backoff × 2^(attempt − 1). */
export function retryDelaySeconds(backoffSeconds: number, failedRuns: number): number {
  return backoffSeconds * 2 ** Math.max(0, failedRuns - 1);
}
