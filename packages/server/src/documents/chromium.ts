import type { Browser, Page } from 'playwright-core';
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

/** One headless browser per server, started on first use; pages limited to `maxPages` at a time. */
export type ChromiumPool = {
  /** Runs `work` on a fresh page of a fresh context (no shared storage), then closes both. */
  withPage: <T>(work: (page: Page) => Promise<T>) => Promise<T>;
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

export function createChromiumPool(options: {
  executablePath: string | undefined;
  maxPages: number;
}): ChromiumPool {
  const limit = createLimiter(options.maxPages);
  let browser: Promise<Browser> | undefined;
  let closed = false;

  const launch = (): Promise<Browser> => {
    const { executablePath } = options;
    if (!executablePath) return Promise.reject(new HttpError(503, NO_CHROMIUM));
    if (closed) return Promise.reject(new HttpError(503, 'The server is shutting down.'));
    // Loaded on first use: a server that never prints never loads the browser driver.
    browser ??= import('playwright-core')
      .then(({ chromium }) =>
        chromium.launch({
          executablePath,
          headless: true,
          args: [...CHROMIUM_FLAGS],
          // The server's own shutdown closes the browser after the renders in flight finish.
          handleSIGINT: false,
          handleSIGTERM: false,
          handleSIGHUP: false,
        }),
      )
      .then((started) => {
        // A crashed browser is started again on the next render.
        started.on('disconnected', () => (browser = undefined));
        return started;
      })
      .catch((error: unknown) => {
        browser = undefined;
        throw error;
      });
    return browser;
  };

  return {
    withPage: (work) =>
      limit(async () => {
        const context = await (await launch()).newContext();
        try {
          return await work(await context.newPage());
        } finally {
          await context.close().catch(() => undefined);
        }
      }),
    close: async () => {
      closed = true;
      const running = browser;
      browser = undefined;
      if (running) await (await running.catch(() => undefined))?.close();
    },
  };
}
