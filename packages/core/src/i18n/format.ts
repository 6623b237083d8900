import { toDate } from '../domain/dates';

// Dates, times, numbers and lists as a language writes them, on the runtime's Intl. Screens,
// documents and messages format through here, so one page never mixes two ways of writing a date.
// A locale is a catalog's code (`de`, `pt-br`, `es-419`); Intl reads it case-insensitively.

type DateInput = Date | string | number | null | undefined;

/**
 * How long a written date is. `medium` is the screens' date ("Nov 26, 2026", "26.11.2026");
 * `short` is all digits ("11/26/26", "26.11.26"), the spec's MM/DD/YY in en-us: the dates of
 * reports; `long` spells the month ("November 26, 2026"), for certificates.
 */
export type DateLength = 'short' | 'medium' | 'long';

type DateOptions = {
  length?: DateLength;
  /** The IANA zone to read the instant in; the reader's own zone when left out. */
  timeZone?: string;
};

type DateTimeOptions = DateOptions & {
  /** Adds the zone's short name ("CST", "GMT+1"): for times of a place other than the reader's. */
  withZone?: boolean;
  /** Adds the short weekday ("Tue"): for when an event takes place. */
  withWeekday?: boolean;
};

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat>();

/** Intl formatters are slow to build and immutable: one per locale and options, kept. */
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat>(
  kind: string,
  locale: string,
  options: object,
  build: () => T,
): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The fields of `dateStyle`, for the formats that add a weekday or a zone (Intl takes one or the other). */
const dateFields = (length: DateLength): Intl.DateTimeFormatOptions =>
  length === 'short'
    ? { year: '2-digit', month: '2-digit', day: '2-digit' }
    : { year: 'numeric', month: length === 'long' ? 'long' : 'short', day: 'numeric' };

function dateFormat(locale: string, options: DateTimeOptions, withTime: boolean) {
  const { length = 'medium', timeZone, withZone = false, withWeekday = false } = options;
  const intlOptions: Intl.DateTimeFormatOptions =
    withZone || withWeekday
      ? {
          ...dateFields(length),
          ...(withWeekday && { weekday: 'short' }),
          ...(withTime && { hour: 'numeric', minute: '2-digit' }),
          ...(withZone && { timeZoneName: 'short' }),
          ...(timeZone && { timeZone }),
        }
      : {
          dateStyle: length,
          ...(withTime && { timeStyle: 'short' }),
          ...(timeZone && { timeZone }),
        };
  return cached('date', locale, intlOptions, () => new Intl.DateTimeFormat(locale, intlOptions));
}

/** A calendar day; '' when the value is not a date (a date-only text is that day, anywhere). */
export function formatDate(value: DateInput, locale: string, options: DateOptions = {}): string {
  const date = toDate(value);
  return date ? dateFormat(locale, options, false).format(date) : '';
}

/** A day and its time of day; '' when the value is not a date. */
export function formatDateTime(
  value: DateInput,
  locale: string,
  options: DateTimeOptions = {},
): string {
  const date = toDate(value);
  return date ? dateFormat(locale, options, true).format(date) : '';
}

/**
 * From one instant to another, written once where they share a day ("Dec 1, 2026, 9:00 AM –
 * 4:00 PM"); the start alone without an end, '' without a start. With `withTime` off, days only.
 */
export function formatDateRange(
  start: DateInput,
  end: DateInput,
  locale: string,
  options: DateTimeOptions & { withTime?: boolean } = {},
): string {
  const { withTime = true, ...rest } = options;
  const from = toDate(start);
  if (!from) return '';
  const to = toDate(end);
  const format = dateFormat(locale, rest, withTime);
  return to ? format.formatRange(from, to) : format.format(from);
}

/** The name of a weekday (0 Sunday to 6 Saturday), in full. */
export function formatWeekday(day: number, locale: string): string {
  const options: Intl.DateTimeFormatOptions = { weekday: 'long', timeZone: 'UTC' };
  // 2023-01-01 was a Sunday.
  return cached('weekday', locale, options, () => new Intl.DateTimeFormat(locale, options)).format(
    Date.UTC(2023, 0, 1 + day),
  );
}

/**
 * A calendar month written `YYYY-MM`, as the language names it with its year ("Nov 2026"; with a
 * two-digit year, "Nov 26", for the ticks of a chart's axis).
 */
export function formatMonth(
  month: string,
  locale: string,
  year: 'numeric' | '2-digit' = 'numeric',
): string {
  const [y, index] = month.split('-').map(Number);
  const options: Intl.DateTimeFormatOptions = { month: 'short', year, timeZone: 'UTC' };
  return cached('month', locale, options, () => new Intl.DateTimeFormat(locale, options)).format(
    Date.UTC(y ?? 0, (index ?? 1) - 1, 1),
  );
}

/** A number with the language's digit grouping and decimal sign. */
export function formatNumber(
  value: number,
  locale: string,
  fractionDigits: { min?: number; max?: number } = {},
): string {
  const options: Intl.NumberFormatOptions = {
    minimumFractionDigits: fractionDigits.min ?? 0,
    maximumFractionDigits: fractionDigits.max ?? Math.max(3, fractionDigits.min ?? 0),
  };
  return cached('number', locale, options, () => new Intl.NumberFormat(locale, options)).format(
    value,
  );
}

/** A file's size: kB under a megabyte, else MB, one decimal at most ("3.1 MB", "3,1 Mo"). */
export function formatFileSize(bytes: number, locale: string): string {
  const [value, unit] =
    bytes < 1_048_576 ? [bytes / 1024, 'kilobyte'] : [bytes / 1_048_576, 'megabyte'];
  const options: Intl.NumberFormatOptions = { style: 'unit', unit, maximumFractionDigits: 1 };
  return cached('unit', locale, options, () => new Intl.NumberFormat(locale, options)).format(
    value,
  );
}

/** A share (0.25) as a percentage ("25%", "25 %"), rounded to `digits` decimals. */
export function formatPercent(share: number, locale: string, digits = 0): string {
  const options: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: digits };
  return cached('percent', locale, options, () => new Intl.NumberFormat(locale, options)).format(
    share,
  );
}

/** Items joined as the language joins them: "A, B and C", "A, B und C"; `or` for a choice. */
export function formatList(
  items: readonly string[],
  locale: string,
  type: 'and' | 'or' = 'and',
): string {
  const options: Intl.ListFormatOptions = {
    type: type === 'and' ? 'conjunction' : 'disjunction',
  };
  return cached('list', locale, options, () => new Intl.ListFormat(locale, options)).format(items);
}
