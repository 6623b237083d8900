import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../db/database';
import { batchedWindowLimit, type WindowStore } from './batched-rate-limit';
import { installErrorHandler } from './errors';
import { addToWindows, sweepEndedWindows } from './rate-limit-store';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** An instance: its own limiter, counting in the shared table through a store whose calls are counted. */
async function instance(name: string, max: number, options: { flushMs?: number } = {}) {
  const statements = { count: 0 };
  const store: WindowStore = {
    add: (deltas) => {
      statements.count += 1;
      return addToWindows(database.db, 60_000, deltas);
    },
    sweep: () => sweepEndedWindows(database.db),
  };
  const limit = batchedWindowLimit({
    store,
    name,
    max: () => max,
    flushMs: options.flushMs ?? 60_000,
    message: 'errors.server.tooManyRequests',
  });
  const app = Fastify();
  installErrorHandler(app, 1024);
  app.get('/', { onRequest: limit.hook }, async () => ({ ok: true }));
  await app.ready();
  return { app, limit, statements };
}

type Instance = Awaited<ReturnType<typeof instance>>;
const open: Instance[] = [];
async function opened(name: string, max: number, options?: { flushMs?: number }) {
  const made = await instance(name, max, options);
  open.push(made);
  return made;
}
afterEach(async () => {
  vi.useRealTimers();
  for (const made of open.splice(0)) {
    await made.limit.stop();
    await made.app.close();
  }
});

const call = (app: FastifyInstance, remoteAddress = '10.0.0.1') =>
  app.inject({ url: '/', remoteAddress });
const statuses = async (app: FastifyInstance, n: number, remoteAddress?: string) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await call(app, remoteAddress)).statusCode);
  return out;
};

describe('batchedWindowLimit on one instance', () => {
  it('allows max calls per address and window, then answers 429 with when to come back', async () => {
    const { app } = await opened('one', 2);
    expect(await statuses(app, 2)).toEqual([200, 200]);
    const refused = await call(app);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      message: 'Too many requests: try again in 60 seconds.',
    });
    expect(refused.headers).toMatchObject({
      'retry-after': '60',
      'x-ratelimit-limit': '2',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': '60',
    });
  });

  it('counts each address apart', async () => {
    const { app } = await opened('apart', 1);
    expect(await statuses(app, 2, '10.0.0.1')).toEqual([200, 429]);
    expect(await statuses(app, 1, '10.0.0.2')).toEqual([200]);
  });

  it('opens a new window once the old one has ended', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { app } = await opened('window', 1);
    expect((await call(app)).statusCode).toBe(200);
    vi.advanceTimersByTime(30_000);
    expect((await call(app)).headers['retry-after']).toBe('30');
    vi.advanceTimersByTime(30_000);
    expect((await call(app)).statusCode).toBe(200);
  });
});

describe('batchedWindowLimit across instances', () => {
  it('sends the counts of an interval in one statement, not one per call', async () => {
    const { app, limit, statements } = await opened('batch', 100);
    await statuses(app, 10, '10.0.0.1');
    await statuses(app, 5, '10.0.0.2');
    expect(statements.count).toBe(0);
    await limit.flush();
    expect(statements.count).toBe(1);
    const rows = await database.db
      .selectFrom('rate_limit_window')
      .select(['key', 'count'])
      .where('key', 'like', 'batch:%')
      .orderBy('key')
      .execute();
    expect(rows).toEqual([
      { key: 'batch:10.0.0.1', count: 10 },
      { key: 'batch:10.0.0.2', count: 5 },
    ]);
    // Nothing new to send: no statement.
    await limit.flush();
    expect(statements.count).toBe(1);
  });

  it('flushes by itself every interval', async () => {
    const { app, statements } = await opened('timer', 100, { flushMs: 50 });
    await statuses(app, 3);
    await vi.waitFor(() => expect(statements.count).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(statements.count).toBe(1);
  });

  it('refuses on every instance once the installation passes the limit, within one flush', async () => {
    const a = await opened('shared', 10);
    const b = await opened('shared', 10);
    // Each instance alone is under the limit until it learns the other's count.
    expect(await statuses(a.app, 6)).toEqual(Array(6).fill(200));
    expect(await statuses(b.app, 6)).toEqual(Array(6).fill(200));
    await a.limit.flush();
    await b.limit.flush();
    // b has read 12; a read 6 before b sent, so it admits until its next flush tells it.
    expect((await call(b.app)).statusCode).toBe(429);
    expect((await call(a.app)).statusCode).toBe(200);
    await a.limit.flush();
    expect((await call(a.app)).statusCode).toBe(429);
    expect((await call(a.app, '10.0.0.9')).statusCode).toBe(200);
  });

  it('reads back the total of a client this instance has seen but not served since', async () => {
    const a = await opened('idle', 5);
    const b = await opened('idle', 5);
    expect(await statuses(a.app, 1)).toEqual([200]);
    await a.limit.flush();
    // b has not read the client's count yet: it admits its five.
    expect(await statuses(b.app, 5)).toEqual(Array(5).fill(200));
    await b.limit.flush();
    expect(await statuses(b.app, 1)).toEqual([429]);
    // a flushes for another client and reads this one's total with it.
    expect(await statuses(a.app, 1, '10.0.0.2')).toEqual([200]);
    await a.limit.flush();
    expect(await statuses(a.app, 1)).toEqual([429]);
  });

  it('keeps the counts of a failed flush and sends them with the next', async () => {
    const errors: unknown[] = [];
    let failing = true;
    const limit = batchedWindowLimit({
      store: {
        add: (deltas) =>
          failing ? Promise.reject(new Error('down')) : addToWindows(database.db, 60_000, deltas),
        sweep: () => sweepEndedWindows(database.db),
      },
      name: 'retry',
      max: () => 100,
      flushMs: 60_000,
      message: 'errors.server.tooManyRequests',
      onError: (error) => errors.push(error),
    });
    const app = Fastify();
    app.get('/', { onRequest: limit.hook }, async () => ({ ok: true }));
    await statuses(app, 4);
    await limit.flush();
    expect(errors).toHaveLength(1);
    failing = false;
    await limit.stop();
    await app.close();
    const row = await database.db
      .selectFrom('rate_limit_window')
      .select('count')
      .where('key', '=', 'retry:10.0.0.1')
      .executeTakeFirstOrThrow();
    expect(row.count).toBe(4);
  });

  it('starts a counter again when its window has ended in the database', async () => {
    await addToWindows(database.db, 60_000, [{ key: 'ended:10.0.0.1', delta: 50 }]);
    await sql`update rate_limit_window set reset_at = now() - interval '1 second'
      where key = 'ended:10.0.0.1'`.execute(database.db);
    const [read] = await addToWindows(database.db, 60_000, [{ key: 'ended:10.0.0.1', delta: 0 }]);
    expect(read?.count).toBe(0);
    const [added] = await addToWindows(database.db, 60_000, [{ key: 'ended:10.0.0.1', delta: 2 }]);
    expect(added?.count).toBe(2);
    expect(added!.resetAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });
});
