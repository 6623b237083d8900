import type { ErrorKey } from '@portal/core/i18n';
import type { onRequestHookHandler } from 'fastify';
import { HttpError } from './errors';
import { tooManyHeaders } from './rate-limit';
import type { WindowCount, WindowDelta } from './rate-limit-store';

/** The installation's counters (see rate-limit-store). */
export type WindowStore = {
  /** Adds the deltas to the counters and answers their counts, in one statement. */
  add: (deltas: readonly WindowDelta[]) => Promise<WindowCount[]>;
  /** Drops the counters whose window has ended. */
  sweep: () => Promise<void>;
};

export type BatchedLimit = {
  store: WindowStore;
  /** Names the counters in the store, apart from other limits' (e.g. 'api'). */
  name: string;
  /** Requests allowed per client address and window, on all instances together, read at each call; 0 lets every call through. */
  max: () => number;
  windowMs?: number;
  /** How often this instance sends its counts and reads the installation's totals. */
  flushMs?: number;
  /** The message of the 429: its `{{seconds}}` are those until the window ends. */
  message: ErrorKey;
  /** A failed flush is reported here; its counts are sent again with the next one. */
  onError?: (error: unknown) => void;
};

export type BatchedWindowLimit = {
  /** The synchronous onRequest hook: a Map lookup and a counter, no promise, no statement. */
  hook: onRequestHookHandler;
  /** Sends the counts gathered since the last flush in one statement and reads the totals back. */
  flush: () => Promise<void>;
  /** Stops the timer and sends what is left. */
  stop: () => Promise<void>;
};

type Entry = {
  /** The installation's count as the store last answered it (this instance's calls included). */
  total: number;
  /** Calls counted here and being sent by the flush under way. */
  sending: number;
  /** Calls counted here since, not sent yet. */
  pending: number;
  resetAt: number;
};

/** Ceiling of keys per statement, well below PostgreSQL's 65535 parameters (two per key). */
const KEYS_PER_STATEMENT = 10_000;
/** Ended counters are swept from the store once in this many flushes. */
const SWEEP_EVERY = 60;

/**
 * A fixed-window limit per client address that holds for the whole installation without a
 * statement per call: each instance counts in memory and, every `flushMs`, adds its counts to
 * the shared counters in one statement and reads back the totals of every client it has seen
 * in the window. A call is refused once the installation's total (as last read) plus this
 * instance's unsent calls passes `max`. Another instance's calls are seen one flush late, so
 * the installation may admit past `max` what each other instance admits of that client in
 * about two flush intervals (its unsent calls plus the flush in flight), never more than `max`
 * per instance (see docs/decisions.md).
 */
export function batchedWindowLimit({
  store,
  name,
  max,
  windowMs = 60_000,
  flushMs = 1000,
  message,
  onError,
}: BatchedLimit): BatchedWindowLimit {
  const entries = new Map<string, Entry>();
  let flushing: Promise<void> | null = null;
  let flushes = 0;

  const hook: onRequestHookHandler = (request, reply, done) => {
    const limit = max();
    if (limit <= 0) {
      done();
      return;
    }
    const now = Date.now();
    let entry = entries.get(request.ip);
    if (!entry) {
      entry = { total: 0, sending: 0, pending: 0, resetAt: now + windowMs };
      entries.set(request.ip, entry);
    } else if (entry.resetAt <= now) {
      // Changed in place: a flush under way still holds this entry.
      entry.total = 0;
      entry.pending = 0;
      entry.resetAt = now + windowMs;
    }
    entry.pending += 1;
    if (entry.total + entry.sending + entry.pending <= limit) {
      done();
      return;
    }
    const seconds = Math.max(1, Math.ceil((entry.resetAt - now) / 1000));
    reply.headers(tooManyHeaders(limit, seconds));
    done(new HttpError(429, { key: message, values: { seconds } }));
  };

  async function send(): Promise<void> {
    const now = Date.now();
    const counted: [string, Entry][] = [];
    const idle: [string, Entry][] = [];
    for (const [address, entry] of entries) {
      // A client idle through its whole window is forgotten: nothing is left to send or read.
      if (entry.pending === 0 && entry.resetAt <= now) entries.delete(address);
      else (entry.pending > 0 ? counted : idle).push([address, entry]);
    }
    if (counted.length === 0) return;
    // Counts first; the totals of idle clients are read along while the statement has room.
    const batch = [...counted, ...idle].slice(0, KEYS_PER_STATEMENT);
    for (const [, entry] of batch) {
      entry.sending = entry.pending;
      entry.pending = 0;
    }
    const keyOf = (address: string) => `${name}:${address}`;
    try {
      flushes += 1;
      if (flushes % SWEEP_EVERY === 0) await store.sweep();
      const counts = await store.add(
        batch.map(([address, entry]) => ({ key: keyOf(address), delta: entry.sending })),
      );
      const byKey = new Map(counts.map((c) => [c.key, c]));
      for (const [address, entry] of batch) {
        const count = byKey.get(keyOf(address));
        entry.sending = 0;
        if (!count) continue; // read back after its window ended and was swept
        entry.total = count.count;
        entry.resetAt = count.resetAt.getTime();
      }
    } catch (error) {
      for (const [, entry] of batch) {
        entry.pending += entry.sending;
        entry.sending = 0;
      }
      onError?.(error);
    }
  }

  const flush = () => {
    flushing ??= send().finally(() => {
      flushing = null;
    });
    return flushing;
  };
  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  return {
    hook,
    flush,
    stop: async () => {
      clearInterval(timer);
      await flushing;
      await flush();
    },
  };
}
