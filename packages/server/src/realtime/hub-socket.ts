import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { BRAND_KEYS, HUB_CLOSE_CODES, HUB_PATH, type BrandKey } from '@portal/core';
import { verifyAccessToken } from '../identity/access-token';
import type { RevocationList } from '../identity/revocation';
import type { KeyRing } from '../identity/signing-keys';
import { HttpError } from '../http/errors';
import { createConnectionLimit } from './connection-limit';
import type { Hub } from './hub';

export type HubLimits = {
  /** New connections per minute per client address; 0 turns the limit off. */
  connectionsPerMinute: number;
  /** How often every socket is pinged; one that has not answered the previous ping is dropped. */
  pingIntervalMs: number;
};
export type HubSocketOptions = HubLimits & {
  hub: Hub;
  keys: KeyRing;
  revocations: RevocationList;
  brandOfIssuer: (issuer: string) => BrandKey | undefined;
  /** Whether a browser's Origin is a site of the brand (see http/origins). */
  isBrandOrigin: (origin: string, brand: BrandKey) => boolean;
};

export const FOREIGN_ORIGIN = 'errors.server.foreignOrigin';

export const HUB_DEFAULTS: HubLimits = { connectionsPerMinute: 1_000, pingIntervalMs: 30_000 };
/** The browser sends nothing but pongs; a larger frame closes the socket. */
const MAX_CLIENT_FRAME_BYTES = 4_096;
/** setTimeout takes at most a 32-bit delay. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const zHubQuery = z.object({
  appname: z.string().trim().toLowerCase().pipe(z.enum(BRAND_KEYS)),
  version: z.string().max(100).optional(),
  access_token: z.string().min(1).max(8_000).optional(),
});

/** The token from the query (browsers) or the Authorization header (other clients). */
function tokenOf(request: FastifyRequest, query: z.output<typeof zHubQuery>): string | undefined {
  const header = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization?.trim() ?? '');
  return query.access_token ?? header?.[1];
}

/** Closes the socket when its token expires, so the client renews and comes back. */
function closeOnExpiry(socket: WebSocket, expiresAtSeconds: number): void {
  const timer = setTimeout(
    () => socket.close(HUB_CLOSE_CODES.unauthorized, 'token expired'),
    Math.min(Math.max(expiresAtSeconds * 1000 - Date.now(), 0), MAX_TIMER_MS),
  );
  socket.once('close', () => clearTimeout(timer));
}

async function accept(socket: WebSocket, request: FastifyRequest, options: HubSocketOptions) {
  const query = zHubQuery.safeParse(request.query);
  if (!query.success) {
    socket.close(HUB_CLOSE_CODES.badRequest, 'appname is required');
    return;
  }
  const brand = query.data.appname;
  const token = tokenOf(request, query.data);
  const verified = token
    ? await verifyAccessToken(options.keys, token, {
        audience: brand,
        brandOfIssuer: options.brandOfIssuer,
        revocations: options.revocations,
      })
    : ({ ok: false, reason: 'missing' } as const);
  if (!verified.ok) {
    request.log.info({ reason: verified.reason, brand }, 'hub: connection refused');
    socket.close(HUB_CLOSE_CODES.unauthorized, 'unauthorized');
    return;
  }
  const detach = options.hub.attach({
    brand,
    userId: verified.session.userId,
    send: (frame) => socket.send(frame),
  });
  socket.once('close', detach);
  closeOnExpiry(socket, verified.payload.exp);
}

/**
 * A browser always sends the Origin of the page opening a WebSocket, and the socket is not
 * bound by the same-origin policy: a page of another site must not reach the hub with a token
 * it got hold of (cross-site WebSocket hijacking). Refused before the upgrade (403). Clients that
 * are not browsers send no Origin and need their token all the same.
 */
function checkOrigin(options: HubSocketOptions): onRequestHookHandler {
  return (request, _reply, done) => {
    const origin = request.headers.origin;
    const parsed = zHubQuery.shape.appname.safeParse(
      new URLSearchParams(request.url.split('?')[1] ?? '').get('appname') ?? '',
    );
    if (origin === undefined || !parsed.success || options.isBrandOrigin(origin, parsed.data)) {
      done();
      return;
    }
    request.log.info({ origin, brand: parsed.data }, 'hub: foreign origin refused');
    done(new HttpError(403, FOREIGN_ORIGIN));
  };
}

/** Pings every socket; a socket that did not answer the previous ping is dropped. */
function startHeartbeat(app: FastifyInstance, intervalMs: number): void {
  const alive = new WeakSet<WebSocket>();
  app.websocketServer.on('connection', (socket: WebSocket) => {
    alive.add(socket);
    socket.on('pong', () => alive.add(socket));
  });
  const timer = setInterval(() => {
    for (const socket of app.websocketServer.clients) {
      if (!alive.has(socket)) {
        socket.terminate();
        continue;
      }
      alive.delete(socket);
      socket.ping();
    }
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
}

/**
 * The hub's WebSocket endpoint. Outside /api, so neither the API guard nor its rate limit
 * applies; the brand comes from `appname` and the session from the access token, checked
 * after the upgrade so that a refusal reaches the browser as a close code (see HUB_CLOSE_CODES).
 */
export async function registerHubSocket(app: FastifyInstance, options: HubSocketOptions) {
  // In a scope of its own, so the WebSocket plugin's hooks stay off every other route.
  await app.register(async (scope) => {
    await scope.register(websocket, {
      options: { maxPayload: MAX_CLIENT_FRAME_BYTES },
      // On shutdown every browser is told the server is going away, and reconnects elsewhere.
      preClose: (done) => {
        for (const socket of scope.websocketServer.clients) {
          socket.close(HUB_CLOSE_CODES.goingAway, 'server shutting down');
        }
        scope.websocketServer.close(() => done());
      },
    });
    startHeartbeat(scope, options.pingIntervalMs);
    scope.get(
      HUB_PATH,
      {
        websocket: true,
        onRequest: [createConnectionLimit(options.connectionsPerMinute), checkOrigin(options)],
      },
      (socket, request) => accept(socket, request, options),
    );
  });
}
