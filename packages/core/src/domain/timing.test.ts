import { describe, expect, it } from 'vitest';
import {
  isVersionCheckDue,
  reconnectDelayMs,
  reconnectToastMs,
  shouldReloadAutomatically,
} from './timing';

describe('reconnectDelayMs', () => {
  it('waits 5 seconds times the failure count', () => {
    expect(reconnectDelayMs(1)).toBe(5_000);
    expect(reconnectDelayMs(3)).toBe(15_000);
  });

  it('caps the count at 60, so at most 300 seconds', () => {
    expect(reconnectDelayMs(60)).toBe(300_000);
    expect(reconnectDelayMs(500)).toBe(300_000);
  });

  it('treats zero, negative and fractional counts as the first retry', () => {
    expect(reconnectDelayMs(0)).toBe(5_000);
    expect(reconnectDelayMs(-4)).toBe(5_000);
    expect(reconnectDelayMs(2.7)).toBe(10_000);
  });

  it('shows the toast 1 second less than the delay', () => {
    expect(reconnectToastMs(2)).toBe(9_000);
  });
});

describe('isVersionCheckDue', () => {
  it('is due when there was no check', () => {
    expect(isVersionCheckDue(null, 1_000)).toBe(true);
  });

  it('waits 300000 ms between checks', () => {
    expect(isVersionCheckDue(0, 299_999)).toBe(false);
    expect(isVersionCheckDue(0, 300_000)).toBe(true);
  });
});

describe('shouldReloadAutomatically', () => {
  it('reloads after more than 2 mismatches in a row', () => {
    expect(shouldReloadAutomatically(2)).toBe(false);
    expect(shouldReloadAutomatically(3)).toBe(true);
  });
});
