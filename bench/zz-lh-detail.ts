import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { BUILT_SERVER, root, startScript, tempDataDir, waitForOk } from '/work/main/bench/lib/portal-process';

export type LighthousePage = {
  name: string;
  /** The path measured (the sign-in page's interaction id left out). */
  path: string;
  /** Lighthouse's performance score, 0 to 1. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
};

export type LighthouseFigures = {
  pages: LighthousePage[];
  /** The 1-minute load average before and after the runs, for the cores of this machine. */
  loadBefore: number;
  loadAfter: number;
};

const BRAND = 'teams';
const PARTICIPANT = 'participant@demo.example';
const PASSWORD = 'Portal-Demo-2024!';

/** Signs the demo participant in on the sign-in screen an anonymous `/` leads to. */
async function signIn(page: Page, origin: string) {
  await page.goto(`${origin}/`);
  await page.waitForSelector('input[autocomplete="username"]');
  await page.type('input[autocomplete="username"]', PARTICIPANT);
  await page.type('input[autocomplete="current-password"]', PASSWORD);
  await page.click('button[type="submit"]');
  await reached(page, (url) => url.pathname === '/');
}

/** Waits (across the redirects of the sign-in) until the page's address is the one wanted. */
async function reached(page: Page, wanted: (url: URL) => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!wanted(new URL(page.url()))) {
    if (Date.now() > deadline) throw new Error(`Still on ${page.url()}.`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

/**
 * One Lighthouse navigation with its default settings (mobile form factor, simulated
 * throttling) in the page given, whose storage is kept: the signed-in pages need the session
 * the page holds, and the sign-in page needs its interaction cookie.
 */
async function measure(page: Page, name: string, url: string): Promise<LighthousePage> {
  const result = await lighthouse(
    url,
    { disableStorageReset: true, onlyCategories: ['performance'], logLevel: 'error' },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse answered nothing for ${url}.`);
  const { lhr } = result; (await import('node:fs')).writeFileSync('/tmp/lhr-' + name.replace(/[^a-z0-9]+/gi, '_') + '.json', JSON.stringify(lhr));
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    name,
    path: new URL(url).pathname,
    score: lhr.categories.performance?.score ?? 0,
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
  };
}

/**
 * Lighthouse's performance figures of the sign-in page, an anonymous `/` (which ends on the
 * sign-in page), and, signed in as the demo participant, home, the plan and the released 360
 * report, against the built server with demo data in this machine's Chromium.
 */
export async function benchLighthouse(): Promise<LighthouseFigures> {
  const data = tempDataDir();
  const portal = await startScript(BUILT_SERVER, {
    DATA_DIR: data.path,
    PORTAL_DEMO: '1',
    LOG_LEVEL: 'warn',
  });
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
    headless: true,
  });
  const loadBefore = loadavg()[0] ?? 0;
  try {
    // Creating and seeding the demo database takes minutes on a machine others are loading.
    await waitForOk(`http://127.0.0.1:${portal.port}/api/ready`, portal.child, 240_000);
    const origin = `http://${BRAND}.localhost:${portal.port}`;
    const pages: LighthousePage[] = [];
    const anonymous = await browser.newPage();
    // Warms the server's caches of the static files, as a running portal has them.
    await anonymous.goto(`${origin}/`);
    await reached(anonymous, (url) => url.pathname === '/auth/login');
    pages.push(await measure(anonymous, 'sign-in page', anonymous.url()));
    await anonymous.close();
    const visitor = await browser.newPage();
    pages.push(await measure(visitor, 'anonymous `/` (ends on sign-in)', `${origin}/`));
    await visitor.close();

    const page = await browser.newPage();
    await signIn(page, origin);
    pages.push(await measure(page, 'home (signed in)', `${origin}/`));
    pages.push(await measure(page, 'plan (signed in)', `${origin}/plan`));
    await page.goto(`${origin}/myreports`);
    const report = await page.waitForSelector('a[href^="/report/"]');
    const href = await report?.evaluate((link) => link.getAttribute('href'));
    if (!href) throw new Error('The demo participant has no released 360 report.');
    pages.push(await measure(page, '360 report (signed in)', `${origin}${href}`));
    return { pages, loadBefore, loadAfter: loadavg()[0] ?? 0 };
  } finally {
    await browser.close();
    await portal.stop();
    data.remove();
  }
}

/** The version measuring, as installed (pinned in package.json). */
export const LIGHTHOUSE_VERSION = (
  JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as {
    version: string;
  }
).version;

/** The limits of the first load: Lighthouse's score at least, layout shift under. */
export const LIGHTHOUSE_LIMITS = { score: 0.95, cls: 0.1 } as const;

/** The figures as a Markdown table with each page's ratios to the limits. */
export function lighthouseTable({ pages }: LighthouseFigures): string {
  const ms = (value: number) => Math.round(value).toLocaleString('en-US');
  const rows = pages.map(
    (page) =>
      `| ${page.name} | ${page.score.toFixed(2)} | ${(page.score / LIGHTHOUSE_LIMITS.score).toFixed(2)} | ${ms(page.fcpMs)} | ${ms(page.lcpMs)} | ${page.cls.toFixed(3)} | ${(page.cls / LIGHTHOUSE_LIMITS.cls).toFixed(2)} | ${ms(page.tbtMs)} |`,
  );
  return [
    '| page | score | score / 0.95 | FCP ms | LCP ms | CLS | CLS / 0.1 | TBT ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}
const f = await benchLighthouse();
console.log(lighthouseTable(f));
process.exit(0);
