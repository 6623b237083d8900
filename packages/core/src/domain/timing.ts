import {
  RECONNECT_BASE_DELAY_MS,
  RECONNECT_MAX_STEPS,
  VERSION_CHECK_INTERVAL_MS,
  VERSION_MISMATCH_LIMIT,
} from './constants';

/** Delay before the next real-time reconnect after `failures` failed attempts in a row. */
export function reconnectDelayMs(failures: number): number {
  const steps = Math.min(Math.max(Math.floor(failures), 1), RECONNECT_MAX_STEPS);
  return steps * RECONNECT_BASE_DELAY_MS;
}

/** The reconnect toast lasts 1 s less than the delay it announces. */
export function reconnectToastMs(failures: number): number {
  return reconnectDelayMs(failures) - 1_000;
}

/** True when the last version check is old enough for a new one (or there was none). */
export function isVersionCheckDue(lastCheckMs: number | null, nowMs: number): boolean {
  return lastCheckMs === null || nowMs - lastCheckMs >= VERSION_CHECK_INTERVAL_MS;
}

/** True when so many mismatches in a row were seen that the page reloads by itself. */
export function shouldReloadAutomatically(mismatchesInARow: number): boolean {
  return mismatchesInARow > VERSION_MISMATCH_LIMIT;
}
