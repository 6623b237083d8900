import { describe, expect, it } from 'vitest';
import { minuteOf, parseCron } from './cron';

const at = (iso: string) => new Date(iso);

describe('parseCron', () => {
  it('matches every minute with five stars', () => {
    expect(parseCron('* * * * *').matches(at('2026-11-23T04:17:30Z'))).toBe(true);
  });

  it('reads steps, ranges and lists in UTC', () => {
    const quarter = parseCron('*/15 8-10 * * *');
    expect(quarter.matches(at('2026-11-23T08:45:00Z'))).toBe(true);
    expect(quarter.matches(at('2026-11-23T08:44:00Z'))).toBe(false);
    expect(quarter.matches(at('2026-11-23T11:00:00Z'))).toBe(false);
    const list = parseCron('5,35 3 * * *');
    expect(list.matches(at('2026-11-23T03:35:00Z'))).toBe(true);
    expect(list.matches(at('2026-11-23T03:36:00Z'))).toBe(false);
  });

  it('counts Sunday as 0 or 7 and ORs the day fields when both are set', () => {
    // 2026-11-22 is a Sunday.
    expect(parseCron('0 0 * * 7').matches(at('2026-11-22T00:00:00Z'))).toBe(true);
    expect(parseCron('0 0 * * 1-5').matches(at('2026-11-22T00:00:00Z'))).toBe(false);
    expect(parseCron('0 0 1 * 0').matches(at('2026-11-22T00:00:00Z'))).toBe(true);
    expect(parseCron('0 0 1 * *').matches(at('2026-11-22T00:00:00Z'))).toBe(false);
  });

  it('refuses expressions that are not five valid fields', () => {
    expect(() => parseCron('* * * *')).toThrow('five fields');
    expect(() => parseCron('60 * * * *')).toThrow('minute');
    expect(() => parseCron('*/0 * * * *')).toThrow('step');
    expect(() => parseCron('* 5-2 * * *')).toThrow('hour');
  });

  it('gives the start of a minute', () => {
    expect(minuteOf(at('2026-11-23T04:17:59.999Z')).toISOString()).toBe('2026-11-23T04:17:00.000Z');
  });
});
