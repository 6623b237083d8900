import type { onRequestAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { sharedWindowLimit } from '../../http/shared-rate-limit';

/**
 * A fixed-window limit per client address for the password and code checks of one call,
 * shared by every instance: it holds even when the general /api limit is off, and is much
 * tighter than it.
 */
export function loginThrottle(
  db: Kysely<Database>,
  name: string,
  max: number,
  windowMs = 60_000,
): onRequestAsyncHookHandler {
  return sharedWindowLimit({
    db,
    name: `sign-in:${name}`,
    max,
    windowMs,
    message: 'errors.signIn.tooManyAttempts',
  });
}
