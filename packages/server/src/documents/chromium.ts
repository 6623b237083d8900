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
 * are kept open and reused (at most `maxPages`, one document at a time each): a warm page keeps
 * the web app's files in the context's cache, so a document after the first loads nothing again.
 */
export type ChromiumPool = {
  /** Runs `work` on a warm page of the pool; the page is reset (storage, routes, blank) after. */
  withPage: <T>(work: (page: Page) => Promise<T>) => Promise<T>;
  /** How often a browser was started and a page opened (what the pool saves; tests read it). */
  stats: () => { launches: number; pagesOpened: number };
  close: () => Promise<void>;
};

/** Runs at most `max` pieces of work at a time; the others wait in order. */
export function createLimiter(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    // A finished render hands its slot straight to the next waiting one.
    if (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else active += 1;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

/**
 * Leaves a used page as a new one would be: the print view's storage (the portal's origin keeps
 * the language a page chose), its cookies, its routes and its document are gone.
 */
async function resetPage(page: Page): Promise<void> {
  if (page.url().startsWith('http')) {
    await page.evaluate('localStorage.clear(); sessionStorage.clear()');
  }
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  page.removeAllListeners('pageerror');
  await page.context().clearCookies();
  await page.goto('about:blank');
}

export function createChromiumPool(options: {
  executablePath: string | undefined;
  maxPages: number;
}): ChromiumPool {
  const limit = createLimiter(options.maxPages);
  let browser: Promise<Browser> | undefined;
  let context: Promise<BrowserContext> | undefined;
  const idle: Page[] = [];
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

  const takePage = async (): Promise<Page> => {
    const warm = idle.pop();
    if (warm && !warm.isClosed()) return warm;
    const page = await (await contextOf()).newPage();
    counts.pagesOpened += 1;
    return page;
  };

  return {
    withPage: (work) =>
      limit(async () => {
        const page = await takePage();
        let reusable = false;
        try {
          const result = await work(page);
          reusable = true;
          return result;
        } finally {
          // A page whose work failed (a timeout, a crash) is closed rather than trusted again.
          const kept =
            reusable &&
            !closed &&
            (await resetPage(page).then(
              () => true,
              () => false,
            ));
          if (kept) idle.push(page);
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
