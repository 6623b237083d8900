import { setTimeout as delay } from 'node:timers/promises';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testConfig } from '../../test/test-app';
import { createPostgresDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../db/database';
import { defineJob } from './job-definition';
import { createJobs, type Jobs } from './jobs';

const work = defineJob({
  name: 'test-handover',
  description: 'Does nothing, once per job.',
  payload: z.object({ n: z.number() }),
  retry: { limit: 0, backoffSeconds: 1 },
  handler: async () => undefined,
});

/** The tables of pg-boss 10 that the handover reads, as pg-boss 10 left them (schema version 24). */
async function createPgBoss10Schema(database: DatabaseHandle): Promise<void> {
  await sql`create schema pgboss`.execute(database.db);
  await sql`create type pgboss.job_state as enum ('created', 'retry', 'active', 'completed', 'cancelled', 'failed')`.execute(
    database.db,
  );
  await sql`create table pgboss.version (version int primary key, maintained_on timestamptz, cron_on timestamptz, monitored_on timestamptz)`.execute(
    database.db,
  );
  await sql`insert into pgboss.version (version) values (24)`.execute(database.db);
  await sql`create table pgboss.job (
      id uuid primary key default gen_random_uuid(), name text not null, priority int not null default 0,
      data jsonb, state pgboss.job_state not null default 'created', singleton_key text,
      start_after timestamptz not null default now(), created_on timestamptz not null default now())`.execute(
    database.db,
  );
  await sql`insert into pgboss.job (name, data, state) values
      ('test-handover', '{"n": 1}', 'created'), ('test-handover', '{"n": 2}', 'retry'),
      ('test-handover', '{"n": 3}', 'completed'), ('a-retired-job', '{}', 'created')`.execute(
    database.db,
  );
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('a database pg-boss 10 ran on', () => {
  let database: DatabaseHandle & { url: string };
  let instances: Jobs[];

  beforeAll(async () => {
    database = await createPostgresDatabase();
    await createPgBoss10Schema(database);
    instances = [0, 1].map(() =>
      createJobs({
        services: {
          db: database.db,
          log: Fastify({ logger: false }).log,
          mail: null,
          sms: null,
          config: testConfig(),
        },
        databaseUrl: database.url,
        definitions: [work],
        pollMs: 500,
      }),
    );
    // Both at once: they take turns, and the waiting jobs move over once.
    await Promise.all(instances.map((jobs) => jobs.start({ work: true })));
  }, 60_000);
  afterAll(async () => {
    for (const jobs of instances) await jobs.stop();
    await database.close();
  });

  it('starts pg-boss on its current schema and runs the jobs that were waiting, once', async () => {
    const runs = () =>
      database.db.selectFrom('job_run').selectAll().where('name', '=', 'test-handover').execute();
    const deadline = Date.now() + 20_000;
    while ((await runs()).length < 2 && Date.now() < deadline) await delay(200);
    await delay(1000);
    const done = (await runs()).map((r) => (r.payload as { n: number }).n).toSorted();
    expect(done).toEqual([1, 2]);

    const { rows } = await sql<{ version: number; aside: string | null }>`
      select (select max(version::int) from pgboss.version) as version,
             to_regnamespace('pgboss_v10')::text as aside`.execute(database.db);
    expect(rows[0]?.version).toBeGreaterThanOrEqual(25);
    expect(rows[0]?.aside).toBeNull();
  });
});
