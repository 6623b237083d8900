import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageStatus, MessageType, type PagedResult } from '@portal/core';
import { deliverMessage, HELD_NO_SMTP, queueMessage } from '../../mail/outbox';
import { apiHeaders, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import type { TMessagePreview, TMessageView } from '@portal/core';

describe.each(testEngines())('the messaging area on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ engine });
    admin = tokenFor(t.app, { brand: 'teams', claims: ['securityAdmin'] });
    const { db } = t.database;
    const base = { appName: 'teams' as const, bodyText: 'Hello', bodyHtml: '<p>Hello</p>' };
    ids.welcome = await queueMessage(db, {
      ...base,
      recipient: 'pat@demo.example',
      subject: 'Welcome',
    });
    ids.reminder = await queueMessage(db, {
      ...base,
      recipient: 'sam@demo.example',
      subject: 'Reminder',
    });
    ids.sms = await queueMessage(db, {
      ...base,
      messageType: MessageType.SMS,
      recipient: '+15551234567',
      subject: '',
    });
    ids.otherBrand = await queueMessage(db, {
      ...base,
      appName: 'schools',
      recipient: 'x@demo.example',
      subject: 'Other',
    });
    // Queued within the same millisecond they would tie on their time: a minute apart, in order.
    for (const [minute, id] of [ids.welcome, ids.reminder, ids.sms, ids.otherBrand].entries()) {
      await db
        .updateTable('message')
        .set({ entered_utc: new Date(Date.UTC(2026, 10, 2, 9, minute)) })
        .where('id', '=', id!)
        .execute();
    }
    await deliverMessage(db, ids.welcome, { transport: null, defaultFrom: 'a@b.example' });
    await db
      .updateTable('message')
      .set({ status: MessageStatus.Complete })
      .where('id', '=', ids.reminder)
      .execute();
  });
  afterAll(() => t.close());

  const search = (query: string, token = admin) =>
    t.app.inject({ url: `/api/messaging/Search${query}`, headers: apiHeaders('teams', token) });

  it("lists the brand's outbox, newest first", async () => {
    const res = await search('');
    expect(res.statusCode).toBe(200);
    const page = res.json<PagedResult<TMessageView>>();
    expect(page.count).toBe(3);
    expect(page.data.map((m) => m.id)).toEqual([ids.sms, ids.reminder, ids.welcome]);
    expect(page).toMatchObject({ sortProperty: 'enteredUtc', sortAscending: false });
  });

  it('shows a held message as held', async () => {
    const page = (await search('?text=Welcome')).json<PagedResult<TMessageView>>();
    expect(page.data[0]).toMatchObject({
      status: MessageStatus.InQueue,
      resultDetails: HELD_NO_SMTP,
      recipient: 'pat@demo.example',
      subject: 'Welcome',
    });
  });

  it('filters by status (number or name), type and text', async () => {
    expect((await search('?status=3')).json()).toMatchObject({
      count: 1,
      data: [{ id: ids.reminder }],
    });
    expect((await search('?status=complete')).json()).toMatchObject({ count: 1 });
    expect((await search('?type=SMS')).json()).toMatchObject({ count: 1, data: [{ id: ids.sms }] });
    expect((await search('?text=sam@')).json()).toMatchObject({
      count: 1,
      data: [{ id: ids.reminder }],
    });
    expect((await search('?search=outbox')).json()).toMatchObject({
      count: 1,
      data: [{ id: ids.welcome }],
    });
  });

  it('pages and sorts', async () => {
    const res = await search('?pageSize=1&page=2&sortProperty=subject&sortAscending=true');
    expect(res.json()).toMatchObject({
      count: 3,
      data: [{ subject: 'Reminder' }],
      sortProperty: 'subject',
    });
  });

  it('answers 400 to an unknown status', async () => {
    const res = await search('?status=lost');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'status' });
  });

  it('previews a message with its bodies', async () => {
    const res = await t.app.inject({
      url: `/api/messaging/PreviewMessage/${ids.welcome}`,
      headers: apiHeaders('teams', admin),
    });
    expect(res.json<TMessagePreview>()).toMatchObject({
      id: ids.welcome,
      bodyText: 'Hello',
      bodyHtml: '<p>Hello</p>',
      enteredUtc: expect.any(String),
    });
  });

  it("does not preview another brand's message, or one that does not exist", async () => {
    for (const id of [ids.otherBrand, randomUUID()]) {
      const res = await t.app.inject({
        url: `/api/messaging/PreviewMessage/${id}`,
        headers: apiHeaders('teams', admin),
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('is for developers and security admins only', async () => {
    expect(
      (await search('', tokenFor(t.app, { brand: 'teams', claims: ['developer'] }))).statusCode,
    ).toBe(200);
    expect(
      (await search('', tokenFor(t.app, { brand: 'teams', claims: ['eventAdmin'] }))).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/messaging/Search', headers: apiHeaders('teams') }))
        .statusCode,
    ).toBe(401);
  });
});
