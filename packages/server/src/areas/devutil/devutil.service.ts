import type { FastifyInstance } from 'fastify';
import type { TDevStatus } from '@portal/core';
import { MIGRATIONS } from '../../db/migrations';
import { pendingMigrations } from '../../db/migrate';
import { runSummary } from '../../jobs/job-runs.store';
import { serverVersion } from './devutil.store';

const DAY_MS = 24 * 60 * 60 * 1000;

async function databaseStatus(app: FastifyInstance): Promise<TDevStatus['database']> {
  const { db, engine } = app.portal.database;
  const [version, pending] = await Promise.all([serverVersion(db), pendingMigrations(db)]);
  const applied = Object.keys(MIGRATIONS).filter((name) => !pending.includes(name));
  return {
    engine: engine === 'pglite' ? 'PGlite' : 'PostgreSQL',
    version,
    migrations: { applied: applied.length, latest: applied.at(-1) ?? null, pending },
  };
}

async function jobsStatus(app: FastifyInstance): Promise<TDevStatus['jobs']> {
  const summary = await runSummary(app.portal.database.db, new Date(Date.now() - DAY_MS));
  const failure = summary.lastFailure;
  return {
    engine: app.portal.jobs.engine,
    running: summary.running,
    failedLastDay: summary.failed,
    lastFailure: failure
      ? { name: failure.name, at: failure.started_at.toISOString(), error: failure.error }
      : null,
  };
}

/** What the developer tools show of this instance and of what the instances share. */
export async function devStatus(app: FastifyInstance): Promise<TDevStatus> {
  const { config, hub, documents } = app.portal;
  const memory = process.memoryUsage();
  const [database, jobs] = await Promise.all([databaseStatus(app), jobsStatus(app)]);
  return {
    server: {
      environment: config.environment,
      version: config.version,
      node: process.version,
      platform: `${process.platform} ${process.arch}`,
      instanceId: hub.instanceId,
      startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
      memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed },
    },
    database,
    hub: hub.stats(),
    jobs,
    documents: {
      chromium: config.chromiumPath !== undefined,
      concurrency: documents.concurrency(),
      ...documents.poolStats(),
    },
  };
}
