import type { onRequestHookHandler } from 'fastify';
import { HttpError } from './errors';

export type FixedWindowLimit = {
  /** Requests allowed per client address and window. */
  max: number;
  windowMs?: number;
  /** The message of the 429, given the seconds until the window ends. */
  message: (seconds: number) => string;
};

/** Above this many addresses, ended windows are dropped before a new one is opened. */
const SWEEP_ABOVE = 10_000;

type Window = { count: number; resetAt: number };

/**
 * A fixed-window limit per client address as a synchronous onRequest hook: one Map lookup and a
 * counter per request, no promise (it runs on every /api call). A refused call is 429 and says
 * when to come back (`retry-after` and the rate-limit headers); allowed calls carry no headers.
 */
export function fixedWindowLimit({
  max,
  windowMs = 60_000,
  message,
}: FixedWindowLimit): onRequestHookHandler {
  const windows = new Map<string, Window>();
  return (request, reply, done) => {
    const now = Date.now();
    let window = windows.get(request.ip);
    if (!window || window.resetAt <= now) {
      if (windows.size >= SWEEP_ABOVE) {
        for (const [address, old] of windows) if (old.resetAt <= now) windows.delete(address);
      }
      window = { count: 0, resetAt: now + windowMs };
      windows.set(request.ip, window);
    }
    window.count += 1;
    if (window.count <= max) {
      done();
      return;
    }
    const seconds = String(Math.ceil((window.resetAt - now) / 1000));
    reply.headers({
      'retry-after': seconds,
      'x-ratelimit-limit': String(max),
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': seconds,
    });
    done(new HttpError(429, message(Number(seconds))));
  };
}
