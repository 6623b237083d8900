import type { ErrorKey } from '@portal/core/i18n';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from './errors';
import { tooManyHeaders } from './rate-limit';
import { addToWindows, sweepEndedWindows } from './rate-limit-store';

export type SharedLimit = {
  db: Kysely<Database>;
  /** Names the counter: limits of different calls count apart (a route may name its own). */
  name: string | ((request: FastifyRequest) => string);
  /** Requests allowed per client address and window. */
  max: number;
  windowMs?: number;
  /** The message of the 429: its `{{seconds}}` are those until the window ends. */
  message: ErrorKey;
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
}: SharedLimit): onRequestAsyncHookHandler {
  let calls = 0;
  const nameOf = typeof name === 'string' ? () => name : name;
  return async (request, reply) => {
    calls += 1;
    if (calls % SWEEP_EVERY === 0) await sweepEndedWindows(db);
    const [row] = await addToWindows(db, windowMs, [
      { key: `${nameOf(request)}:${request.ip}`, delta: 1 },
    ]);
    if (!row) throw new Error('The rate limit counter was not written.');
    if (row.count <= max) return;
    const seconds = Math.max(1, Math.ceil((row.resetAt.getTime() - Date.now()) / 1000));
    reply.headers(tooManyHeaders(max, seconds));
    throw new HttpError(429, { key: message, values: { seconds } });
  };
}

/** Per client address and route, on the calls that send mail or test secrets. */
export const ROUTE_RATE_LIMIT = { max: 10, timeWindow: 60_000 } as const;

/**
 * A limit of its own for one route, counted in the database so that every instance counts the
 * same attempts (sharedWindowLimit above). Off, like the API-wide limit, while the run-time
 * API rate limit is 0.
 */
export function routeLimit(app: FastifyInstance): onRequestAsyncHookHandler[] {
  const limit = sharedWindowLimit({
    db: app.portal.database.db,
    name: (request) => `route:${request.method} ${request.routeOptions.url ?? ''}`,
    max: ROUTE_RATE_LIMIT.max,
    windowMs: ROUTE_RATE_LIMIT.timeWindow,
    message: 'errors.server.tooManyRequests',
  });
  return [
    async (request, reply) => {
      if (app.portal.settings.current().apiRateLimit > 0) await limit.call(app, request, reply);
    },
  ];
}
