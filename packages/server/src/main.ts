import { performance } from 'node:perf_hooks';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { batchedLogDestination } from './http/logging';
import { closeOnSignals } from './shutdown';

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

/** Reads the configuration, opens, migrates and seeds the database, and serves until a signal. */
async function main(): Promise<void> {
  const config = readConfig();
  const app = await buildApp(config, { logStream: batchedLogDestination() });
  process.on('unhandledRejection', (reason) =>
    app.log.error({ err: reason }, 'unhandled rejection'),
  );
  closeOnSignals(app, { drainMs: config.shutdownDrainMs });
  // Fastify logs one line per interface on listen; the single ready line below replaces them.
  const level = app.log.level;
  app.log.level = 'warn';
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    throw error;
  } finally {
    app.log.level = level;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${host}:${port}`;
  // performance.now() counts from the start of the process: this is the cold start.
  const coldStartMs = Math.round(performance.now());
  app.log.info(
    { url, coldStartMs, version: config.version, database: app.portal.database.engine },
    `Portal ready at ${url} in ${coldStartMs} ms`,
  );
}

main().catch((error: unknown) => {
  console.error('The portal could not start:', error);
  process.exit(1);
});
