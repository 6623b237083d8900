/** Month index (0 = January) at which a school year begins: July. */
export const SCHOOL_YEAR_START_MONTH_INDEX = 6;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads a date. A date-only text (`2025-07-01`) is taken as that calendar day in local time,
 * because `Date` would read it as UTC midnight and show the previous day west of Greenwich.
 */
export function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return null;
    const dateOnly = DATE_ONLY.exec(text);
    if (dateOnly) {
      const [, year, month, day] = dateOnly.map(Number) as [number, number, number, number];
      const date = new Date(year, month - 1, day);
      return date.getMonth() === month - 1 ? date : null;
    }
    const parsed = new Date(text);
    return Number.isNaN(parsed.getTime()) ? null : parsed;
  }
  const fromNumber = new Date(value);
  return Number.isNaN(fromNumber.getTime()) ? null : fromNumber;
}

/** Valid date: non-empty and parseable (spec part 1, section 5). */
export function isValidDate(value: Date | string | number | null | undefined): boolean {
  return toDate(value) !== null;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** MM/DD/YY, the date format of reports and e-mails; '' when the value is not a date. */
export function formatShortDate(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  return `${pad2(date.getMonth() + 1)}/${pad2(date.getDate())}/${pad2(date.getFullYear() % 100)}`;
}

/** MM-DD-YYYY, used by the report release message; '' when the value is not a date. */
export function formatReleaseDate(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  return `${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}-${date.getFullYear()}`;
}

const SHORT_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/;

/**
 * Reads MM/DD/YY (or MM/DD/YYYY) as that calendar day in local time; a two-digit year is in
 * 2000-2099. Null when the text is not such a date (13/01/25, 02/30/25).
 */
export function parseShortDate(text: string): Date | null {
  const match = SHORT_DATE.exec(text.trim());
  if (!match) return null;
  const [, month, day, year] = match.map(Number) as [number, number, number, number];
  const fullYear = year < 100 ? 2000 + year : year;
  const date = new Date(fullYear, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** The calendar year in which the school year containing `date` began (July onward). */
export function schoolYearStartOf(date: Date): number {
  const year = date.getFullYear();
  return date.getMonth() >= SCHOOL_YEAR_START_MONTH_INDEX ? year : year - 1;
}

/** The school year containing `date`, written yyyy-yyyy+1 (e.g. '2025-2026'). */
export function schoolYearOf(date: Date): string {
  const start = schoolYearStartOf(date);
  return `${start}-${start + 1}`;
}
