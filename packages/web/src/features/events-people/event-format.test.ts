import { describe, expect, it } from 'vitest';
import { CHECKIN_MESSAGES } from '@portal/core';
import { checkedInRedirectOf, checkinRefusalOf, formatEventWhen, hasEnded } from './event-format';

describe('formatEventWhen', () => {
  it('shows the event in its own time zone, with the zone named', () => {
    const text = formatEventWhen(
      '2026-12-01T15:00:00Z',
      '2026-12-01T22:00:00Z',
      'America/Chicago',
      'en-US',
    );
    expect(text).toContain('9:00');
    expect(text).toContain('4:00');
    expect(text).toContain('CST');
  });

  it('says nothing without a start date', () => {
    expect(formatEventWhen(null, null, 'UTC', 'en-US')).toBe('');
  });
});

describe('hasEnded', () => {
  const now = new Date('2026-12-02T00:00:00Z');
  it('reads the end, else the start; an event without a date is ahead', () => {
    expect(
      hasEnded({ startDate: '2026-11-30T00:00:00Z', endDate: '2026-12-03T00:00:00Z' }, now),
    ).toBe(false);
    expect(hasEnded({ startDate: '2026-11-30T00:00:00Z', endDate: null }, now)).toBe(true);
    expect(hasEnded({ startDate: null, endDate: null }, now)).toBe(false);
  });
});

describe('checkinRefusalOf', () => {
  it('finds the refusal of a server message and nothing for other texts', () => {
    expect(checkinRefusalOf(CHECKIN_MESSAGES.notToday)).toBe('notToday');
    expect(checkinRefusalOf('Something else')).toBeNull();
    expect(checkinRefusalOf(null)).toBeNull();
  });
});

describe('checkedInRedirectOf', () => {
  it('follows paths of this site and http(s) addresses only', () => {
    expect(checkedInRedirectOf('/myevents')).toBe('/myevents');
    expect(checkedInRedirectOf('https://example.org/welcome')).toBe('https://example.org/welcome');
    expect(checkedInRedirectOf('//evil.example')).toBeNull();
    expect(checkedInRedirectOf('javascript:alert(1)')).toBeNull();
    expect(checkedInRedirectOf('not a url')).toBeNull();
    expect(checkedInRedirectOf(null)).toBeNull();
  });
});
