import { describe, expect, it } from 'vitest';

/**
 * The web's API calls go through core's contract (`call(api, someApi.name, ...)`), never through
 * a hand-written path. The files below are the ones not converted yet; the list only shrinks.
 */
const NOT_CONVERTED = [
  'features/checkup-survey/checkup-survey-api.ts',
  'features/checkup/checkup-api.ts',
  'features/events-people/events-people-api.ts',
  'features/events/events-api.ts',
  'features/groups/people-status-api.ts',
  'features/home/home-api.ts',
  'features/messages/messages-api.ts',
  'features/plan/plan-api.ts',
  'features/profile/admin/instrument-api.ts',
  'features/profile/profile-api.ts',
  'features/security/security-api.ts',
];

/** The print views' own transport (a print key instead of a session), not a module of calls. */
const TRANSPORTS = ['features/print/print-api.ts'];

const sources = import.meta.glob<string>('../features/**/*-api.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const files = Object.entries(sources)
  .map(([path, text]) => ({ file: path.replace('../', ''), text }))
  .filter((f) => !TRANSPORTS.includes(f.file));
const hasPathString = (text: string) => /['"`]\/api\//.test(text);

describe('the web client', () => {
  it('finds every API module of the features', () => {
    expect(files.length).toBeGreaterThanOrEqual(21);
  });

  it('calls only contract endpoints from the converted modules (no path strings)', () => {
    const converted = files.filter((f) => !NOT_CONVERTED.includes(f.file));
    expect(converted.length).toBeGreaterThan(0);
    for (const { file, text } of converted) {
      expect(hasPathString(text), `${file} writes an /api path by hand`).toBe(false);
      expect(text, file).toMatch(/\bcall\(api, \w+Api\.\w+|\bdownload\(api, \w+Api\.\w+/);
    }
  });

  it('keeps the list of modules not converted yet exact', () => {
    const withPaths = files.filter((f) => hasPathString(f.text)).map((f) => f.file);
    expect(withPaths.sort()).toEqual([...NOT_CONVERTED].sort());
  });
});
