import type { FastifyInstance } from 'fastify';

/** Longest wait for requests in flight before the process gives up and exits. */
export const SHUTDOWN_TIMEOUT_MS = 30_000;

/**
 * Stops accepting connections, lets requests in flight finish (new requests on open
 * connections get 503), then closes the database through the app's onClose hooks.
 */
export async function shutDownGracefully(app: FastifyInstance, reason: string): Promise<void> {
  app.log.info({ reason }, 'shutting down: finishing requests in flight');
  await app.close();
  app.log.info('shut down');
}

export type SignalOptions = {
  exit?: (code: number) => void;
  /** Where the signals come from: the process unless given (tests pass their own emitter). */
  source?: Pick<NodeJS.EventEmitter, 'once'>;
};

/** SIGTERM and SIGINT close the app gracefully; a second signal ends the process at once. */
export function closeOnSignals(app: FastifyInstance, options: SignalOptions = {}): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const source = options.source ?? process;
  const onSignal = (signal: NodeJS.Signals) => {
    const timer = setTimeout(() => {
      app.log.error({ timeoutMs: SHUTDOWN_TIMEOUT_MS }, 'shutdown timed out');
      exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    shutDownGracefully(app, signal).then(
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
