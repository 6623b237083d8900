import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { TDevStatus } from '@portal/core';
import { MIGRATIONS } from '../../db/migrations';
import { pendingMigrations } from '../../db/migrate';

const DAY_MS = 24 * 60 * 60 * 1000;

async function databaseStatus(app: FastifyInstance): Promise<TDevStatus['database']> {
  const { db, engine } = app.portal.database;
  const [version, pending] = await Promise.all([
    sql<{ server_version: string }>`show server_version`.execute(db),
    pendingMigrations(db),
  ]);
  const applied = Object.keys(MIGRATIONS).filter((name) => !pending.includes(name));
  return {
    engine: engine === 'pglite' ? 'PGlite' : 'PostgreSQL',
    version: version.rows[0]?.server_version ?? '',
    migrations: { applied: applied.length, latest: applied.at(-1) ?? null, pending },
  };
}

async function jobsStatus(app: FastifyInstance): Promise<TDevStatus['jobs']> {
  const { db } = app.portal.database;
  const since = new Date(Date.now() - DAY_MS);
  const [counts, lastFailure] = await Promise.all([
    db
      .selectFrom('job_run')
      .select((eb) => [
        eb.fn.countAll<string>().filterWhere('status', '=', 'running').as('running'),
        eb.fn
          .countAll<string>()
          .filterWhere((w) => w.and([w('status', '=', 'failed'), w('started_at', '>=', since)]))
          .as('failed'),
      ])
      .executeTakeFirst(),
    db
      .selectFrom('job_run')
      .select(['name', 'started_at', 'error'])
      .where('status', '=', 'failed')
      .orderBy('started_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    engine: app.portal.jobs.engine,
    running: Number(counts?.running ?? 0),
    failedLastDay: Number(counts?.failed ?? 0),
    lastFailure: lastFailure
      ? {
          name: lastFailure.name,
          at: lastFailure.started_at.toISOString(),
          error: lastFailure.error,
        }
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
