import type { Browser, BrowserContext, Page } from 'playwright-core';
import { HttpError } from '../http/errors';
import { NO_CHROMIUM } from './find-chromium';

export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * One headless browser per server, started on first use, with one browsing context whose pages
 * are kept open and reused (at most `maxPages`, one document at a time each). A kept page keeps the
 * web app it ran, started for one brand and language (its `startedFor`): the next document for the
 * same ones moves that app to its print route instead of starting it again.
 */
export type ChromiumPool = {
  /**
   * Runs `work` on a page of the pool; `started` tells that the page's web app already runs for
   * `startedFor` (else the page is blank). After work that succeeded, the page is kept as running
   * the app for `startedFor`, without the document's storage, cookies and error listeners.
   */
  withPage: <T>(
    startedFor: string,
    work: (page: Page, started: boolean) => Promise<T>,
  ) => Promise<T>;
  /** How often a browser was started and a page opened (what the pool saves; tests read it). */
  stats: () => { launches: number; pagesOpened: number };
  close: () => Promise<void>;
};

/**
 * Runs at most `max()` pieces of work at a time; the others wait in order. The limit is read at
 * each start and end, so a changed setting applies from the next render on.
 */
export function createLimiter(max: () => number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  const nextToWake = () => (active < max() ? waiting.shift() : undefined);
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (active < max()) active += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      active -= 1;
      // Each one woken is counted before it runs; a raised limit wakes several at once.
      for (let next = nextToWake(); next; next = nextToWake()) {
        active += 1;
        next();
      }
    }
  };
}

/**
 * Forgets a printed document on its page: the print view's storage (the portal's origin keeps the
 * language a page chose), its cookies and its error listeners. The web app keeps running.
 */
async function forgetDocument(page: Page): Promise<void> {
  if (page.url().startsWith('http')) {
    await page.evaluate('localStorage.clear(); sessionStorage.clear()');
  }
  page.removeAllListeners('pageerror');
  await page.context().clearCookies();
}

/** Leaves a kept page as a new one would be: its routes and its document (the web app) are gone. */
async function blankPage(page: Page): Promise<void> {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto('about:blank');
}

export function createChromiumPool(options: {
  executablePath: string | undefined;
  /** Pages open at the same time, read at each render. */
  maxPages: () => number;
}): ChromiumPool {
  const limit = createLimiter(options.maxPages);
  let browser: Promise<Browser> | undefined;
  let context: Promise<BrowserContext> | undefined;
  const idle: { page: Page; startedFor: string }[] = [];
  const counts = { launches: 0, pagesOpened: 0 };
  let closed = false;

  const launch = (): Promise<Browser> => {
    const { executablePath } = options;
    if (!executablePath) return Promise.reject(new HttpError(503, NO_CHROMIUM));
    if (closed) return Promise.reject(new HttpError(503, 'errors.server.shuttingDown'));
    // Loaded on first use: a server that never prints never loads the browser driver.
    browser ??= import('playwright-core')
      .then(({ chromium }) => {
        counts.launches += 1;
        return chromium.launch({
          executablePath,
          headless: true,
          args: [...CHROMIUM_FLAGS],
          // The server's own shutdown closes the browser after the renders in flight finish.
          handleSIGINT: false,
          handleSIGTERM: false,
          handleSIGHUP: false,
        });
      })
      .then((started) => {
        // A crashed browser is started again on the next render, with new pages.
        started.on('disconnected', () => {
          browser = undefined;
          context = undefined;
          idle.length = 0;
        });
        return started;
      })
      .catch((error: unknown) => {
        browser = undefined;
        throw error;
      });
    return browser;
  };

  const contextOf = (): Promise<BrowserContext> => {
    context ??= launch()
      .then((started) => started.newContext())
      .catch((error: unknown) => {
        context = undefined;
        throw error;
      });
    return context;
  };

  /** A kept page whose app runs for `startedFor`, else another kept page blanked, else a new one. */
  const takePage = async (startedFor: string): Promise<{ page: Page; started: boolean }> => {
    const same = idle.findIndex((kept) => kept.startedFor === startedFor && !kept.page.isClosed());
    if (same !== -1) return { page: idle.splice(same, 1)[0]!.page, started: true };
    for (let other = idle.pop(); other; other = idle.pop()) {
      if (other.page.isClosed()) continue;
      const blank = await blankPage(other.page).then(
        () => true,
        () => false,
      );
      if (blank) return { page: other.page, started: false };
      await other.page.close().catch(() => undefined);
    }
    const page = await (await contextOf()).newPage();
    counts.pagesOpened += 1;
    return { page, started: false };
  };

  return {
    withPage: (startedFor, work) =>
      limit(async () => {
        const { page, started } = await takePage(startedFor);
        let reusable = false;
        try {
          const result = await work(page, started);
          reusable = true;
          return result;
        } finally {
          // A page whose work failed (a timeout, a crash) is closed rather than trusted again.
          const kept =
            reusable &&
            !closed &&
            (await forgetDocument(page).then(
              () => true,
              () => false,
            ));
          if (kept) idle.push({ page, startedFor });
          else await page.close().catch(() => undefined);
        }
      }),
    stats: () => ({ ...counts }),
    close: async () => {
      closed = true;
      const running = browser;
      browser = undefined;
      context = undefined;
      idle.length = 0;
      if (running) await (await running.catch(() => undefined))?.close();
    },
  };
}
