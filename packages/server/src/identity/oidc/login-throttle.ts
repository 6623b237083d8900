import type { onRequestHookHandler } from 'fastify';
import { HttpError } from '../../http/errors';

/**
 * A fixed-window limit per client address, for the password check: it holds even when the
 * general /api limit is off, and is much tighter than it.
 */
export function loginThrottle(max: number, windowMs = 60_000): onRequestHookHandler {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return (request, _reply, done) => {
    const now = Date.now();
    if (windows.size > 10_000) {
      for (const [ip, window] of windows) if (window.resetAt <= now) windows.delete(ip);
    }
    let window = windows.get(request.ip);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      windows.set(request.ip, window);
    }
    window.count += 1;
    if (window.count > max) {
      const after = Math.ceil((window.resetAt - now) / 1000);
      done(new HttpError(429, `Too many sign-in attempts: try again in ${after} seconds.`));
      return;
    }
    done();
  };
}
