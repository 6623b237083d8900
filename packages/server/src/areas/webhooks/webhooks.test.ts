import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PagedResult, TWebhook, TWebhookDelivery } from '@portal/core';
import { apiHeaders, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { emitWebhookEvent } from './webhook-events';

const SECRET = 'a-long-shared-secret-1234';

type Received = { headers: IncomingHttpHeaders; body: string; signatureOk: boolean };

/** A receiver on 127.0.0.1 that checks the signature as a subscriber would. */
async function startReceiver() {
  const received: Received[] = [];
  const state = { status: 200 };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const timestamp = String(request.headers['x-portal-timestamp']);
      const expected = `sha256=${createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest('hex')}`;
      const given = String(request.headers['x-portal-signature']);
      const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) < 300;
      const signatureOk =
        fresh &&
        given.length === expected.length &&
        timingSafeEqual(Buffer.from(given), Buffer.from(expected));
      received.push({ headers: request.headers, body, signatureOk });
      response.writeHead(signatureOk ? state.status : 401).end(signatureOk ? 'thanks' : 'bad');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/portal`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testEngines())('webhooks on %s', (engine) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    receiver = await startReceiver();
    t = await createTestApp({ engine, env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: '1' } });
    admin = apiHeaders('teams', tokenFor(t.app, { brand: 'teams', claims: ['securityAdmin'] }));
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });
  afterEach(async () => {
    receiver.received.length = 0;
    receiver.state.status = 200;
    await t.database.db.deleteFrom('webhook').execute();
  });

  const create = (payload: Record<string, unknown>, headers = admin) =>
    t.app.inject({ method: 'POST', url: '/api/webhooks/Create', headers, payload });
  const deliverNow = async () => {
    await t.app.portal.jobs.send('deliver-webhooks');
    await t.app.portal.jobs.drain?.();
  };
  const deliveries = async () =>
    (await t.app.inject({ url: '/api/webhooks/Deliveries', headers: admin })).json<
      PagedResult<TWebhookDelivery>
    >();

  it('registers, lists, changes and deletes a webhook, never showing its secret', async () => {
    const created = await create({
      url: receiver.url,
      secret: SECRET,
      events: ['plan.saved'],
      description: 'CRM',
    });
    expect(created.statusCode).toBe(201);
    const hook = created.json<TWebhook>();
    expect(hook).toMatchObject({ url: receiver.url, events: ['plan.saved'], active: true });
    expect(JSON.stringify(hook)).not.toContain(SECRET);

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/webhooks/Update/${hook.id}`,
      headers: admin,
      payload: { url: receiver.url, events: ['plan.saved', 'report.released'], active: false },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<TWebhook>()).toMatchObject({ active: false });
    const row = await t.database.db
      .selectFrom('webhook')
      .select('secret')
      .executeTakeFirstOrThrow();
    expect(row.secret).toBe(SECRET);

    const list = await t.app.inject({ url: '/api/webhooks/List', headers: admin });
    expect(list.json<TWebhook[]>().map((h) => h.events)).toEqual([
      ['plan.saved', 'report.released'],
    ]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/webhooks/Delete/${hook.id}`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(204);
  });

  it('refuses bad input: not http(s), unknown event, short secret, bad id', async () => {
    const cases = [
      { url: 'ftp://example.com/x', secret: SECRET, events: ['plan.saved'] },
      { url: 'javascript:alert(1)', secret: SECRET, events: ['plan.saved'] },
      { url: receiver.url, secret: SECRET, events: ['plan.deleted'] },
      { url: receiver.url, secret: SECRET, events: [] },
      { url: receiver.url, secret: 'short', events: ['plan.saved'] },
    ];
    for (const payload of cases) {
      expect((await create(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const badId = await t.app.inject({
      method: 'DELETE',
      url: '/api/webhooks/Delete/not-a-guid',
      headers: admin,
    });
    expect(badId.statusCode).toBe(400);
  });

  it("keeps brands apart: another brand's admin cannot see or change a webhook", async () => {
    const hook = (
      await create({ url: receiver.url, secret: SECRET, events: ['plan.saved'] })
    ).json<TWebhook>();
    const other = apiHeaders('profile', tokenFor(t.app, { claims: ['securityAdmin'] }));
    const list = await t.app.inject({ url: '/api/webhooks/List', headers: other });
    expect(list.json()).toEqual([]);
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/webhooks/${method === 'PUT' ? 'Update' : 'Delete'}/${hook.id}`,
        headers: other,
        payload: { url: 'https://evil.example/', events: ['plan.saved'], active: true },
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('is for security admins: 401 without a token, 403 for a developer', async () => {
    const anonymous = await t.app.inject({
      url: '/api/webhooks/List',
      headers: apiHeaders('teams'),
    });
    expect(anonymous.statusCode).toBe(401);
    const developer = apiHeaders(
      'teams',
      tokenFor(t.app, { brand: 'teams', claims: ['developer'] }),
    );
    for (const [method, url] of [
      ['GET', '/api/webhooks/List'],
      ['GET', '/api/webhooks/Deliveries'],
      ['POST', '/api/webhooks/Create'],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: developer })).statusCode, url).toBe(403);
    }
  });

  it('delivers an event signed to the hooks that chose it, once committed', async () => {
    await create({ url: receiver.url, secret: SECRET, events: ['report.released'] });
    await create({ url: receiver.url, secret: SECRET, events: ['plan.saved'] });
    await create({ url: receiver.url, secret: SECRET, events: ['report.released'], active: false });

    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await emitWebhookEvent(trx, 'teams', 'report.released', { reportId: 'r-0' });
        throw new Error('the release failed');
      }),
    ).rejects.toThrow('the release failed');
    expect(
      await emitWebhookEvent(t.database.db, 'teams', 'report.released', { reportId: 'r-1' }),
    ).toBe(1);
    await deliverNow();

    expect(receiver.received).toHaveLength(1);
    const [call] = receiver.received;
    expect(call?.signatureOk).toBe(true);
    expect(call?.headers['x-portal-event']).toBe('report.released');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(call?.body ?? '{}')).toMatchObject({
      event: 'report.released',
      brand: 'teams',
      data: { reportId: 'r-1' },
    });
    const page = await deliveries();
    expect(page.count).toBe(1);
    expect(page.data[0]).toMatchObject({
      status: 'delivered',
      attempts: 1,
      responseStatus: 200,
      responseExcerpt: 'thanks',
      error: null,
      url: receiver.url,
    });
    expect(page.data[0]?.id).toBe(call?.headers['x-portal-delivery']);
  });

  it('retries a failed delivery with backoff, and lists the failure', async () => {
    await create({ url: receiver.url, secret: SECRET, events: ['plan.saved'] });
    await emitWebhookEvent(t.database.db, 'teams', 'plan.saved', { planId: 'p-1' });
    receiver.state.status = 500;
    await deliverNow();
    let [delivery] = (await deliveries()).data;
    expect(delivery).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: 500,
      error: 'The receiver answered 500.',
    });
    expect(new Date(delivery?.nextAttemptAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 20_000);

    await deliverNow();
    expect(receiver.received).toHaveLength(1);

    receiver.state.status = 204;
    await sql`update webhook_delivery set next_attempt_at = now()`.execute(t.database.db);
    await deliverNow();
    [delivery] = (await deliveries()).data;
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 2, responseStatus: 204 });
    expect(receiver.received.every((r) => r.signatureOk)).toBe(true);

    const redeliver = (id: string, headers = admin) =>
      t.app.inject({ method: 'POST', url: `/api/webhooks/Redeliver/${id}`, headers });
    const other = apiHeaders('profile', tokenFor(t.app, { claims: ['securityAdmin'] }));
    expect((await redeliver(delivery?.id ?? '', other)).statusCode).toBe(404);
    expect((await redeliver(delivery?.id ?? '')).statusCode).toBe(202);
    expect((await redeliver(delivery?.id ?? '')).statusCode).toBe(404);
    await deliverNow();
    expect(receiver.received).toHaveLength(3);
    expect((await deliveries()).data[0]).toMatchObject({ status: 'delivered', attempts: 1 });
  });
});

