import type { onRequestHookHandler } from 'fastify';
import { HttpError } from '../http/errors';

export const TOO_MANY_CONNECTIONS = 'errors.server.tooManyConnections';

/**
 * New hub connections per client address in a one-minute window. The /api rate limit does not
 * apply to the hub (a reconnecting browser is one request a minute at most); this one stops a
 * client that reconnects in a loop. Schools and offices share one address behind NAT, so the
 * default allows many. 0 turns it off.
 */
export function createConnectionLimit(perMinute: number, now = () => Date.now()) {
  let windowStart = now();
  let counts = new Map<string, number>();
  const hook: onRequestHookHandler = (request, _reply, done) => {
    if (perMinute <= 0) return done();
    if (now() - windowStart >= 60_000) {
      windowStart = now();
      counts = new Map();
    }
    const count = (counts.get(request.ip) ?? 0) + 1;
    counts.set(request.ip, count);
    done(count > perMinute ? new HttpError(429, TOO_MANY_CONNECTIONS) : undefined);
  };
  return hook;
}
