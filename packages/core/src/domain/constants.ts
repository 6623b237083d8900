/** Business constants and limits of the spec (part 1 section 9, part 2 section 9). */

/** Lifetime of the common cache kept in local storage. */
export const COMMON_CACHE_TTL_MS = 10_000;

/** The local storage keys of the spec, plus the shared key of the common cache. */
export const STORAGE_KEYS = {
  loginInfo: 'loginInfo',
  clientEnvInfo: 'clientEnvInfo',
  lastVersionCheck: 'lastVersionCheck',
  lastVersionCheckCount: 'lastVersionCheckCount',
  commonCache: 'commonCache',
} as const;

/** Waiting for the identity service: up to 100 tries, 100 ms apart. */
export const AUTH_SERVICE_WAIT_TRIES = 100;
export const AUTH_SERVICE_WAIT_INTERVAL_MS = 100;
export const SILENT_SIGN_IN_TIMEOUT_MS = 20_000;
export const AUTOMATIC_SILENT_RENEW = true;

export const VERIFY_EMAIL_NOTICE_MS = 5_000;
/**
 * The `reason` of the 403 an endpoint that needs a verified e-mail answers an unconfirmed
 * caller: the web shows the verify notice with its Resend Email action for it.
 */
export const EMAIL_NOT_VERIFIED_REASON = 'emailNotVerified';
export const TOOLTIP_DELAY_MS = 300;
export const TOAST_DURATION_MS = 5_000;

/** The version check runs at most this often, and this long after a request. */
export const VERSION_CHECK_INTERVAL_MS = 300_000;
export const VERSION_CHECK_DELAY_MS = 5_000;
/** More mismatches in a row than this reload the page by themselves. */
export const VERSION_MISMATCH_LIMIT = 2;
export const VERSION_RELOAD_NOTICE_MS = 4_000;

export const LAZY_CHUNK_TIMEOUT_MS = 120_000;
/** The report-rendered marker is set after this much page quiet. */
export const REPORT_RENDERED_QUIET_MS = 200;

/** Real-time reconnect: 5 s times the failure count, the count capped at 60 (300 s at most). */
export const RECONNECT_BASE_DELAY_MS = 5_000;
export const RECONNECT_MAX_STEPS = 60;

export const MIN_CONSTRAINT_SLOTS = 3;
export const DEFAULT_MAX_STUDENTS = 40;
export const SELF_REGISTER_WINDOW_DAYS = 30;

export const CHECKUP_DEFAULTS = {
  notificationDays: 7,
  lastChanceDays: 3,
  feedbackReminderFrequencyDays: 2,
  reportReminderDays: 2,
  previousFeedbackDays: 45,
} as const;

export const TRENDING_CONTENT_DEFAULTS = { count: 15, skip: 0 } as const;

/** User account metrics younger than this are used as they are. */
export const METRICS_FRESHNESS_MINUTES = 10;

export const STRENGTHS_CHOICE = { min: 1, max: 5 } as const;
export const STAR_RATING_MAX = 5;
