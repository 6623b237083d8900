import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from './errors';

export type SharedLimit = {
  db: Kysely<Database>;
  /** Names the counter: limits of different calls count apart (a route may name its own). */
  name: string | ((request: FastifyRequest) => string);
  /** Requests allowed per client address and window. */
  max: number;
  windowMs?: number;
  /** The message of the 429, given the seconds until the window ends. */
  message: (seconds: number) => string;
};

const SWEEP_EVERY = 500;

/**
 * A fixed-window limit per client address whose counter lives in the database, so that every
 * instance of the installation counts the same attempts: N instances do not allow N times as
 * many. One atomic upsert per request, for the calls that test secrets or send mail (a hash
 * check or a mail costs more). Ended windows are swept now and then.
 */
export function sharedWindowLimit({
  db,
  name,
  max,
  windowMs = 60_000,
  message,
}: SharedLimit): onRequestHookHandler {
  let calls = 0;
  const nameOf = typeof name === 'string' ? () => name : name;
  const fresh = sql<Date>`now() + make_interval(secs => ${windowMs / 1000})`;
  const ended = sql<boolean>`rate_limit_window.reset_at <= now()`;
  return async (request, reply) => {
    calls += 1;
    if (calls % SWEEP_EVERY === 0) {
      await db
        .deleteFrom('rate_limit_window')
        .where('reset_at', '<=', sql<Date>`now()`)
        .execute();
    }
    const row = await db
      .insertInto('rate_limit_window')
      .values({ key: `${nameOf(request)}:${request.ip}`, count: 1, reset_at: fresh })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql`case when ${ended} then 1 else rate_limit_window.count + 1 end`,
          reset_at: sql`case when ${ended} then ${fresh} else rate_limit_window.reset_at end`,
        }),
      )
      .returning(['count', 'reset_at'])
      .executeTakeFirstOrThrow();
    if (row.count <= max) return;
    const seconds = String(Math.max(1, Math.ceil((row.reset_at.getTime() - Date.now()) / 1000)));
    reply.headers({
      'retry-after': seconds,
      'x-ratelimit-limit': String(max),
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': seconds,
    });
    throw new HttpError(429, message(Number(seconds)));
  };
}
