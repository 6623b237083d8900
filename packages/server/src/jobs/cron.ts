/**
 * Five-field cron expressions (minute hour day-of-month month day-of-week), evaluated in UTC:
 * the embedded queue's scheduler. PostgreSQL's pg-boss reads the same expressions itself.
 */

const FIELDS = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  { name: 'day of week', min: 0, max: 7 },
] as const;

type Field = (typeof FIELDS)[number];

export type CronSchedule = {
  /** True when the minute of `date` (UTC) is one the expression names. */
  matches: (date: Date) => boolean;
};

function parsePart(part: string, field: Field): number[] {
  const [range = '', stepText] = part.split('/');
  const step = stepText === undefined ? 1 : Number(stepText);
  if (!Number.isInteger(step) || step < 1) throw new Error(`bad step in the ${field.name}`);
  let from: number = field.min;
  let to: number = field.max;
  if (range !== '*') {
    const [a, b] = range.split('-');
    from = Number(a);
    to = b === undefined ? (stepText === undefined ? from : field.max) : Number(b);
  }
  if (![from, to].every(Number.isInteger) || from < field.min || to > field.max || from > to) {
    throw new Error(`the ${field.name} must lie in ${field.min}-${field.max}`);
  }
  const values: number[] = [];
  for (let v = from; v <= to; v += step) values.push(v);
  return values;
}

function parseField(text: string, field: Field): Set<number> {
  const values = new Set(text.split(',').flatMap((part) => parsePart(part, field)));
  // Sunday is 0 or 7.
  if (field.name === 'day of week' && values.has(7)) values.add(0);
  return values;
}

/** Parses a cron expression; throws with the field at fault when it is not valid. */
export function parseCron(expression: string): CronSchedule {
  const texts = expression.trim().split(/\s+/);
  if (texts.length !== FIELDS.length) throw new Error('a cron expression has five fields');
  const [minutes, hours, days, months, weekdays] = FIELDS.map((field, i) =>
    parseField(texts[i] ?? '', field),
  ) as [Set<number>, Set<number>, Set<number>, Set<number>, Set<number>];
  const dayRestricted = texts[2] !== '*';
  const weekdayRestricted = texts[4] !== '*';
  return {
    matches: (date) => {
      const dayOk = days.has(date.getUTCDate());
      const weekdayOk = weekdays.has(date.getUTCDay());
      // As in cron: when both day fields are restricted, either may match.
      const day = dayRestricted && weekdayRestricted ? dayOk || weekdayOk : dayOk && weekdayOk;
      return (
        minutes.has(date.getUTCMinutes()) &&
        hours.has(date.getUTCHours()) &&
        months.has(date.getUTCMonth() + 1) &&
        day
      );
    },
  };
}

/** The start of the minute of `date`. */
export function minuteOf(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 60_000) * 60_000);
}
