import type { onRequestHookHandler } from 'fastify';
import { fixedWindowLimit } from '../../http/rate-limit';

/**
 * A fixed-window limit per client address, for the password check: it holds even when the
 * general /api limit is off, and is much tighter than it.
 */
export function loginThrottle(max: number, windowMs = 60_000): onRequestHookHandler {
  return fixedWindowLimit({
    max,
    windowMs,
    message: (seconds) => `Too many sign-in attempts: try again in ${seconds} seconds.`,
  });
}
