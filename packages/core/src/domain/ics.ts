import { timeZoneOffsetMinutes } from './events';

/**
 * An iCalendar file (RFC 5545) of one event: times in the event's own time zone (TZID with a
 * VTIMEZONE of the offset in force at the event), and a reminder alarm. Lines are folded at 75
 * octets and end with CRLF, as the RFC asks.
 */

/** Minutes before the start at which the calendar reminds the person. */
export const ICS_REMINDER_MINUTES = 60;

export type IcsEvent = {
  /** Stable across sends, so a calendar updates the entry instead of adding one. */
  uid: string;
  summary: string;
  description: string | null;
  location: string | null;
  /** Joined to the description and set as the URL of the entry. */
  url: string | null;
  start: Date;
  /** One hour after the start when absent. */
  end: Date | null;
  timeZone: string;
  organizer: { name: string | null; email: string } | null;
  /** When the file is made (DTSTAMP). */
  stamp: Date;
  /** Raised when the event changes, so calendars take the new version. */
  sequence: number;
};

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Octets of one character in UTF-8 (core runs without a TextEncoder type in every runtime). */
function utf8Length(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/** Folds a content line at 75 octets (UTF-8), continuation lines starting with a space. */
export function foldIcsLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = utf8Length(char);
    const limit = pieces.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      pieces.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** 20261201T150000Z */
const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The wall-clock time of an instant at an offset: 20261201T090000. */
function localStamp(instant: Date, offsetMinutes: number): string {
  return utcStamp(new Date(instant.getTime() + offsetMinutes * 60_000)).replace('Z', '');
}

/** -0600 */
const offsetText = (minutes: number) =>
  `${minutes < 0 ? '-' : '+'}${pad(Math.trunc(minutes / 60))}${pad(minutes % 60)}`;

function vtimezone(zone: string, offset: number): string[] {
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offsetText(offset)}`,
    `TZOFFSETTO:${offsetText(offset)}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
}

/**
 * The file's text. The VTIMEZONE describes the offset in force at the start; when the end
 * falls under another offset (a daylight-saving change inside the event) the end is written
 * in UTC, which every calendar reads the same way.
 */
export function buildIcs(event: IcsEvent): string {
  const end = event.end ?? new Date(event.start.getTime() + 3_600_000);
  const offset = timeZoneOffsetMinutes(event.start, event.timeZone);
  const endOffset = timeZoneOffsetMinutes(end, event.timeZone);
  const description = [event.description, event.url].filter(Boolean).join('\n\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Portal//Training events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...vtimezone(event.timeZone, offset),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTART;TZID=${event.timeZone}:${localStamp(event.start, offset)}`,
    endOffset === offset
      ? `DTEND;TZID=${event.timeZone}:${localStamp(end, offset)}`
      : `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    ...(description ? [`DESCRIPTION:${escapeIcsText(description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.organizer
      ? [
          `ORGANIZER${event.organizer.name ? `;CN="${event.organizer.name.replace(/"/g, "'")}"` : ''}:mailto:${event.organizer.email}`,
        ]
      : []),
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeIcsText(event.summary)}`,
    `TRIGGER:-PT${ICS_REMINDER_MINUTES}M`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
