import type { FastifyBaseLogger } from 'fastify';
import { zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import {
  NEXT_PRINT_DOCUMENT_EVENT,
  REPORT_RENDERED_DATA_KEY,
  cleanFileName,
  getBrand,
  paperFormatOf,
  type BrandKey,
  type LocaleCode,
} from '@portal/core';
import { HttpError } from '../http/errors';
import { loggableUrl } from '../http/logging';
import type { ChromiumPool } from './chromium';

/** A print view of the portal's own web app, opened for one brand. */
export type PrintPageRequest = {
  brand: BrandKey;
  /** The language the view is printed in: the asker's; else the brand's. */
  locale?: LocaleCode;
  /** The web path, e.g. `/print/tractionplan/<printKey>/<tpCode>`. */
  path: string;
  landscape?: boolean;
};

export type ScreenshotsRequest = PrintPageRequest & {
  /** The PNG files are named `<baseFileName>-<page>.png` (special characters removed). */
  baseFileName?: string;
};

/** What a PDF rendering needs (the browser pool, this server's origin): not a request's context. */
export type RenderContext = {
  pool: ChromiumPool;
  /** The origin of this server as it listens now, e.g. http://127.0.0.1:3000. */
  origin: () => string;
  version: string;
  environment: string;
  timeoutMs: number;
  log: FastifyBaseLogger;
};

export const RENDER_FAILED = 'errors.server.renderFailed';

const RENDERED_SELECTOR = `html[data-${REPORT_RENDERED_DATA_KEY.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="true"]`;

/** CSS pixels of a page at 96 dpi, portrait. */
const PAPER_PIXELS = { Letter: { width: 816, height: 1056 }, A4: { width: 794, height: 1123 } };

function assertWebPath(path: string): void {
  if (!/^\/(?!\/)[^\s\\]*$/.test(path)) throw new Error(`Not a web path of this portal: ${path}`);
}

/** What a page's web app is started for: the brand and language of the environment it is given. */
const startedFor = (request: PrintPageRequest) => `${request.brand} ${request.locale ?? ''}`;

/**
 * Asks a web app already running for the document's brand and language to move to its print
 * route, after removing the last document's marker; answers whether the app took the move (a page
 * that shows no print view has nobody listening).
 */
async function moveTo(page: Page, path: string): Promise<boolean> {
  const moved = await page.evaluate(
    `delete document.documentElement.dataset[${JSON.stringify(REPORT_RENDERED_DATA_KEY)}];
    !dispatchEvent(new CustomEvent(${JSON.stringify(NEXT_PRINT_DOCUMENT_EVENT)},
      { detail: ${JSON.stringify(path)}, cancelable: true }));`,
  );
  return moved === true;
}

/**
 * Whether the app running on the page still speaks the request's language (a print view may have
 * switched it for its own document; a request without one gets the app started again).
 */
async function speaksFor(page: Page, request: PrintPageRequest): Promise<boolean> {
  if (!request.locale) return false;
  return (await page.evaluate('document.documentElement.lang')) === request.locale;
}

/** Starts the web app on the page at the print route, for the request's brand and language. */
async function startApp(
  page: Page,
  started: boolean,
  context: RenderContext,
  request: PrintPageRequest,
) {
  if (!started) {
    await page.route('**/statics/config/environment.json', (route) =>
      route.fulfill({
        json: {
          version: context.version,
          brand: request.brand,
          environment: context.environment,
          ...(request.locale ? { locale: request.locale } : {}),
        },
        headers: { 'cache-control': 'no-store' },
      }),
    );
    await page.emulateMedia({ media: 'print' });
  }
  await page.goto(`${context.origin()}${request.path}`, { timeout: context.timeoutMs });
}

/**
 * Opens the print view for the brand: on a page whose app runs for the brand and language, inside
 * that app; else the web app starts on it, its environment file answered here with the brand, so
 * the page runs as that brand on this server's own address whatever host names the brands have.
 * Waits for the report-rendered marker.
 */
async function openPrintView(
  page: Page,
  started: boolean,
  context: RenderContext,
  request: PrintPageRequest,
) {
  assertWebPath(request.path);
  const moved = started && (await speaksFor(page, request)) && (await moveTo(page, request.path));
  if (!moved) await startApp(page, started, context, request);
  try {
    // A selector, not a polled predicate: the page would compile that itself, which the portal's
    // Content-Security-Policy forbids (what `page.evaluate` runs goes through the DevTools protocol).
    await page.waitForSelector(RENDERED_SELECTOR, {
      state: 'attached',
      timeout: context.timeoutMs,
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw new HttpError(504, {
        key: 'errors.server.renderTimeout',
        values: { seconds: Math.round(context.timeoutMs / 1000) },
      });
    }
    throw error;
  }
}

/** Runs a render; failures other than ours are logged without the print key and answer 500. */
async function rendering<T>(
  context: RenderContext,
  request: PrintPageRequest,
  work: (page: Page) => Promise<T>,
): Promise<T> {
  const where = loggableUrl(request.path);
  try {
    return await context.pool.withPage(startedFor(request), async (page, started) => {
      page.on('pageerror', (error) =>
        context.log.warn({ page: where, error: error.message }, 'print view error'),
      );
      await openPrintView(page, started, context, request);
      return work(page);
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    context.log.error(
      { page: where, error: message.replaceAll(request.path, where) },
      RENDER_FAILED,
    );
    throw new HttpError(500, RENDER_FAILED);
  }
}

/** The print view as a PDF: Letter or A4 by the brand's language, backgrounds printed. */
export function printPdf(context: RenderContext, request: PrintPageRequest): Promise<Buffer> {
  return rendering(context, request, (page) =>
    page.pdf({
      format: paperFormatOf(getBrand(request.brand).defaultLocale),
      landscape: request.landscape ?? false,
      printBackground: true,
      preferCSSPageSize: true,
    }),
  );
}

/** The print view as PNG images of page size, one per page, in a zip (the outputScreenshot option). */
export function printScreenshotsZip(
  context: RenderContext,
  request: ScreenshotsRequest,
): Promise<Buffer> {
  const paper = PAPER_PIXELS[paperFormatOf(getBrand(request.brand).defaultLocale)];
  const { width, height } = request.landscape
    ? { width: paper.height, height: paper.width }
    : paper;
  const base = cleanFileName(request.baseFileName ?? 'page');
  return rendering(context, request, async (page) => {
    await page.setViewportSize({ width, height });
    const fullHeight = Number(await page.evaluate('document.documentElement.scrollHeight'));
    const files: Record<string, Uint8Array> = {};
    const count = Math.max(1, Math.ceil(fullHeight / height));
    for (let index = 0; index < count; index += 1) {
      const clip = { x: 0, y: index * height, width, height };
      files[`${base}-${index + 1}.png`] = await page.screenshot({ clip, fullPage: true });
    }
    // PNG is compressed already: stored entries save the time of deflating them again.
    return Buffer.from(zipSync(files, { level: 0 }));
  });
}
