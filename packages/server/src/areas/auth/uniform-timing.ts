import { setTimeout as sleep } from 'node:timers/promises';

/**
 * How long the calls that name an address (ForgotPassword, SendEmailPasscode, Register, the
 * sign-in) take at least, whatever happens inside: longer than the work of a known address
 * (a hash check, a few writes, a mail queued), so the time of the answer does not tell whether
 * the address has an account. Only a timer waits: no thread or connection is held.
 */
export const UNIFORM_ANSWER_MS = 250;

/** Runs the work and answers (or fails) no sooner than `minMs` after it began. */
export async function inUniformTime<T>(
  work: () => Promise<T>,
  minMs = UNIFORM_ANSWER_MS,
): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = minMs - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}
