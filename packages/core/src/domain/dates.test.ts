import { describe, expect, it } from 'vitest';
import {
  formatReleaseDate,
  formatShortDate,
  isValidDate,
  parseShortDate,
  schoolYearOf,
  schoolYearStartOf,
  toDate,
} from './dates';

describe('schoolYearOf', () => {
  it('starts a new school year in July', () => {
    expect(schoolYearOf(new Date(2025, 6, 1))).toBe('2025-2026');
  });

  it('keeps June in the school year that began the previous calendar year', () => {
    expect(schoolYearOf(new Date(2026, 5, 30))).toBe('2025-2026');
  });

  it('places January in the school year that began the previous July', () => {
    expect(schoolYearOf(new Date(2026, 0, 15))).toBe('2025-2026');
  });

  it('places December in the school year that began that July', () => {
    expect(schoolYearOf(new Date(2025, 11, 31))).toBe('2025-2026');
  });

  it('gives the starting calendar year', () => {
    expect(schoolYearStartOf(new Date(2020, 6, 1))).toBe(2020);
    expect(schoolYearStartOf(new Date(2021, 5, 30))).toBe(2020);
  });
});

describe('formatShortDate', () => {
  it('writes MM/DD/YY with leading zeros', () => {
    expect(formatShortDate(new Date(2025, 2, 7))).toBe('03/07/25');
  });

  it('writes two-digit years for years after 2099 and in the 2000s', () => {
    expect(formatShortDate(new Date(2105, 10, 30))).toBe('11/30/05');
    expect(formatShortDate(new Date(2009, 0, 1))).toBe('01/01/09');
  });

  it('reads a date-only text as that calendar day', () => {
    expect(formatShortDate('2025-12-31')).toBe('12/31/25');
  });

  it('reads an ISO timestamp', () => {
    const date = new Date(2024, 1, 29, 13, 45);
    expect(formatShortDate(date.toISOString())).toBe('02/29/24');
  });

  it('answers an empty string for missing or unparseable values', () => {
    expect(formatShortDate(null)).toBe('');
    expect(formatShortDate(undefined)).toBe('');
    expect(formatShortDate('')).toBe('');
    expect(formatShortDate('not a date')).toBe('');
    expect(formatShortDate(new Date(Number.NaN))).toBe('');
  });
});

describe('formatReleaseDate', () => {
  it('writes MM-DD-YYYY', () => {
    expect(formatReleaseDate(new Date(2025, 8, 4))).toBe('09-04-2025');
  });

  it('answers an empty string for an invalid value', () => {
    expect(formatReleaseDate('31/31/2025')).toBe('');
  });
});

describe('isValidDate', () => {
  it('accepts dates, ISO texts, date-only texts and timestamps', () => {
    expect(isValidDate(new Date())).toBe(true);
    expect(isValidDate('2025-07-01T10:00:00Z')).toBe(true);
    expect(isValidDate('2025-07-01')).toBe(true);
    expect(isValidDate(0)).toBe(true);
  });

  it('rejects empty, blank and unparseable values', () => {
    expect(isValidDate(null)).toBe(false);
    expect(isValidDate(undefined)).toBe(false);
    expect(isValidDate('')).toBe(false);
    expect(isValidDate('   ')).toBe(false);
    expect(isValidDate('yesterday')).toBe(false);
    expect(isValidDate(Number.NaN)).toBe(false);
  });

  it('rejects a date-only text naming a day that does not exist', () => {
    expect(isValidDate('2025-02-30')).toBe(false);
    expect(toDate('2025-13-01')).toBeNull();
  });
});

describe('parseShortDate', () => {
  it('reads MM/DD/YY and MM/DD/YYYY as a local calendar day', () => {
    expect(parseShortDate('11/23/26')).toEqual(new Date(2026, 10, 23));
    expect(parseShortDate('1/2/2025')).toEqual(new Date(2025, 0, 2));
  });

  it('refuses what is not such a date', () => {
    for (const text of ['13/01/25', '02/30/25', '2025-01-02', '', '1/2/3']) {
      expect(parseShortDate(text)).toBeNull();
    }
  });
});
