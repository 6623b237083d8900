import axe from 'axe-core';
import { expect, type Browser, type Page, type Route } from '@playwright/test';
import { matchRoutePath, type BrandKey } from '@portal/core';
import { DEMO_PASSWORD, originOf, settled, signIn } from '../fixtures';
import { SCANNED_ID_PAGES } from './id-pages';

// What the axe specs share: the rules, the scan of a page or an open dialog, and who scans.

/** The success criteria of WCAG 2.1 levels A and AA that axe checks. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The violations on the page as it is now: each rule with the elements that break it. axe runs in
 * the page itself, injected once per document: the Playwright wrapper opened a blank page to merge
 * each scan's results, which took a second of every page's scan. Frames are not entered: the
 * portal frames only other sites' players and the template editor's scriptless e-mail preview
 * (whose title is checked by TemplatesPage.test.tsx); each frame's own name is still checked on
 * the page around it.
 */
export async function violationsHere(page: Page): Promise<string[]> {
  await untilStill(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const result = await inPage.run(document, {
      runOnly: { type: 'tag', values: tags },
      iframes: false,
    });
    return result.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  }, WCAG_21_AA);
}

/**
 * Moves the pointer off the page and waits for the transitions that run to end: a button caught
 * halfway between its hover colour and its own has neither's contrast (MUI's buttons fade their
 * background, reduced motion or not). Endless animations (a loading bar) are left running.
 */
async function untilStill(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Opens the address and, once the page is loaded, scans it. */
export async function violationsOn(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  await settled(page);
  return violationsHere(page);
}

/**
 * A person signed in through the UI in a browser context of their own, with motion reduced as
 * in the test's own page (axe runs its frames through the page's context, not browser.newPage()).
 */
export async function signedInPage(
  browser: Browser,
  brand: BrandKey,
  email: string,
  password = DEMO_PASSWORD,
): Promise<Page> {
  const page = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
  await signIn(page, brand, email, password, '/help');
  return page;
}

/** A visitor of the brand: no session, motion reduced. */
export async function visitorPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
}

/**
 * The scans of one test that opens pages taking an id, in one brand: what they found by page
 * (and open dialog), expected empty at the end so every violation of the test is reported.
 */
export class IdPageScans {
  readonly found: Record<string, string[]> = {};

  constructor(private readonly brand: BrandKey) {}

  /** Opens the page at `path` (listed in SCANNED_ID_PAGES for this brand) and scans it. */
  async page(page: Page, path: string): Promise<void> {
    this.listed(path);
    this.add(path, await violationsOn(page, `${originOf(this.brand)}${path}`));
  }

  /**
   * A print view (print layout) as its PDF is made of it, its data call answered with `data`:
   * the server makes the print keys of these views only for its own PDF renderer (and logs
   * them hidden), so the page gets what the signed-in person's own call of the same record
   * answers (the same type) in place of the call with the key.
   */
  async printView(page: Page, path: string, dataCall: string, data: unknown): Promise<void> {
    const call = `${originOf(this.brand)}${dataCall}`;
    const matches = (address: URL) => address.href.startsWith(call);
    let answered = false;
    const answer = (route: Route) => {
      answered = true;
      return route.fulfill({ json: data });
    };
    await page.route(matches, answer);
    try {
      await this.printed(page, path);
    } finally {
      await page.unroute(matches, answer);
    }
    expect(answered, `${path} called ${dataCall}`).toBe(true);
  }

  /** A print view opened with a print key of its own, scanned once it has rendered. */
  async printed(page: Page, path: string): Promise<void> {
    this.listed(path);
    await page.goto(`${originOf(this.brand)}${path}`);
    await expect(page.locator('html[data-report-rendered="true"]')).toHaveCount(1);
    // Rendered with its data: a refused key or a failed call shows an error instead.
    await expect(page.locator('.MuiAlert-colorError')).toHaveCount(0);
    await settled(page);
    this.add(path, await violationsHere(page));
  }

  /** Opens a dialog of the page the browser is on, scans with it open, then closes it. */
  async dialog(page: Page, name: string, open: () => Promise<void>): Promise<void> {
    await open();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await settled(page);
    this.add(`${new URL(page.url()).pathname} (${name})`, await violationsHere(page));
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }

  private listed(path: string): void {
    const name = matchRoutePath(path)?.route.name ?? path;
    expect(SCANNED_ID_PAGES[name] ?? [], `${name} in SCANNED_ID_PAGES`).toContain(this.brand);
  }

  private add(where: string, violations: string[]): void {
    if (violations.length) this.found[where] = violations;
  }
}
