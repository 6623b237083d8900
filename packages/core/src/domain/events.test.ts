import { describe, expect, it } from 'vitest';
import {
  CheckinRefusal,
  EVENT_CODE_ALPHABET,
  EVENT_CODE_LENGTH,
  EVENT_DEFAULTS,
  SelfRegisterRefusal,
  checkinAvailability,
  eventCodeFromBytes,
  formatEventCode,
  isValidTimeZone,
  isWellFormedEventCode,
  localDateIn,
  normalizeEventCode,
  selfRegisterRefusal,
  selfRegisterWindow,
  timeZoneOffsetMinutes,
} from './events';

const facts = {
  startDate: new Date('2026-12-01T15:00:00Z'),
  endDate: new Date('2026-12-02T23:00:00Z'),
  timeZone: 'America/Chicago',
  archived: false,
  disableCheckin: false,
  useStrictCheckinRules: true,
};

describe('event defaults', () => {
  it("are the spec's: Manual Scheduled, 40 students, attendance none", () => {
    expect(EVENT_DEFAULTS.status).toBe('Manual Scheduled');
    expect(EVENT_DEFAULTS.maxStudents).toBe(40);
    expect(EVENT_DEFAULTS.attendenceStatus).toBe('none');
  });
});

describe('event codes', () => {
  it('draws unbiased codes of the readable alphabet and skips bytes past the last multiple', () => {
    const bytes = new Uint8Array([255, 250, 0, 1, 2, 3, 4, 5, 6, 24]);
    const code = eventCodeFromBytes(bytes);
    expect(code).toBe('ACDEFGH9');
    expect(code && isWellFormedEventCode(code)).toBe(true);
    expect(eventCodeFromBytes(new Uint8Array([1, 2, 255]))).toBeUndefined();
  });
  it('reads typed codes without case, spaces or dashes and shows them in two groups', () => {
    expect(normalizeEventCode(' acde-fgh9 ')).toBe('ACDEFGH9');
    expect(formatEventCode('ACDEFGH9')).toBe('ACDE-FGH9');
    expect(isWellFormedEventCode('ACDEFGH0')).toBe(false);
    expect(isWellFormedEventCode('ACDEFGH')).toBe(false);
    expect(EVENT_CODE_ALPHABET).not.toMatch(/[01258OILZSB]/);
    expect(EVENT_CODE_LENGTH).toBe(8);
  });
});

describe('time zones', () => {
  it('knows IANA zones and refuses abbreviations and nonsense', () => {
    expect(isValidTimeZone('America/Chicago')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('CST')).toBe(false);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
  it('gives the local day and the offset of an instant', () => {
    const lateEvening = new Date('2026-12-02T03:30:00Z');
    expect(localDateIn(lateEvening, 'America/Chicago')).toBe('2026-12-01');
    expect(localDateIn(lateEvening, 'Europe/Berlin')).toBe('2026-12-02');
    expect(timeZoneOffsetMinutes(lateEvening, 'America/Chicago')).toBe(-360);
    expect(timeZoneOffsetMinutes(new Date('2026-07-01T12:00:00Z'), 'America/Chicago')).toBe(-300);
    expect(timeZoneOffsetMinutes(lateEvening, 'Asia/Kolkata')).toBe(330);
  });
});

describe('check-in availability', () => {
  it('under strict rules is open only on the event days in its own time zone', () => {
    expect(checkinAvailability(facts, new Date('2026-12-01T05:30:00Z'))).toBe(
      CheckinRefusal.NotToday,
    ); // 23:30 on Nov 30 in Chicago
    expect(checkinAvailability(facts, new Date('2026-12-01T07:00:00Z'))).toBeNull();
    expect(checkinAvailability(facts, new Date('2026-12-03T05:59:00Z'))).toBeNull();
    expect(checkinAvailability(facts, new Date('2026-12-03T06:00:00Z'))).toBe(
      CheckinRefusal.NotToday,
    );
    expect(checkinAvailability({ ...facts, startDate: null }, new Date())).toBe(
      CheckinRefusal.NotScheduled,
    );
  });
  it('without strict rules is open whenever the event is neither archived nor disabled', () => {
    const lenient = { ...facts, useStrictCheckinRules: false };
    expect(checkinAvailability(lenient, new Date('2027-05-01T00:00:00Z'))).toBeNull();
    expect(checkinAvailability({ ...lenient, archived: true }, new Date())).toBe(
      CheckinRefusal.Archived,
    );
    expect(checkinAvailability({ ...facts, disableCheckin: true }, new Date())).toBe(
      CheckinRefusal.Disabled,
    );
  });
});

describe('self-registration', () => {
  const now = new Date('2026-11-01T00:00:00Z');
  const open = {
    canSelfRegister: true,
    archived: false,
    startDate: new Date('2026-11-10T00:00:00Z'),
    participantCount: 3,
    maxStudents: 40,
  };
  it('looks 30 days ahead by default', () => {
    expect(selfRegisterWindow(now, 30).to.toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });
  it('is open for future, not full events of a self-register type', () => {
    expect(selfRegisterRefusal(open, now)).toBeNull();
    expect(selfRegisterRefusal({ ...open, canSelfRegister: false }, now)).toBe(
      SelfRegisterRefusal.NotOpen,
    );
    expect(selfRegisterRefusal({ ...open, participantCount: 40 }, now)).toBe(
      SelfRegisterRefusal.Full,
    );
    expect(selfRegisterRefusal(open, new Date('2026-11-10T00:00:00Z'))).toBe(
      SelfRegisterRefusal.Started,
    );
  });
});
