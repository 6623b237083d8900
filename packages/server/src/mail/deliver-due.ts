import { sql, type Kysely } from 'kysely';
import { MessageStatus } from '@portal/core';
import type { Database } from '../db/schema';
import { deliverMessage, WAITING_STATUSES, type DeliveryOptions } from './outbox';

export type SweepOptions = DeliveryOptions & {
  /** Most messages one sweep looks at. */
  limit?: number;
  /** Messages sent at once. */
  concurrency?: number;
  /** Stops the sweep between messages (the app is stopping). */
  signal?: AbortSignal;
};

export type SweepResult = { attempted: number; complete: number };

const BATCH = 50;

/**
 * The ids of messages due now: waiting (Immediate first, then oldest), a Deferred one whose next
 * try has come, or one claimed by a sender whose lease ran out (it died between claim and send).
 */
async function dueMessageIds(db: Kysely<Database>, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('message')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', 'in', WAITING_STATUSES),
          eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', sql<Date>`now()`)]),
        ]),
        eb.and([
          eb('status', '=', MessageStatus.InProcess),
          eb('locked_until', '<', sql<Date>`now()`),
        ]),
      ]),
    )
    .orderBy(sql`status = ${MessageStatus.Immediate}`, 'desc')
    .orderBy('entered_utc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * The outbox's sender: delivers every due message, a few at a time. Safe to run anywhere and
 * twice at once, since each message is claimed atomically before it is sent.
 */
export async function deliverDueMessages(
  db: Kysely<Database>,
  options: SweepOptions,
): Promise<SweepResult> {
  const limit = options.limit ?? 1000;
  const concurrency = options.concurrency ?? 4;
  const seen = new Set<string>();
  const result: SweepResult = { attempted: 0, complete: 0 };
  while (seen.size < limit && !options.signal?.aborted) {
    // A sent, deferred or held message is no longer due; one still due after its turn (its
    // state changed under us) is left to the next sweep rather than looped on.
    const ids = (await dueMessageIds(db, Math.min(BATCH, limit - seen.size))).filter(
      (id) => !seen.has(id),
    );
    if (ids.length === 0) break;
    for (const id of ids) seen.add(id);
    const queue = [...ids];
    const worker = async () => {
      for (let id = queue.shift(); id && !options.signal?.aborted; id = queue.shift()) {
        const row = await deliverMessage(db, id, options);
        result.attempted += 1;
        if (row.status === MessageStatus.Complete) result.complete += 1;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  }
  return result;
}
