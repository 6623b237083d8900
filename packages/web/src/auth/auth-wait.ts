import { AUTH_SERVICE_WAIT_INTERVAL_MS, AUTH_SERVICE_WAIT_TRIES } from '@portal/core';

export const AUTH_SERVICE_TIMEOUT_LOG = 'Timeout initializing auth service';

/**
 * Waits for the identity service to be ready: `ready()` is asked up to `tries` times, `interval`
 * ms apart (100 × 100 ms). False when it never was; the caller then sends the browser to
 * /timeout.
 */
export async function waitForAuthService(
  ready: () => boolean,
  tries = AUTH_SERVICE_WAIT_TRIES,
  interval = AUTH_SERVICE_WAIT_INTERVAL_MS,
): Promise<boolean> {
  for (let attempt = 0; attempt < tries; attempt++) {
    if (ready()) return true;
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
  if (ready()) return true;
  console.error(AUTH_SERVICE_TIMEOUT_LOG);
  return false;
}

/** The timeout page, carrying the path to come back to. */
export const timeoutLocation = (redirect: string) =>
  `/timeout?${new URLSearchParams({ redirect }).toString()}`;