describe('webhooks without the private-target allowance', () => {
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = apiHeaders('profile', tokenFor(t.app, { claims: ['securityAdmin'] }));
  });
  afterAll(() => t.close());

  it('refuses obviously internal URLs', async () => {
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://localhost/hook',
      'http://[::1]/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://10.1.2.3/hook',
      'http://db.internal/hook',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/Create',
        headers: admin,
        payload: { url, secret: SECRET, events: ['plan.saved'] },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'url', message: 'The URL points to a private or internal address.' },
      ]);
    }
  });

  it('does not connect to a name that resolves to a private address', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/Create',
      headers: admin,
      payload: {
        url: 'http://portal-test.localtest.invalid/',
        secret: SECRET,
        events: ['plan.saved'],
      },
    });
    expect(created.statusCode).toBe(201);
    // Pointing the stored hook at a loopback name, as a DNS change would, is caught at connect.
    await t.database.db.updateTable('webhook').set({ url: 'http://localhost:9/' }).execute();
    await emitWebhookEvent(t.database.db, 'profile', 'plan.saved', { planId: 'p' });
    await t.app.portal.jobs.send('deliver-webhooks');
    await t.app.portal.jobs.drain?.();
    const delivery = await t.database.db
      .selectFrom('webhook_delivery')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(delivery.error).toBe('The URL points to a private or internal address.');
    expect(delivery.response_status).toBeNull();
  });
});
