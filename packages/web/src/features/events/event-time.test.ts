import { describe, expect, it } from 'vitest';
import { formatEventDates, fromWallTime, moveToZone, timeZones, toWallTime } from './event-time';

describe('event times in the event’s own zone', () => {
  it('reads an instant as the wall-clock time of the zone', () => {
    expect(toWallTime('2026-01-15T15:30:00.000Z', 'America/Chicago')).toBe('2026-01-15T09:30');
    expect(toWallTime('2026-07-15T15:30:00.000Z', 'America/Chicago')).toBe('2026-07-15T10:30');
    expect(toWallTime(null, 'UTC')).toBe('');
  });

  it('turns a wall-clock time of the zone into the instant, in winter and in summer', () => {
    expect(fromWallTime('2026-01-15T09:30', 'America/Chicago')).toBe('2026-01-15T15:30:00.000Z');
    expect(fromWallTime('2026-07-15T10:30', 'America/Chicago')).toBe('2026-07-15T15:30:00.000Z');
    expect(fromWallTime('2026-03-29T08:00', 'Europe/Berlin')).toBe('2026-03-29T06:00:00.000Z');
    expect(fromWallTime('', 'UTC')).toBeNull();
  });

  it('keeps the typed time when the zone changes', () => {
    const moved = moveToZone('2026-01-15T15:30:00.000Z', 'America/Chicago', 'Europe/Paris');
    expect(moved).toBe('2026-01-15T08:30:00.000Z');
  });

  it('offers UTC first among the IANA zones', () => {
    const zones = timeZones();
    expect(zones[0]).toBe('UTC');
    expect(zones).toContain('America/Chicago');
  });

  it('shows the dates with the zone they are in', () => {
    const text = formatEventDates(
      { startDate: '2026-01-15T15:30:00.000Z', endDate: null, ianaLocationTimeZone: 'Asia/Tokyo' },
      'en-US',
    );
    expect(text).toContain('Jan 16, 2026');
    expect(text).toContain('(Asia/Tokyo)');
  });
});
