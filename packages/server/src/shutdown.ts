import { Server as NetServer, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sendError } from './http/errors';

/** Default longest wait for requests in flight (SHUTDOWN_DRAIN_MS). */
export const DEFAULT_DRAIN_MS = 25_000;
/** After the drain, closing the hub, jobs and database gets this long before the process exits. */
const CLOSE_MARGIN_MS = 5_000;
export const DRAINING = 'errors.server.draining';

type Connection = { active: number; served: boolean };
type DrainState = {
  draining: boolean;
  inFlight: number;
  connections: Map<Socket, Connection>;
  /** Called whenever a request or connection ends while draining. */
  changed: () => void;
};

const states = new WeakMap<FastifyInstance, DrainState>();

/** A keep-alive connection between requests: it has served one and waits for the next. */
const isIdleKeepAlive = (connection: Connection) => connection.served && connection.active === 0;

/**
 * Counts the requests in flight and the open connections, and, once draining, answers every new
 * request (readiness included) 503 with `Connection: close`, so a load balancer stops routing
 * here and keep-alive clients move to another instance. Responses finishing while draining
 * close their connection too.
 */
export function installDrain(app: FastifyInstance): void {
  const state: DrainState = {
    draining: false,
    inFlight: 0,
    connections: new Map(),
    changed: () => undefined,
  };
  states.set(app, state);
  app.server.on('connection', (socket: Socket) => {
    state.connections.set(socket, { active: 0, served: false });
    socket.once('close', () => {
      state.connections.delete(socket);
      state.changed();
    });
  });
  app.addHook('onRequest', (request, reply, done) => {
    const connection = state.connections.get(request.raw.socket);
    if (connection) connection.active += 1;
    // One listener a request (a hot path): a request that came before the drain counts in flight.
    const inFlight = !state.draining;
    if (inFlight) state.inFlight += 1;
    reply.raw.once('close', () => {
      if (connection) {
        connection.active -= 1;
        connection.served = true;
        if (state.draining && isIdleKeepAlive(connection)) request.raw.socket.end();
      }
      if (inFlight) {
        state.inFlight -= 1;
        state.changed();
      }
    });
    if (inFlight) {
      done();
      return;
    }
    reply.header('connection', 'close');
    sendError(request, reply, 503, DRAINING);
  });
  app.addHook('onSend', (_request, reply, _payload, done) => {
    if (state.draining) reply.header('connection', 'close');
    done();
  });
}

/**
 * Drains, then closes: readiness and new requests answer 503 at once; requests in flight finish
 * (up to `drainMs`); then the listener closes without cutting connections whose request has not
 * arrived yet (each gets its 503 and is closed); then the app closes (hub, jobs, database).
 */
export async function shutDownGracefully(
  app: FastifyInstance,
  reason: string,
  drainMs = DEFAULT_DRAIN_MS,
): Promise<void> {
  app.log.info({ reason }, 'shutting down: finishing requests in flight');
  const state = states.get(app);
  if (state && app.server.listening) {
    state.draining = true;
    for (const [socket, connection] of state.connections) {
      if (isIdleKeepAlive(connection)) socket.end();
    }
    await drainConnections(app, state, drainMs);
  }
  await app.close();
  app.log.info('shut down');
}

/**
 * The listener closes once no connection has arrived for this long: a connection still in the
 * kernel's queue when it closes would be reset, so it waits until the load balancer, which saw
 * readiness fail, has stopped sending.
 */
const QUIET_MS = 250;

async function drainConnections(app: FastifyInstance, state: DrainState, drainMs: number) {
  let lastConnectionAt = Date.now();
  const onConnection = () => (lastConnectionAt = Date.now());
  app.server.on('connection', onConnection);
  await new Promise<void>((resolve) => {
    let listening = true;
    let quietTimer: NodeJS.Timeout | undefined;
    const timer = setTimeout(done, drainMs);
    timer.unref();
    function done() {
      clearTimeout(timer);
      clearTimeout(quietTimer);
      state.changed = () => undefined;
      if (listening) stop();
      for (const socket of state.connections.keys()) socket.destroy();
      resolve();
    }
    // net.Server's close stops accepting; http.Server's would also cut idle connections, among
    // them one just accepted whose request is still on its way (the client would see a reset).
    function stop() {
      listening = false;
      NetServer.prototype.close.call(app.server);
    }
    state.changed = () => {
      if (state.inFlight > 0) return;
      if (listening) {
        const quietFor = Date.now() - lastConnectionAt;
        clearTimeout(quietTimer);
        if (quietFor < QUIET_MS) {
          quietTimer = setTimeout(() => state.changed(), QUIET_MS - quietFor);
          return;
        }
        stop();
      }
      if (state.connections.size === 0) done();
    };
    state.changed();
  });
  app.server.off('connection', onConnection);
}

export type SignalOptions = {
  exit?: (code: number) => void;
  /** Where the signals come from: the process unless given (tests pass their own emitter). */
  source?: Pick<NodeJS.EventEmitter, 'once'>;
  /** Longest wait for requests in flight (SHUTDOWN_DRAIN_MS). */
  drainMs?: number;
};

/** SIGTERM and SIGINT close the app gracefully; a second signal ends the process at once. */
export function closeOnSignals(app: FastifyInstance, options: SignalOptions = {}): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const source = options.source ?? process;
  const drainMs = options.drainMs ?? DEFAULT_DRAIN_MS;
  const onSignal = (signal: NodeJS.Signals) => {
    const timeoutMs = drainMs + CLOSE_MARGIN_MS;
    const timer = setTimeout(() => {
      app.log.error({ timeoutMs }, 'shutdown timed out');
      exit(1);
    }, timeoutMs);
    timer.unref();
    shutDownGracefully(app, signal, drainMs).then(
      () => exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };
  source.once('SIGTERM', onSignal);
  source.once('SIGINT', onSignal);
}
