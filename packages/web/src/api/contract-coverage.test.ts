import { describe, expect, it } from 'vitest';

/**
 * The web's API calls go through core's contract (`call(api, someApi.name, ...)`, `download`,
 * `fileRequest`, `printGet`), never through a hand-written path: no source file writes an `/api/`
 * path or builds one from a path table (`SOMETHING_API.x(id)`). The files below are the ones not
 * converted yet; the list only shrinks.
 */
const NOT_CONVERTED = [
  'features/security/security-api.ts',
];

/**
 * The transports every call goes through, given the path by `call` and `printGet`: the fetch
 * client (session, renewal, errors) and the print views' (a print key instead of a session).
 */
const TRANSPORTS = ['api/client.ts', 'features/print/print-api.ts'];

const sources = import.meta.glob<string>('../**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});
// Paths relative to src: Vite names the files of this folder './x.ts', the others '../x/y.ts'.
const fromSrc = (path: string) => path.replace(/^\.\//, 'api/').replace(/^\.\.\//, '');
const files = Object.entries(sources)
  .map(([path, text]) => ({ file: fromSrc(path), text }))
  .filter((f) => !/\.test\.tsx?$/.test(f.file) && !TRANSPORTS.includes(f.file));
const writesPath = (text: string) => /['"`]\/api\//.test(text) || /\b[A-Z][A-Z_]*_API\b/.test(text);
const apiModules = files.filter((f) => f.file.endsWith('-api.ts'));

describe('the web client', () => {
  it('reads every source file of the web app, and the transports exist', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(apiModules.length).toBeGreaterThanOrEqual(21);
    for (const transport of TRANSPORTS)
      expect(Object.keys(sources).map(fromSrc)).toContain(transport);
  });

  it('writes no /api path outside the transports and the files not converted yet', () => {
    const converted = files.filter((f) => !NOT_CONVERTED.includes(f.file));
    for (const { file, text } of converted) {
      expect(writesPath(text), `${file} writes an /api path by hand`).toBe(false);
    }
  });

  it('calls contract endpoints from the converted API modules', () => {
    const converted = apiModules.filter((f) => !NOT_CONVERTED.includes(f.file));
    expect(converted.length).toBeGreaterThan(0);
    for (const { file, text } of converted) {
      expect(text, file).toMatch(/\bcall\(api, \w+Api\.\w+|\bdownload\(api, \w+Api\.\w+/);
    }
  });

  it('keeps the list of files not converted yet exact', () => {
    const withPaths = files.filter((f) => writesPath(f.text)).map((f) => f.file);
    expect(withPaths.sort()).toEqual([...NOT_CONVERTED].sort());
  });
});
