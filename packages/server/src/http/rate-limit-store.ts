import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Calls to add to a counter: `delta` 0 only reads the counter back. */
export type WindowDelta = { key: string; delta: number };
/** A counter of the installation after the addition: its count in the window and when it ends. */
export type WindowCount = { key: string; count: number; resetAt: Date };

/**
 * The fixed-window counters of the whole installation (table rate_limit_window), shared by
 * every instance. One statement adds the deltas of any number of keys and answers their
 * counts: an ended window starts again at the delta. Keys whose delta is 0 are read, not
 * written. The database's clock decides when windows end, so instances with drifting clocks
 * still agree.
 */
export async function addToWindows(
  db: Kysely<Database>,
  windowMs: number,
  deltas: readonly WindowDelta[],
): Promise<WindowCount[]> {
  if (deltas.length === 0) return [];
  const fresh = sql<Date>`now() + make_interval(secs => ${windowMs / 1000})`;
  const ended = sql<boolean>`rate_limit_window.reset_at <= now()`;
  const rows = sql.join(deltas.map((d) => sql`(${d.key}::text, ${d.delta}::integer)`));
  const result = await sql<{ key: string; count: number; reset_at: Date }>`
    with batch (key, delta) as (values ${rows}),
    added as (
      insert into rate_limit_window (key, count, reset_at)
      select key, delta, ${fresh} from batch where delta > 0
      on conflict (key) do update set
        count = case when ${ended} then excluded.count
                else rate_limit_window.count + excluded.count end,
        reset_at = case when ${ended} then excluded.reset_at else rate_limit_window.reset_at end
      returning key, count, reset_at
    )
    select key, count, reset_at from added
    union all
    select w.key, case when w.reset_at <= now() then 0 else w.count end, w.reset_at
    from rate_limit_window w join batch b on b.key = w.key
    where b.delta = 0`.execute(db);
  return result.rows.map((r) => ({
    key: r.key,
    count: r.count,
    resetAt: r.reset_at instanceof Date ? r.reset_at : new Date(r.reset_at),
  }));
}

/** Drops the counters whose window has ended. */
export async function sweepEndedWindows(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('rate_limit_window')
    .where('reset_at', '<=', sql<Date>`now()`)
    .execute();
}
