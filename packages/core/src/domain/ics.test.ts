import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine } from './ics';

const event = {
  uid: 'e1@portal',
  summary: 'Kickoff; day one, room 2',
  description: 'Bring a laptop.\nLunch included.',
  location: 'Dallas, TX',
  url: 'https://meet.example/abc',
  start: new Date('2026-12-01T15:00:00Z'),
  end: new Date('2026-12-01T23:00:00Z'),
  timeZone: 'America/Chicago',
  organizer: { name: 'Ana Lopez', email: 'ana@x.example' },
  stamp: new Date('2026-11-01T10:00:00Z'),
  sequence: 2,
};

/** Unfolds the content lines (RFC 5545 section 3.1) and splits name, parameters and value. */
function parse(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
  return lines.map((line) => {
    const colon = line.indexOf(':');
    const [name, ...params] = line.slice(0, colon).split(';');
    return { name, params, value: line.slice(colon + 1) };
  });
}

describe('buildIcs', () => {
  it('writes a valid calendar with the local time of the zone, a VTIMEZONE and an alarm', () => {
    const props = parse(buildIcs(event));
    const names = props.map((p) => p.name);
    expect(names.slice(0, 2)).toEqual(['BEGIN', 'VERSION']);
    const nesting: string[] = [];
    for (const p of props) {
      if (p.name === 'BEGIN') nesting.push(p.value);
      if (p.name === 'END') expect(nesting.pop()).toBe(p.value);
    }
    expect(nesting).toEqual([]);
    const vevent = props.findIndex((p) => p.name === 'BEGIN' && p.value === 'VEVENT');
    const get = (name: string) =>
      props.find((p, i) => p.name === name && (i > vevent || name.startsWith('TZ')));
    expect(get('DTSTART')).toEqual({
      name: 'DTSTART',
      params: ['TZID=America/Chicago'],
      value: '20261201T090000',
    });
    expect(get('DTEND')?.value).toBe('20261201T170000');
    expect(get('TZID')?.value).toBe('America/Chicago');
    expect(get('TZOFFSETTO')?.value).toBe('-0600');
    expect(get('TRIGGER')?.value).toBe('-PT60M');
    expect(get('SUMMARY')?.value).toBe('Kickoff\\; day one\\, room 2');
    expect(get('DESCRIPTION')?.value).toContain('Bring a laptop.\\nLunch included.');
    expect(get('ORGANIZER')).toEqual({
      name: 'ORGANIZER',
      params: ['CN="Ana Lopez"'],
      value: 'mailto:ana@x.example',
    });
    expect(get('SEQUENCE')?.value).toBe('2');
    expect(get('DTSTAMP')?.value).toBe('20261101T100000Z');
  });

  it('writes the end in UTC when a daylight-saving change falls inside the event', () => {
    const props = parse(
      buildIcs({
        ...event,
        start: new Date('2026-11-01T05:00:00Z'),
        end: new Date('2026-11-01T15:00:00Z'),
      }),
    );
    expect(props.find((p) => p.name === 'DTEND')).toEqual({
      name: 'DTEND',
      params: [],
      value: '20261101T150000Z',
    });
  });

  it('folds long lines at 75 octets without splitting characters, and escapes text', () => {
    const folded = foldIcsLine(`DESCRIPTION:${'é'.repeat(100)}`);
    for (const line of folded.split('\r\n')) {
      expect(unescape(encodeURIComponent(line)).length).toBeLessThanOrEqual(75);
    }
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'é'.repeat(100)}`);
    expect(escapeIcsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });
});
