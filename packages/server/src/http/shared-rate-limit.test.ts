import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiHeaders } from '../../test/factories';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';
import { buildApp } from '../app';
import { AUTH_RATE_LIMIT } from '../areas/auth/auth.routes';

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
    for (let i = 0; i < AUTH_RATE_LIMIT.max; i++) {
      statuses.push((await forgot(i % 2 === 0 ? t.app : other)).statusCode);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    const over = [await forgot(t.app), await forgot(other)];
    expect(over.map((r) => r.statusCode)).toEqual([429, 429]);
    expect(Number(over[0]?.headers['retry-after'])).toBeGreaterThan(0);
  });
});
