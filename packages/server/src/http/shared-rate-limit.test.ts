import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiHeaders } from '../../test/factories';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';
import { buildApp } from '../app';
import { ROUTE_RATE_LIMIT } from './shared-rate-limit';

describe('rate limits shared by the instances of an installation', () => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    other = await buildApp(testConfig(), {
      database: t.database,
      mailTransport: null,
      runJobs: false,
    });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const forgot = (app: FastifyInstance) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/ForgotPassword',
      headers: apiHeaders('teams'),
      payload: { email: 'someone@client.example' },
    });

  it('count the attempts made on every instance against one limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < ROUTE_RATE_LIMIT.max; i++) {
      statuses.push((await forgot(i % 2 === 0 ? t.app : other)).statusCode);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    const over = [await forgot(t.app), await forgot(other)];
    expect(over.map((r) => r.statusCode)).toEqual([429, 429]);
    expect(Number(over[0]?.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the /api limit of an installation with two instances', () => {
  const LIMIT = 10;
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ env: { API_RATE_LIMIT: String(LIMIT) } });
    other = await buildApp(testConfig({ API_RATE_LIMIT: String(LIMIT) }), {
      database: t.database,
      mailTransport: null,
      runJobs: false,
    });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const latest = (app: FastifyInstance) =>
    app.inject({ url: '/api/webconfig/GetLatest', headers: apiHeaders('teams') });

  it('refuses on both once their calls together pass the limit, after one flush', async () => {
    // Within the stated bound: each instance admits what it has not yet heard of the other.
    for (let i = 0; i < 6; i++) {
      expect((await latest(t.app)).statusCode).toBe(200);
      expect((await latest(other)).statusCode).toBe(200);
    }
    // The counts reach the shared table within a flush interval (one second); then both refuse.
    for (const app of [t.app, other]) {
      await vi.waitFor(async () => expect((await latest(app)).statusCode).toBe(429), {
        timeout: 5000,
        interval: 250,
      });
    }
    const refused = await latest(t.app);
    expect(refused.json()).toMatchObject({
      message: expect.stringMatching(/^Too many requests/),
      referenceId: expect.any(String),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const row = await t.database.db
      .selectFrom('rate_limit_window')
      .select('count')
      .where('key', '=', 'api:127.0.0.1')
      .executeTakeFirstOrThrow();
    expect(row.count).toBeGreaterThan(LIMIT);
  });
});
