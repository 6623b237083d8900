import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { DatabaseEngine, DatabaseHandle } from '../src/db/database';
import { seedDatabase } from '../src/db/seed/seed';
import type { MailTransport } from '../src/mail/transport';
import { createTestDatabase } from './test-database';

export type TestAppOptions = {
  engine?: DatabaseEngine;
  /** Environment variables on top of the test defaults. */
  env?: Record<string, string>;
  /** Seed brand configuration (always) and the demo accounts (when true). */
  demo?: boolean;
  /** Skip the seed altogether: a migrated, empty database. */
  empty?: boolean;
  mailTransport?: MailTransport | null;
  /** The hub's limits (connections per minute, ping interval). */
  hub?: AppDeps['hub'];
  /** Run job handlers and schedules (off unless a test is about jobs). */
  runJobs?: boolean;
  logStream?: Writable;
  /** Adds test-only routes before the app is sealed. */
  beforeReady?: (app: FastifyInstance) => void;
};

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  close: () => Promise<void>;
};

/** The configuration of tests: quiet, no web build, no SMTP, a fixed version. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: ':memory:',
    LOG_LEVEL: 'silent',
    PORTAL_VERSION: '1.2.3-test',
    PORTAL_ENVIRONMENT: 'test',
    WEB_DIST: 'no-web-build-in-tests',
    ...env,
  });
}

/**
 * The whole server on a fresh database: PGlite in memory by default, or a fresh PostgreSQL
 * database (from TEST_DATABASE_URL) that is dropped on close.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.env);
  const database = await createTestDatabase(options.engine);
  if (!options.empty) await seedDatabase(database.db, { demo: options.demo ?? false });
  const app = await buildApp(config, {
    database,
    mailTransport: options.mailTransport ?? null,
    runJobs: options.runJobs ?? false,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.hub ? { hub: options.hub } : {}),
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    close: async () => {
      await reportingALongWait('closing the app', () => app.close());
      await reportingALongWait('closing the database', () => database.close());
    },
  };
}

/** How long a step of closing may take before the test's output names what it still waits on. */
const LONG_WAIT_MS = 20_000;

/**
 * Runs one step of a test app's close; one that outlasts LONG_WAIT_MS says so, with the process's
 * open resources, every LONG_WAIT_MS until it ends: a hook that then times out says which step hung.
 */
async function reportingALongWait(step: string, work: () => Promise<void>): Promise<void> {
  const started = Date.now();
  const watch = setInterval(() => {
    const open = process.getActiveResourcesInfo().join(', ');
    console.error(`${step} has taken ${Date.now() - started} ms so far; open: ${open}`);
  }, LONG_WAIT_MS);
  watch.unref();
  try {
    await work();
  } finally {
    clearInterval(watch);
  }
}
