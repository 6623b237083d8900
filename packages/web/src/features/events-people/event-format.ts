import {
  CHECKIN_MESSAGES,
  formatDateRange,
  isSameOriginPath,
  type CheckinRefusal,
} from '@portal/core';

/**
 * When an event takes place, in its own time zone (where people meet), in the reader's
 * language: "Tue, Dec 1, 2026, 9:00 AM – 4:00 PM CST". '' without a start date.
 */
export function formatEventWhen(
  start: string | null,
  end: string | null,
  timeZone: string,
  locale: string,
): string {
  return formatDateRange(start, end, locale, { timeZone, withWeekday: true, withZone: true });
}

/** Past once it has ended (or, without an end, started); an event without a date is ahead. */
export function hasEnded(event: { startDate: string | null; endDate: string | null }, now: Date) {
  const last = event.endDate ?? event.startDate;
  return last !== null && new Date(last).getTime() < now.getTime();
}

/** The refusal a check-in message of the server stands for, so it shows in the reader's language. */
export function checkinRefusalOf(message: string | null): CheckinRefusal | null {
  const found = Object.entries(CHECKIN_MESSAGES).find(([, text]) => text === message);
  return found ? (found[0] as CheckinRefusal) : null;
}

/**
 * Where the catalog sends a person once checked in: a path of this site or an http(s) address;
 * anything else (a `javascript:` address typed into the catalog) is not followed.
 */
export function checkedInRedirectOf(value: string | null): string | null {
  if (!value) return null;
  const text = value.trim();
  if (isSameOriginPath(text)) return text;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
