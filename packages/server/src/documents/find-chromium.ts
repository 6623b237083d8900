import { existsSync } from 'node:fs';

/** Where a system Chromium or Chrome usually lives (Debian, Ubuntu, Fedora, Alpine, macOS). */
export const CHROMIUM_CANDIDATES: readonly string[] = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/lib/chromium/chromium',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

export const NO_CHROMIUM = 'errors.server.noChromium';

/** CHROMIUM_PATH when set (even if missing, so a typo is reported), else the first system browser found. */
export function findChromium(
  configured: string | undefined,
  exists: (path: string) => boolean = existsSync,
): string | undefined {
  if (configured) return exists(configured) ? configured : undefined;
  return CHROMIUM_CANDIDATES.find((path) => exists(path));
}
