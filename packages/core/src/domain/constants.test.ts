import { describe, expect, it } from 'vitest';
import * as constants from './constants';

describe('business constants', () => {
  it('keeps the timings of the spec', () => {
    expect(constants.COMMON_CACHE_TTL_MS).toBe(10_000);
    expect(constants.AUTH_SERVICE_WAIT_TRIES * constants.AUTH_SERVICE_WAIT_INTERVAL_MS).toBe(
      10_000,
    );
    expect(constants.SILENT_SIGN_IN_TIMEOUT_MS).toBe(20_000);
    expect(constants.VERIFY_EMAIL_NOTICE_MS).toBe(5_000);
    expect(constants.TOOLTIP_DELAY_MS).toBe(300);
    expect(constants.TOAST_DURATION_MS).toBe(5_000);
    expect(constants.VERSION_CHECK_INTERVAL_MS).toBe(300_000);
    expect(constants.VERSION_CHECK_DELAY_MS).toBe(5_000);
    expect(constants.VERSION_RELOAD_NOTICE_MS).toBe(4_000);
    expect(constants.LAZY_CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('keeps the limits and defaults of the spec', () => {
    expect(constants.DEFAULT_MAX_STUDENTS).toBe(40);
    expect(constants.SELF_REGISTER_WINDOW_DAYS).toBe(30);
    expect(constants.MIN_CONSTRAINT_SLOTS).toBe(3);
    expect(constants.CHECKUP_DEFAULTS).toEqual({
      notificationDays: 7,
      lastChanceDays: 3,
      feedbackReminderFrequencyDays: 2,
      reportReminderDays: 2,
      previousFeedbackDays: 45,
    });
    expect(constants.TRENDING_CONTENT_DEFAULTS).toEqual({ count: 15, skip: 0 });
  });

  it('uses distinct local storage keys with the names of the spec', () => {
    const keys = Object.values(constants.STORAGE_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(
      expect.arrayContaining([
        'loginInfo',
        'clientEnvInfo',
        'lastVersionCheck',
        'lastVersionCheckCount',
      ]),
    );
  });
});
