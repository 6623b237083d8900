import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_SERVICE_TIMEOUT_LOG, timeoutLocation, waitForAuthService } from './auth-wait';

describe('waiting for the identity service', () => {
  afterEach(() => vi.useRealTimers());

  it('answers as soon as the service is ready', async () => {
    let tries = 0;
    await expect(waitForAuthService(() => ++tries === 3, 100, 1)).resolves.toBe(true);
    expect(tries).toBe(3);
  });

  it('gives up after 100 tries at 100 ms and logs it', async () => {
    vi.useFakeTimers();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ready = vi.fn(() => false);
    const waiting = waitForAuthService(ready);
    await vi.advanceTimersByTimeAsync(9_900);
    expect(ready).toHaveBeenCalledTimes(100);
    await vi.advanceTimersByTimeAsync(100);
    await expect(waiting).resolves.toBe(false);
    expect(log).toHaveBeenCalledWith(AUTH_SERVICE_TIMEOUT_LOG);
    log.mockRestore();
  });

  it('sends the browser to /timeout with the path to come back to', () => {
    expect(timeoutLocation('/plan?x=1')).toBe('/timeout?redirect=%2Fplan%3Fx%3D1');
  });
});
