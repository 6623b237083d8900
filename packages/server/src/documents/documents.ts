import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { HttpError } from '../http/errors';
import type { KeyRing } from '../identity/signing-keys';
import { createChromiumPool, type ChromiumPool } from './chromium';
import {
  printPdf,
  printScreenshotsZip,
  type PrintPageRequest,
  type ScreenshotsRequest,
} from './pdf';
import { createPrintKeys, type PrintKeys, type PrintKeySubject } from './print-key';

export const RENDER_TIMEOUT_MS = 60_000;

/** The documents module of one server: its print keys and its PDF renderer. */
export type Documents = {
  printKeys: PrintKeys;
  /** Documents rendered at the same time (the pool's warm pages): what a batch runs in parallel. */
  concurrency: () => number;
  /** How often the renderer started a browser and opened a page (what its warm pool saves). */
  poolStats: ChromiumPool['stats'];
  renderPdf: (request: PrintPageRequest) => Promise<Buffer>;
  renderScreenshotsZip: (request: ScreenshotsRequest) => Promise<Buffer>;
  close: () => Promise<void>;
};

/**
 * The address the headless browser opens: this server where it listens, on the loopback
 * address when it listens on every interface (never through a load balancer or the internet).
 */
export function listeningOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') {
    throw new HttpError(503, 'errors.server.pdfNeedsPort');
  }
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}

export function createDocuments(options: {
  config: Pick<Config, 'chromiumPath' | 'version' | 'environment'>;
  /** Print views rendered at the same time: the run-time setting, read at each render. */
  concurrency: () => number;
  keys: KeyRing;
  origin: () => string;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}): Documents {
  const { config } = options;
  const pool = createChromiumPool({
    executablePath: config.chromiumPath,
    maxPages: options.concurrency,
  });
  const context = {
    pool,
    origin: options.origin,
    version: config.version,
    environment: config.environment,
    timeoutMs: options.timeoutMs ?? RENDER_TIMEOUT_MS,
    log: options.log,
  };
  return {
    printKeys: createPrintKeys(options.keys),
    concurrency: options.concurrency,
    poolStats: pool.stats,
    renderPdf: (request) => printPdf(context, request),
    renderScreenshotsZip: (request) => printScreenshotsZip(context, request),
    close: pool.close,
  };
}

/** A print key that opens the subject for `ttlSeconds` (default PRINT_KEY_TTL_SECONDS). */
export function issuePrintKey(
  app: FastifyInstance,
  subject: PrintKeySubject,
  ttlSeconds?: number,
): string {
  return app.portal.documents.printKeys.issue(subject, ttlSeconds);
}

/** The print view at `path` as a PDF; 503 without Chromium, 504 when it never finishes rendering. */
export function renderPdf(app: FastifyInstance, request: PrintPageRequest): Promise<Buffer> {
  return app.portal.documents.renderPdf(request);
}

/** The print view at `path` as a zip of one PNG per page. */
export function renderScreenshotsZip(
  app: FastifyInstance,
  request: ScreenshotsRequest,
): Promise<Buffer> {
  return app.portal.documents.renderScreenshotsZip(request);
}
