import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { REQUEST_ID_HEADER } from './logging';
import { hubConnectSources } from './origins';
import { batchedWindowLimit, type BatchedWindowLimit } from './batched-rate-limit';
import { addToWindows, sweepEndedWindows } from './rate-limit-store';

/** HSTS as helmet words it; sent on https requests only (see installResponseHeaders). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The players and reports a content page may frame (YouTube, Vimeo, Domo). */
export const CONTENT_FRAME_SOURCES = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://*.domo.com',
];

/**
 * The CSP fits the Vite-built React + MUI app: scripts only from this origin, inline styles for
 * emotion, data: images (inline logos), and WebSockets to the portal's own brand hosts (the hub),
 * not to any host. upgrade-insecure-requests and HSTS are left to https requests: the demo
 * brands run on http://<brand>.localhost.
 */
export function helmetOptions(connectSources: readonly string[]): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Content pages may show pictures by an https link, and frame these players and reports.
        imgSrc: ["'self'", 'data:', 'https:'],
        frameSrc: ["'self'", ...CONTENT_FRAME_SOURCES],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...connectSources],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: false,
  };
}

/**
 * The headers @fastify/helmet sets with these options, found once on a throwaway server. The
 * plugin itself rebuilds helmet on every request, which halved the throughput of the hot reads;
 * the headers do not vary per request, so they are computed once.
 */
export async function securityHeaders(
  options: FastifyHelmetOptions,
): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', async (_request, reply) => reply.send(''));
  const response = await probe.inject({ url: '/' });
  await probe.close();
  const framework = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name]) => !framework.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

/**
 * Every response carries the security headers and its request id; HSTS only over https (the
 * request's own, or the trusted proxy's X-Forwarded-Proto), where a browser honours it.
 */
export async function installResponseHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'brandHosts'>,
): Promise<void> {
  const headers = await securityHeaders(helmetOptions(hubConnectSources(config)));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers).header(REQUEST_ID_HEADER, request.id);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}

/**
 * The /api rate limit per client address, whose hook the API guard puts first on each /api
 * route (the probes excepted); `perMinute` is the run-time setting, 0 lets every call through.
 * A fixed window of one minute for the whole installation, counted in memory and sent to the
 * shared counters once a second in one statement (see batchedWindowLimit), so the hot path runs
 * no statement; the limits that guard secrets and mail (sign-in, routeLimit) count every call in
 * the database.
 */
export function createApiRateLimit(
  perMinute: () => number,
  db: Kysely<Database>,
  onError: (error: unknown) => void,
): BatchedWindowLimit {
  return batchedWindowLimit({
    store: {
      add: (deltas) => addToWindows(db, 60_000, deltas),
      sweep: () => sweepEndedWindows(db),
    },
    name: 'api',
    max: perMinute,
    message: 'errors.server.tooManyRequests',
    onError,
  });
}
