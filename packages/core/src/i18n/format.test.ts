import { describe, expect, it } from 'vitest';
import { formatShortDate } from '../domain/dates';
import {
  formatDate,
  formatDateRange,
  formatDateTime,
  formatList,
  formatMonth,
  formatNumber,
  formatFileSize,
  formatPercent,
  formatWeekday,
} from './format';

// Intl writes some spaces as narrow or non-breaking ones; the tests compare plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0\u2009]/g, ' ');
const instant = '2026-11-26T15:05:00Z';

describe('dates', () => {
  it('writes the screens’ date as each language does', () => {
    expect(formatDate(instant, 'en-us', { timeZone: 'UTC' })).toBe('Nov 26, 2026');
    expect(formatDate(instant, 'en-gb', { timeZone: 'UTC' })).toBe('26 Nov 2026');
    expect(formatDate(instant, 'de', { timeZone: 'UTC' })).toBe('26.11.2026');
    expect(formatDate(instant, 'pt-br', { timeZone: 'UTC' })).toBe('26 de nov. de 2026');
  });

  it('writes the short date of reports as the spec’s MM/DD/YY in en-us, and by language elsewhere', () => {
    const short = { length: 'short', timeZone: 'UTC' } as const;
    expect(formatDate(instant, 'en-us', short)).toBe('11/26/26');
    expect(formatDate('2026-11-26', 'en-us', { length: 'short' })).toBe(
      formatShortDate('2026-11-26'),
    );
    expect(formatDate(instant, 'de', short)).toBe('26.11.26');
    expect(formatDate(instant, 'fr', short)).toBe('26/11/2026');
    expect(formatDate(instant, 'pl', short)).toBe('26.11.2026');
  });

  it('spells the month in the long date', () => {
    expect(formatDate(instant, 'fr', { length: 'long', timeZone: 'UTC' })).toBe('26 novembre 2026');
  });

  it('keeps a calendar day on its day, whatever the zone', () => {
    expect(formatDate('2026-01-01', 'en-us')).toBe('Jan 1, 2026');
  });

  it('reads the instant in the zone asked for', () => {
    expect(formatDate('2026-11-27T02:00:00Z', 'en-us', { timeZone: 'America/Chicago' })).toBe(
      'Nov 26, 2026',
    );
  });

  it('writes nothing for what is not a date', () => {
    expect(formatDate(null, 'de')).toBe('');
    expect(formatDate('', 'de')).toBe('');
    expect(formatDate('not a date', 'de')).toBe('');
    expect(formatDateTime(undefined, 'de')).toBe('');
    expect(formatDateRange(null, instant, 'de')).toBe('');
  });
});

describe('times', () => {
  it('writes the time of day by the language’s clock', () => {
    expect(plain(formatDateTime(instant, 'en-us', { timeZone: 'UTC' }))).toBe(
      'Nov 26, 2026, 3:05 PM',
    );
    expect(formatDateTime(instant, 'de', { timeZone: 'UTC' })).toBe('26.11.2026, 15:05');
  });

  it('names the zone when asked, for a place other than the reader’s', () => {
    expect(
      plain(formatDateTime(instant, 'en-us', { timeZone: 'America/Chicago', withZone: true })),
    ).toBe('Nov 26, 2026, 9:05 AM CST');
  });

  it('writes a range within one day once', () => {
    const range = plain(
      formatDateRange('2026-12-01T15:00:00Z', '2026-12-01T22:00:00Z', 'en-us', {
        timeZone: 'America/Chicago',
        withWeekday: true,
        withZone: true,
      }),
    );
    expect(range).toMatch(/^Tue, Dec 1, 2026, 9:00 AM( CST)? – 4:00 PM CST$/);
  });

  it('writes days only when the range is of days', () => {
    expect(
      plain(
        formatDateRange('2026-12-01', '2026-12-03', 'en-gb', { withTime: false, length: 'long' }),
      ),
    ).toMatch(/^1 ?– ?3 December 2026$/);
  });

  it('names the weekdays in the language', () => {
    expect(formatWeekday(0, 'en-us')).toBe('Sunday');
    expect(formatWeekday(1, 'de')).toBe('Montag');
    expect(formatWeekday(6, 'es')).toBe('sábado');
  });

  it('names a month with its year in the language', () => {
    expect(formatMonth('2026-11', 'en-us')).toBe('Nov 2026');
    expect(formatMonth('2026-01', 'de')).toBe('Jan. 2026');
    expect(formatMonth('2025-12', 'en-us', '2-digit')).toBe('Dec 25');
  });
});

describe('numbers and lists', () => {
  it('groups digits and writes the decimal sign as the language does', () => {
    expect(formatNumber(12345.5, 'en-us')).toBe('12,345.5');
    expect(plain(formatNumber(12345.5, 'fr'))).toBe('12 345,5');
    expect(formatNumber(3.456, 'de', { min: 1, max: 2 })).toBe('3,46');
    expect(formatNumber(4, 'de', { min: 1, max: 2 })).toBe('4,0');
  });

  it("writes a file's size in kB under a megabyte, else in MB", () => {
    expect(formatFileSize(2048, 'en-us')).toBe('2 kB');
    expect(formatFileSize(3_250_000, 'en-us')).toBe('3.1 MB');
    expect(plain(formatFileSize(3_250_000, 'fr'))).toBe('3,1 Mo');
  });

  it('writes a share as a percentage', () => {
    expect(formatPercent(0.25, 'en-us')).toBe('25%');
    expect(plain(formatPercent(0.25, 'de'))).toBe('25 %');
    expect(formatPercent(0.1234, 'en-us', 1)).toBe('12.3%');
  });

  it('joins items with the language’s “and” or “or”', () => {
    expect(formatList(['Peers', 'Managers', 'Others'], 'en-us')).toBe(
      'Peers, Managers, and Others',
    );
    expect(formatList(['Peers', 'Managers', 'Others'], 'en-gb')).toBe('Peers, Managers and Others');
    expect(formatList(['Kollegen', 'Vorgesetzte'], 'de')).toBe('Kollegen und Vorgesetzte');
    expect(formatList(['A', 'B'], 'fr', 'or')).toBe('A ou B');
  });
});
