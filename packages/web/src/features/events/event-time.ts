import { formatDateRange, timeZoneOffsetMinutes, wallTimeIn } from '@portal/core';

/** Wall-clock time as a `datetime-local` field holds it: `YYYY-MM-DDTHH:mm`. */
export type WallTime = string;

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The wall-clock time of an instant in a time zone, for a `datetime-local` field. */
export const toWallTime = (iso: string | null | undefined, timeZone: string): WallTime =>
  iso ? wallTimeIn(new Date(iso), timeZone) : '';

/**
 * The instant (ISO, UTC) a wall-clock time names in a time zone, or null for an empty field.
 * The offset is read at the first guess and again at the result, so a time just after a
 * daylight-saving change lands on the right side of it.
 */
export function fromWallTime(wall: WallTime, timeZone: string): string | null {
  const match = WALL_TIME.exec(wall);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number);
  const asUtc = Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0);
  let instant = asUtc - timeZoneOffsetMinutes(new Date(asUtc), timeZone) * 60_000;
  instant = asUtc - timeZoneOffsetMinutes(new Date(instant), timeZone) * 60_000;
  return new Date(instant).toISOString();
}

/** The same wall-clock time in another zone (the time zone picker keeps what was typed). */
export function moveToZone(iso: string | null | undefined, from: string, to: string) {
  return iso ? fromWallTime(toWallTime(iso, from), to) : null;
}

/** The IANA zones this browser knows, UTC first. */
export function timeZones(): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return ['UTC', ...known.filter((zone) => zone !== 'UTC')];
}

/** The browser's own zone: a new event proposes it. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** An event's start (and end) as people read it, in the event's own zone, with the zone. */
export function formatEventDates(
  event: { startDate: string | null; endDate: string | null; ianaLocationTimeZone: string },
  locale: string,
): string {
  if (!event.startDate) return '';
  const timeZone = event.ianaLocationTimeZone;
  return `${formatDateRange(event.startDate, event.endDate, locale, { timeZone })} (${timeZone})`;
}
