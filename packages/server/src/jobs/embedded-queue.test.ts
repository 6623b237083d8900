import { setTimeout as delay } from 'node:timers/promises';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testConfig } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../db/database';
import { minuteOf } from './cron';
import { defineJob } from './job-definition';
import { createJobs, UnknownJobError, type Jobs } from './jobs';

const calls: string[] = [];

const flaky = defineJob({
  name: 'test-flaky',
  description: 'Fails until its third try.',
  payload: z.object({ key: z.string() }),
  retry: { limit: 3, backoffSeconds: 2 },
  handler: async (payload, context) => {
    calls.push(`${payload.key}:${context.attempt}`);
    if (context.attempt < 3) throw new Error(`try ${context.attempt} failed`);
  },
});

const hopeless = defineJob({
  name: 'test-hopeless',
  description: 'Always fails.',
  payload: z.object({}),
  retry: { limit: 1, backoffSeconds: 1 },
  handler: async () => {
    throw new Error('never works');
  },
});

const slow = defineJob({
  name: 'test-slow',
  description: 'Takes a while.',
  payload: z.object({}),
  retry: { limit: 0, backoffSeconds: 1 },
  handler: async () => {
    await delay(400);
    calls.push('slow done');
  },
});

const everyMinute = defineJob({
  name: 'test-cron',
  description: 'Every minute.',
  payload: z.object({}),
  schedule: '* * * * *',
  retry: { limit: 0, backoffSeconds: 1 },
  handler: async () => {
    calls.push('cron');
  },
});

describe('the embedded job queue', () => {
  let database: DatabaseHandle;
  let jobs: Jobs;

  const make = () =>
    createJobs({
      services: {
        db: database.db,
        log: Fastify({ logger: false }).log,
        mail: null,
        sms: null,
        config: testConfig(),
      },
      definitions: [flaky, hopeless, slow, everyMinute],
      pollMs: 50,
    });
  const jobRow = (id: string | null) =>
    database.db
      .selectFrom('job')
      .selectAll()
      .where('id', '=', id ?? '')
      .executeTakeFirstOrThrow();
  const dueNow = () => sql`update job set run_at = now()`.execute(database.db);

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  afterEach(async () => {
    await jobs?.stop();
    calls.length = 0;
    await database.db.deleteFrom('job').execute();
    await database.db.deleteFrom('job_run').execute();
  });

  it('retries a failing job with a doubling wait until it succeeds', async () => {
    jobs = make();
    await jobs.start({ work: false });
    const id = await jobs.send('test-flaky', { key: 'a' });
    await jobs.drain?.();
    let row = await jobRow(id);
    expect(row).toMatchObject({ state: 'retry', attempts: 1, last_error: 'try 1 failed' });
    const firstWait = row.run_at.getTime() - Date.now();
    expect(firstWait).toBeGreaterThan(1000);
    expect(firstWait).toBeLessThanOrEqual(2000);

    await jobs.drain?.();
    expect(calls).toEqual(['a:1']);

    await dueNow();
    await jobs.drain?.();
    row = await jobRow(id);
    expect(row.state).toBe('retry');
    expect(row.run_at.getTime() - Date.now()).toBeGreaterThan(3000);

    await dueNow();
    await jobs.drain?.();
    expect(await jobRow(id)).toMatchObject({ state: 'completed', attempts: 3 });
    expect(calls).toEqual(['a:1', 'a:2', 'a:3']);
    const runs = await database.db
      .selectFrom('job_run')
      .select(['attempt', 'status', 'error'])
      .orderBy('attempt')
      .execute();
    expect(runs).toEqual([
      { attempt: 1, status: 'failed', error: 'try 1 failed' },
      { attempt: 2, status: 'failed', error: 'try 2 failed' },
      { attempt: 3, status: 'completed', error: null },
    ]);
  });

  it('gives up after the retry limit', async () => {
    jobs = make();
    await jobs.start({ work: false });
    const id = await jobs.send('test-hopeless', {});
    await jobs.drain?.();
    await dueNow();
    await jobs.drain?.();
    expect(await jobRow(id)).toMatchObject({ state: 'failed', attempts: 2 });
  });

  it('keeps one waiting job per singleton key', async () => {
    jobs = make();
    await jobs.start({ work: false });
    const first = await jobs.send('test-slow', {}, { singletonKey: 'once' });
    const second = await jobs.send('test-slow', {}, { singletonKey: 'once' });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
  });

  it('refuses an unknown name and a bad payload', async () => {
    jobs = make();
    await jobs.start({ work: false });
    await expect(jobs.send('nope', {})).rejects.toBeInstanceOf(UnknownJobError);
    await expect(jobs.send('test-flaky', { key: 1 })).rejects.toThrow();
    expect(await database.db.selectFrom('job').select('id').execute()).toEqual([]);
  });

  it('queues a scheduled job once per minute, even when two runners start', async () => {
    // Both runners must start within one minute.
    const toNextMinute = 60_000 - (Date.now() % 60_000);
    if (toNextMinute < 3000) await delay(toNextMinute + 100);
    jobs = make();
    const other = make();
    await jobs.start({ work: true });
    await other.start({ work: true });
    await delay(500);
    await other.stop();
    const queued = await database.db
      .selectFrom('job')
      .select('name')
      .where('name', '=', 'test-cron')
      .execute();
    expect(queued).toHaveLength(1);
    const slot = await database.db
      .selectFrom('job_schedule')
      .select('last_slot')
      .where('name', '=', 'test-cron')
      .executeTakeFirstOrThrow();
    expect(slot.last_slot.getTime()).toBe(minuteOf(new Date()).getTime());
    expect(calls).toEqual(['cron']);
  });

  it('waits for a running handler when it stops', async () => {
    jobs = make();
    await jobs.start({ work: true });
    const id = await jobs.send('test-slow', {});
    await delay(150);
    expect((await jobRow(id)).state).toBe('active');
    await jobs.stop();
    expect(calls).toContain('slow done');
    expect((await jobRow(id)).state).toBe('completed');
  });
});
