import type { ErrorKey } from '../i18n/error-text';
import { DEFAULT_MAX_STUDENTS, SELF_REGISTER_WINDOW_DAYS } from './constants';
import { INITIAL_EVENT_STATUS } from './enums';

/**
 * Pure rules of training events (issue 8), shared by the server and the web app. Decisions
 * where the spec is silent are in docs/decisions.md, "Training events (server)".
 */

/** The attendance status of an event before its count is certified or reconciled. */
export const ATTENDANCE_STATUS_NONE = 'none';

/** The spec's defaults of a new event. */
export const EVENT_DEFAULTS = {
  status: INITIAL_EVENT_STATUS,
  maxStudents: DEFAULT_MAX_STUDENTS,
  attendenceStatus: ATTENDANCE_STATUS_NONE,
  attendenceCount: 0,
  ianaLocationTimeZone: 'UTC',
} as const;

/** Days ahead GetSelfRegisterEvents looks when the caller gives no window. */
export const SELF_REGISTER_DEFAULT_DAYS = SELF_REGISTER_WINDOW_DAYS;
/** Longest window a caller may ask for (one year). */
export const SELF_REGISTER_MAX_DAYS = 366;

/**
 * Event codes (typed at check-in, shown on the trainer's screen): the invite codes' alphabet
 * without look-alikes, 8 symbols (about 37 bits), shown as `ABCD-EFGH`.
 */
export const EVENT_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const EVENT_CODE_LENGTH = 8;
export const EVENT_CODE_MAX_INPUT = 32;

/** The code as stored: upper case, without spaces and dashes. */
export function normalizeEventCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

export function isWellFormedEventCode(code: string): boolean {
  return (
    code.length === EVENT_CODE_LENGTH && [...code].every((c) => EVENT_CODE_ALPHABET.includes(c))
  );
}

/** `ABCDEFGH` → `ABCD-EFGH`. */
export function formatEventCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/**
 * A code from random bytes (the server draws them from the CSPRNG). Bytes at or above the
 * largest multiple of the alphabet's size are skipped, so every symbol is equally likely;
 * undefined when the bytes ran out first (draw more).
 */
export function eventCodeFromBytes(bytes: Uint8Array): string | undefined {
  const size = EVENT_CODE_ALPHABET.length;
  const limit = 256 - (256 % size);
  let code = '';
  for (const byte of bytes) {
    if (byte >= limit) continue;
    code += EVENT_CODE_ALPHABET[byte % size];
    if (code.length === EVENT_CODE_LENGTH) return code;
  }
  return undefined;
}

/** True when the text names a time zone of the IANA database that this runtime knows. */
export function isValidTimeZone(zone: string): boolean {
  if (!zone.includes('/') && zone !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock time (`YYYY-MM-DDTHH:mm`, as a `datetime-local` field holds it) of an instant in a time zone. */
export function wallTimeIn(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** The calendar day (`YYYY-MM-DD`) of an instant in a time zone. */
export const localDateIn = (instant: Date, timeZone: string): string =>
  wallTimeIn(instant, timeZone).slice(0, 10);

/** Offset of a time zone from UTC at an instant, in minutes (Chicago in winter: -360). */
export function timeZoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** What decides whether an event takes check-ins now. */
export type CheckinFacts = {
  startDate: Date | null;
  endDate: Date | null;
  /** IANA zone of the event's location. */
  timeZone: string;
  archived: boolean;
  /** From the event's catalog item. */
  disableCheckin: boolean;
  useStrictCheckinRules: boolean;
};

export const CheckinRefusal = {
  Disabled: 'disabled',
  Archived: 'archived',
  NotScheduled: 'notScheduled',
  NotToday: 'notToday',
} as const;
export type CheckinRefusal = (typeof CheckinRefusal)[keyof typeof CheckinRefusal];

export const CHECKIN_MESSAGES: Readonly<Record<CheckinRefusal, string>> = {
  disabled: 'Check-in is not available for this event.',
  archived: 'This event has been archived: check-in is closed.',
  notScheduled: 'This event has no date yet: check-in opens on the day of the event.',
  notToday: 'Check-in is open only on the days of the event.',
};

/**
 * Whether check-in is open at `now`. A catalog item may disable check-in; an archived event
 * takes none. Under strict rules check-in is open only on the event's days in its own time
 * zone (from the local day of the start to the local day of the end, both whole); without
 * them it is open whenever the event is neither archived nor disabled (late sign-ins of
 * paper lists are common).
 */
export function checkinAvailability(facts: CheckinFacts, now: Date): CheckinRefusal | null {
  if (facts.disableCheckin) return CheckinRefusal.Disabled;
  if (facts.archived) return CheckinRefusal.Archived;
  if (!facts.useStrictCheckinRules) return null;
  if (!facts.startDate) return CheckinRefusal.NotScheduled;
  const today = localDateIn(now, facts.timeZone);
  const first = localDateIn(facts.startDate, facts.timeZone);
  const last = localDateIn(facts.endDate ?? facts.startDate, facts.timeZone);
  return today >= first && today <= last ? null : CheckinRefusal.NotToday;
}

/** The window of GetSelfRegisterEvents: from now to `days` days ahead. */
export function selfRegisterWindow(now: Date, days: number): { from: Date; to: Date } {
  return { from: now, to: new Date(now.getTime() + days * 86_400_000) };
}

/** What decides whether a person may register themselves for an event. */
export type SelfRegisterFacts = {
  canSelfRegister: boolean;
  archived: boolean;
  startDate: Date | null;
  participantCount: number;
  maxStudents: number;
};

export const SelfRegisterRefusal = {
  NotOpen: 'notOpen',
  Started: 'started',
  Full: 'full',
} as const;
export type SelfRegisterRefusal = (typeof SelfRegisterRefusal)[keyof typeof SelfRegisterRefusal];

export const SELF_REGISTER_REFUSALS = {
  notOpen: 'errors.event.registrationsClosed',
  started: 'errors.event.started',
  full: 'errors.event.full',
} as const satisfies Record<SelfRegisterRefusal, ErrorKey>;

/** A registration is possible for an open, future, not full event of a self-register type. */
export function selfRegisterRefusal(
  facts: SelfRegisterFacts,
  now: Date,
): SelfRegisterRefusal | null {
  if (!facts.canSelfRegister || facts.archived || !facts.startDate) {
    return SelfRegisterRefusal.NotOpen;
  }
  if (facts.startDate.getTime() <= now.getTime()) return SelfRegisterRefusal.Started;
  if (facts.participantCount >= facts.maxStudents) return SelfRegisterRefusal.Full;
  return null;
}
