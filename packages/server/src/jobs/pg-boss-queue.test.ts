import { setTimeout as delay } from 'node:timers/promises';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testConfig } from '../../test/test-app';
import { createPostgresDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../db/database';
import { defineJob, type JobDefinition } from './job-definition';
import { createJobs, type Jobs } from './jobs';

const flaky = defineJob({
  name: 'test-flaky',
  description: 'Fails on its first try.',
  payload: z.object({ key: z.string() }),
  retry: { limit: 2, backoffSeconds: 1 },
  handler: async (_payload, context) => {
    if (context.attempt === 1) throw new Error('first try fails');
  },
});

const work = defineJob({
  name: 'test-work',
  description: 'Does nothing, once per job.',
  payload: z.object({ n: z.number() }),
  retry: { limit: 0, backoffSeconds: 1 },
  handler: async () => delay(20),
});

const sweep = defineJob({
  name: 'test-sweep',
  description: 'A sweep both instances ask for.',
  payload: z.object({}),
  repeatSeconds: 1,
  retry: { limit: 0, backoffSeconds: 1 },
  handler: async () => delay(300),
});

const DEFINITIONS: JobDefinition[] = [flaky, work, sweep];

async function until(probe: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await delay(200);
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('pg-boss shared by two instances', () => {
  let database: DatabaseHandle & { url: string };
  let instances: Jobs[];

  const runs = (name: string) =>
    database.db.selectFrom('job_run').selectAll().where('name', '=', name).execute();

  beforeAll(async () => {
    database = await createPostgresDatabase();
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
        definitions: DEFINITIONS,
        pollMs: 500,
      }),
    );
    for (const jobs of instances) await jobs.start({ work: true });
  }, 60_000);
  afterAll(async () => {
    for (const jobs of instances) await jobs.stop();
    await database.close();
  });

  it('runs each job once, whichever instance takes it', async () => {
    const [a, b] = instances as [Jobs, Jobs];
    for (let n = 0; n < 10; n++) await (n % 2 ? a : b).send('test-work', { n });
    await until(async () => (await runs('test-work')).length >= 10);
    await delay(1000);
    const done = await runs('test-work');
    expect(done).toHaveLength(10);
    expect(new Set(done.map((r) => r.job_id)).size).toBe(10);
    expect(done.every((r) => r.status === 'completed')).toBe(true);
  });

  it('queues a job with the transaction it is sent in, and not when it rolls back', async () => {
    const [a] = instances as [Jobs];
    await expect(
      database.db.transaction().execute(async (trx) => {
        await a.send('test-work', { n: 100 }, { db: trx });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await database.db.transaction().execute(async (trx) => {
      await a.send('test-work', { n: 101 }, { db: trx });
    });
    await until(async () =>
      (await runs('test-work')).some((r) => (r.payload as { n: number }).n === 101),
    );
    await delay(1000);
    const sent = (await runs('test-work')).map((r) => (r.payload as { n: number }).n);
    expect(sent).not.toContain(100);
  });

  it('retries a failed job by its policy and keeps both runs', async () => {
    const [a] = instances as [Jobs];
    await a.send('test-flaky', { key: 'k' });
    await until(async () => (await runs('test-flaky')).some((r) => r.status === 'completed'));
    const history = (await runs('test-flaky')).map((r) => [r.attempt, r.status, r.error]);
    expect(history.toSorted()).toEqual([
      [1, 'failed', 'first try fails'],
      [2, 'completed', null],
    ]);
  });

  it('keeps at most one sweep waiting though both instances ask every second', async () => {
    for (let i = 0; i < 6; i++) {
      const { rows } = await sql<{ count: string }>`
        select count(*) as count from pgboss.job where name = 'test-sweep' and state = 'created'`.execute(
        database.db,
      );
      expect(Number(rows[0]?.count)).toBeLessThanOrEqual(1);
      await delay(500);
    }
    expect((await runs('test-sweep')).length).toBeGreaterThan(0);
  });

  it('refuses an unknown job and a bad payload before queueing', async () => {
    const [a] = instances as [Jobs];
    await expect(a.send('no-such-job', {})).rejects.toThrow('No job is named no-such-job.');
    await expect(a.send('test-work', { n: 'x' })).rejects.toThrow();
  });
});
