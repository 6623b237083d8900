import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type onRequestHookHandler } from 'fastify';
import { REQUEST_ID_HEADER } from './logging';
import { fixedWindowLimit } from './rate-limit';

/**
 * The CSP fits the Vite-built React + MUI app: scripts only from this origin, inline styles for
 * emotion, data: images (inline logos), WebSockets for the hub. upgrade-insecure-requests is
 * left out: the demo brands run on http://<brand>.localhost.
 */
export const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
};

/**
 * The headers @fastify/helmet sets with these options, found once on a throwaway server. The
 * plugin itself rebuilds helmet on every request, which halved the throughput of the hot reads;
 * the headers do not vary per request, so they are computed once.
 */
export async function securityHeaders(options = HELMET_OPTIONS): Promise<Record<string, string>> {
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

/** Every response carries the security headers and its request id. */
export async function installResponseHeaders(app: FastifyInstance): Promise<void> {
  const headers = await securityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers).header(REQUEST_ID_HEADER, request.id);
    done();
  });
}

/**
 * The /api rate limit per client address, as a hook the API guard puts first on each /api
 * route (the probes excepted); undefined when the limit is off (0). It is a fixed window of
 * one minute kept in memory (see fixedWindowLimit): the plugin's hook cost a few promises per
 * call on every request. The plugin stays registered for the routes that create limits of
 * their own (`app.createRateLimit`), and is absent, like them, when the limit is off.
 */
export async function createApiRateLimit(
  app: FastifyInstance,
  perMinute: number,
): Promise<onRequestHookHandler | undefined> {
  if (perMinute <= 0) return undefined;
  await app.register(rateLimit, { global: false });
  return fixedWindowLimit({
    max: perMinute,
    message: (seconds) => `Too many requests: try again in ${seconds} seconds.`,
  });
}
