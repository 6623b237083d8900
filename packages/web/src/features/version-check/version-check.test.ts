import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decideVersionCheck, readVersionCheckState } from './version-check';
import { createVersionWatcher } from './version-watcher';

describe('version check decision', () => {
  it('does nothing and forgets earlier mismatches when the version is the same', () => {
    expect(decideVersionCheck('1.0', '1.0', 2)).toEqual({ mismatchesInARow: 0, action: 'none' });
  });

  it('offers a reload on the first and second mismatch in a row', () => {
    expect(decideVersionCheck('1.0', '1.1', 0)).toEqual({ mismatchesInARow: 1, action: 'notify' });
    expect(decideVersionCheck('1.0', '1.1', 1)).toEqual({ mismatchesInARow: 2, action: 'notify' });
  });

  it('reloads by itself after more than 2 mismatches in a row', () => {
    expect(decideVersionCheck('1.0', '1.1', 2)).toEqual({ mismatchesInARow: 3, action: 'reload' });
  });

  it('reads garbage in storage as no check yet', () => {
    localStorage.setItem('lastVersionCheck', 'soon');
    localStorage.setItem('lastVersionCheckCount', '-4');
    expect(readVersionCheckState(localStorage)).toEqual({ lastCheckMs: null, mismatchesInARow: 0 });
  });
});

describe('version watcher', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  const watcher = (live: string, reload = vi.fn()) => {
    const fetchLiveVersion = vi.fn(async () => live);
    const w = createVersionWatcher({
      runningVersion: '1.0',
      fetchLiveVersion,
      storage: localStorage,
      reload,
      now: () => Date.now(),
    });
    return { w, fetchLiveVersion, reload };
  };

  it('checks 5 s after a request and shows the notice on a new version', async () => {
    const { w, fetchLiveVersion } = watcher('2.0');
    w.nudge();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(fetchLiveVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLiveVersion).toHaveBeenCalledTimes(1);
    expect(w.notice()).toBe('available');
  });

  it('checks at most every 300000 ms', async () => {
    const { w, fetchLiveVersion } = watcher('1.0');
    w.nudge();
    await vi.advanceTimersByTimeAsync(5_000);
    w.nudge();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchLiveVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(300_000);
    w.nudge();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchLiveVersion).toHaveBeenCalledTimes(2);
  });

  it('reloads 4 s after the third mismatch in a row', async () => {
    localStorage.setItem('lastVersionCheckCount', '2');
    const { w, reload } = watcher('2.0');
    w.nudge();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(w.notice()).toBe('reloading');
    await vi.advanceTimersByTimeAsync(3_999);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("offers the reload when the server announces a new version, in the server's words", () => {
    const { w, fetchLiveVersion } = watcher('1.0');
    w.announce('Version 2 is out');
    expect(w.notice()).toBe('available');
    expect(w.message()).toBe('Version 2 is out');
    w.announce('  ');
    expect(w.message()).toBeUndefined();
    expect(fetchLiveVersion).not.toHaveBeenCalled();
  });
});
