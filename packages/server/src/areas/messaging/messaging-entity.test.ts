import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageStatus, MessageType } from '@portal/core';
import { queueMessage } from '../../mail/outbox';
import { apiHeaders, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import type { TMessageStats, TMessageView } from '@portal/core';

describe.each(testEngines())('messages by entity on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  const userId = randomUUID();
  let own: string;
  type Key = 'first' | 'fifth' | 'sixth' | 'sms' | 'other' | 'mine' | 'otherBrand';
  const ids = {} as Record<Key, string>;

  const queueAt = async (entered: Date, overrides: Record<string, unknown> = {}) => {
    const id = await queueMessage(t.database.db, {
      appName: 'teams',
      recipient: 'pat@client.example',
      subject: 'Plan shared',
      bodyText: 'Hello',
      entityType: 'TractionPlan',
      entityId: 'plan-1',
      ...overrides,
    });
    await t.database.db
      .updateTable('message')
      .set({ entered_utc: entered })
      .where('id', '=', id)
      .execute();
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp({ engine });
    admin = tokenFor(t.app, { brand: 'teams', claims: ['securityAdmin'] });
    own = tokenFor(t.app, { brand: 'teams', userId, claims: ['participant'] });
    ids.first = await queueAt(new Date(2026, 2, 1, 9));
    ids.fifth = await queueAt(new Date(2026, 2, 5, 23, 30));
    ids.sixth = await queueAt(new Date(2026, 2, 6, 8));
    ids.sms = await queueAt(new Date(2026, 2, 5, 10), {
      messageType: MessageType.SMS,
      recipient: '+15551234567',
    });
    ids.other = await queueAt(new Date(2026, 2, 2), { entityId: 'plan-2' });
    ids.mine = await queueAt(new Date(2026, 2, 3), {
      entityType: 'identity_user',
      entityId: userId,
    });
    ids.otherBrand = await queueAt(new Date(2026, 2, 4), { appName: 'schools' });
    await t.database.db
      .updateTable('message')
      .set({ status: MessageStatus.Complete })
      .where('id', 'in', [ids.first, ids.fifth])
      .execute();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, token = admin) =>
    t.app.inject({
      method,
      url,
      headers: apiHeaders('teams', token),
      ...(body === undefined ? {} : { payload: body as object }),
    });

  it("lists an entity's messages of the brand, newest first", async () => {
    const res = await call('POST', '/api/messaging/GetByEntityIds', ['plan-1']);
    expect(res.json<TMessageView[]>().map((m) => m.id)).toEqual([
      ids.sixth,
      ids.fifth,
      ids.sms,
      ids.first,
    ]);
  });

  it('answers the newest message of each entity', async () => {
    const res = await call('POST', '/api/messaging/GetLatestByEntityIds', {
      entityIds: ['plan-1', 'plan-2', 'plan-none'],
      entityType: 'TractionPlan',
    });
    expect(
      res
        .json<TMessageView[]>()
        .map((m) => m.id)
        .sort(),
    ).toEqual([ids.sixth, ids.other].sort());
  });

  it('counts by status and type', async () => {
    const stats = (
      await call('GET', '/api/messaging/GetMessageStatsByEntityId/plan-1')
    ).json<TMessageStats>();
    expect(stats).toMatchObject({ total: 4, byType: { Email: 3, SMS: 1 } });
    expect(stats.byStatus).toMatchObject({ Complete: 2, InQueue: 2, Reject: 0 });
  });

  it('counts e-mails in a date window whose end date counts whole', async () => {
    const stats = (
      await call(
        'GET',
        '/api/messaging/GetEmailStats/TractionPlan/plan-1?startDate=03/01/26&endDate=03/05/26',
      )
    ).json<TMessageStats>();
    expect(stats).toMatchObject({ total: 2, byStatus: { Complete: 2 } });
    const from = (
      await call('GET', '/api/messaging/GetEmailStats/TractionPlan/plan-1?startDate=03/02/26')
    ).json<TMessageStats>();
    expect(from.total).toBe(2);
    const all = (
      await call('GET', '/api/messaging/GetEmailStats/TractionPlan/plan-1')
    ).json<TMessageStats>();
    expect(all.total).toBe(3);
    const bad = await call(
      'GET',
      '/api/messaging/GetEmailStats/TractionPlan/plan-1?endDate=2026-03-05',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'endDate', message: 'Use MM/DD/YY' });
  });

  it('answers the stored status: no provider reports opens', async () => {
    const one = await call('GET', `/api/messaging/RefreshEmailStatus/${ids.fifth}`);
    expect(one.json()).toMatchObject({ id: ids.fifth, status: MessageStatus.Complete });
    expect(
      (await call('GET', `/api/messaging/RefreshEmailStatus/${ids.otherBrand}`)).statusCode,
    ).toBe(404);
    const byEntity = await call('GET', '/api/messaging/RefreshEmailStatusByEntityId/plan-1');
    expect(byEntity.json<TMessageView[]>()).toHaveLength(3);
  });

  it('lets a user read the messages about themselves only', async () => {
    const mine = await call('POST', '/api/messaging/GetByEntityIds', [userId], own);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<TMessageView[]>().map((m) => m.id)).toEqual([ids.mine]);
    for (const [method, url, body] of [
      ['POST', '/api/messaging/GetByEntityIds', [userId, 'plan-1']],
      ['POST', '/api/messaging/GetLatestByEntityIds', ['plan-1']],
      ['GET', '/api/messaging/GetMessageStatsByEntityId/plan-1', undefined],
      ['GET', '/api/messaging/GetEmailStats/TractionPlan/plan-1', undefined],
      ['GET', '/api/messaging/RefreshEmailStatusByEntityId/plan-1', undefined],
    ] as const) {
      expect((await call(method, url, body, own)).statusCode).toBe(403);
    }
    expect(
      (await call('GET', `/api/messaging/RefreshEmailStatus/${ids.mine}`, undefined, own))
        .statusCode,
    ).toBe(403);
  });

  it('refuses an empty or oversized list of entity ids', async () => {
    expect((await call('POST', '/api/messaging/GetByEntityIds', [])).statusCode).toBe(400);
    const many = Array.from({ length: 1001 }, (_, i) => `e${i}`);
    expect((await call('POST', '/api/messaging/GetByEntityIds', many)).statusCode).toBe(400);
  });

  it("deletes an entity's messages of the brand only", async () => {
    const res = await call('DELETE', '/api/messaging/DeleteByEntityId/TractionPlan/plan-2');
    expect(res.json()).toEqual({ deleted: 1 });
    const participant = await call(
      'DELETE',
      '/api/messaging/DeleteByEntityId/TractionPlan/plan-1',
      undefined,
      own,
    );
    expect(participant.statusCode).toBe(403);
    const left = await t.database.db
      .selectFrom('message')
      .select('id')
      .where('id', '=', ids.otherBrand)
      .executeTakeFirst();
    expect(left).toBeDefined();
  });
});
