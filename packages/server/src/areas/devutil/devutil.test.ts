import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDevStatus } from '@portal/core';
import { MIGRATIONS } from '../../db/migrations';
import { apiHeaders, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';

describe.each(testEngines())('the devutil area on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());

  const status = (token?: string) =>
    t.app.inject({ url: '/api/devutil/Status', headers: apiHeaders('teams', token) });

  it('is for developers and security admins only', async () => {
    expect((await status()).statusCode).toBe(401);
    expect(
      (await status(tokenFor(t.app, { brand: 'teams', claims: ['clientAdmin'] }))).statusCode,
    ).toBe(403);
    expect(
      (await status(tokenFor(t.app, { brand: 'teams', claims: ['securityAdmin'] }))).statusCode,
    ).toBe(200);
  });

  it('tells the environment, the database and its migrations, the hub, the jobs and the PDF renderer', async () => {
    await t.database.db
      .insertInto('job_run')
      .values({
        job_id: 'j1',
        name: 'deliver-messages',
        attempt: 1,
        status: 'failed',
        payload: '{}',
        error: 'SMTP refused',
        started_at: new Date(),
      })
      .execute();
    await t.app.portal.hub.send({ to: { brand: 'teams' }, event: { name: 'AppConfigUpdated' } });
    const res = await status(tokenFor(t.app, { brand: 'teams', claims: ['developer'] }));
    expect(res.statusCode).toBe(200);
    const body = res.json<TDevStatus>();
    const names = Object.keys(MIGRATIONS);
    expect(body.server).toMatchObject({
      environment: 'test',
      version: '1.2.3-test',
      node: process.version,
      instanceId: t.app.portal.hub.instanceId,
    });
    expect(body.server.memory.rssBytes).toBeGreaterThan(0);
    expect(body.database).toMatchObject({
      engine: engine === 'pglite' ? 'PGlite' : 'PostgreSQL',
      migrations: { applied: names.length, latest: names.at(-1), pending: [] },
    });
    expect(body.database.version).toMatch(/^\d+/);
    expect(body.hub).toMatchObject({ connections: 0, people: 0, byBrand: {} });
    expect(body.hub.recent[0]).toMatchObject({ name: 'AppConfigUpdated', to: 'brand' });
    expect(body.jobs).toMatchObject({
      running: 0,
      failedLastDay: 1,
      lastFailure: { name: 'deliver-messages', error: 'SMTP refused' },
    });
    expect(body.documents).toMatchObject({ concurrency: 2, launches: 0 });
  });
});
