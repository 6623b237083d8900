import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagedResult, TJobDefinition, TJobRun } from '@portal/core';
import { apiHeaders, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';

describe.each(testEngines())('the jobs API on %s', (engine) => {
  let t: TestApp;
  let developer: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    developer = apiHeaders('profile', tokenFor(t.app, { claims: ['developer'] }));
  });
  afterAll(() => t.close());

  it('lists the definitions with schedule and retry policy', async () => {
    const response = await t.app.inject({ url: '/api/jobs/Definitions', headers: developer });
    expect(response.statusCode).toBe(200);
    const definitions = response.json<TJobDefinition[]>();
    expect(definitions.map((d) => d.name)).toEqual([
      'deliver-messages',
      'deliver-webhooks',
      'prune-job-history',
      'expire-traction-plan-locks',
      'render-pdf-batch',
      'prune-pdf-batches',
      'export-report',
      'prune-report-exports',
      'profile-release-reports',
      'profile-describer-reminders',
      'profile-quick-report-bulk',
      'profile-report-cache',
      'event-reminders',
      'event-initial-coaching-session',
      'event-coaching-session',
      'event-status-updates',
      'event-summary',
      'event-makeups',
      'process-checkups',
      'checkup-status-updates',
      'content-trending-metrics',
      'content-series-release',
      'content-file-cleanup',
      'survey-invitations',
      'survey-reminders',
    ]);
    expect(definitions[2]).toMatchObject({
      schedule: '17 3 * * *',
      repeatSeconds: null,
      retry: { limit: 2, backoffSeconds: 60 },
      lastRun: null,
    });
    expect(definitions[0]).toMatchObject({ schedule: null, repeatSeconds: 5 });
  });

  it('runs a job now and keeps the run in the history', async () => {
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/Run/prune-job-history',
      headers: developer,
      payload: { payload: { days: 10 } },
    });
    expect(run.statusCode).toBe(202);
    const { jobId } = run.json<{ jobId: string }>();
    await t.app.portal.jobs.drain?.();

    const history = await t.app.inject({
      url: '/api/jobs/History?name=prune-job-history',
      headers: developer,
    });
    expect(history.statusCode).toBe(200);
    const page = history.json<PagedResult<TJobRun>>();
    expect(page.count).toBe(1);
    expect(page.data[0]).toMatchObject({
      jobId,
      name: 'prune-job-history',
      status: 'completed',
      attempt: 1,
      payload: { days: 10 },
      error: null,
    });
    expect(page.data[0]?.finishedAt).not.toBeNull();

    const definitions = await t.app.inject({ url: '/api/jobs/Definitions', headers: developer });
    const prune = definitions.json<TJobDefinition[]>().find((d) => d.name === 'prune-job-history');
    expect(prune?.lastRun?.jobId).toBe(jobId);
  });

  it('answers 409 when a run of a sweep is already waiting', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/Run/deliver-messages',
      headers: developer,
    });
    expect(first.statusCode).toBe(202);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/Run/deliver-messages',
      headers: developer,
    });
    expect(second.statusCode).toBe(409);
    await t.app.portal.jobs.drain?.();
    // The outbox was empty: an idle sweep keeps no run in the history.
    const history = await t.app.inject({
      url: '/api/jobs/History?name=deliver-messages',
      headers: developer,
    });
    expect(history.json<PagedResult<TJobRun>>().count).toBe(0);
  });

  it('answers 404 for an unknown job and 400 for a bad payload or name', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/Run/no-such-job',
      headers: developer,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'No job is named no-such-job.' });

    const badPayload = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/Run/prune-job-history',
      headers: developer,
      payload: { payload: { days: 'many' } },
    });
    expect(badPayload.statusCode).toBe(400);
    expect(badPayload.json().errors).toEqual([expect.objectContaining({ field: 'days' })]);

    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/Run/deliver-messages',
      headers: developer,
      payload: { payload: { sendTwice: true } },
    });
    expect(extra.statusCode).toBe(400);

    const badFilter = await t.app.inject({
      url: '/api/jobs/History?status=exploded',
      headers: developer,
    });
    expect(badFilter.statusCode).toBe(400);
  });

  it('is for developers only: 401 without a token, 403 for others', async () => {
    const anonymous = await t.app.inject({ url: '/api/jobs/Definitions', headers: apiHeaders() });
    expect(anonymous.statusCode).toBe(401);
    const admin = apiHeaders('profile', tokenFor(t.app, { claims: ['securityAdmin'] }));
    for (const [method, url] of [
      ['GET', '/api/jobs/Definitions'],
      ['GET', '/api/jobs/History'],
      ['POST', '/api/jobs/Run/prune-job-history'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: admin });
      expect(response.statusCode, url).toBe(403);
    }
  });
});
