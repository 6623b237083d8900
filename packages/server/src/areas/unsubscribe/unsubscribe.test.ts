import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageStatus } from '@portal/core';
import { NOT_SENT_UNSUBSCRIBED } from '../../mail/outbox';
import { apiHeaders, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';

const NEWS = {
  code: 'team-news',
  locale: 'en-us',
  description: 'Team news',
  subject: 'News for {{firstName}}',
  bodyHtml: '<p>Hello {{firstName}}.</p>',
  bodyText: 'Hello {{firstName}}.',
  transactional: false,
};
const RECEIPT = { ...NEWS, code: 'receipt', description: 'Receipt', transactional: true };

describe.each(testEngines())('unsubscribe links on %s', (engine) => {
  let t: TestApp;
  let developer: string;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    developer = tokenFor(t.app, { brand: 'teams', claims: ['developer'] });
    for (const template of [NEWS, RECEIPT]) {
      expect((await call('POST', '/api/messagetemplate/upsert', template)).statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    body?: unknown,
    token: string | null = developer,
    brand: 'teams' | 'schools' = 'teams',
  ) =>
    t.app.inject({
      method,
      url,
      headers: token ? apiHeaders(brand, token) : { 'app-name': brand },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const send = async (code: string, to: string) => {
    const res = await call('POST', `/api/messaging/SendEmailTemplate/${code}`, {
      to,
      templateData: { firstName: 'Pat' },
    });
    expect(res.statusCode).toBe(200);
    const { id } = res.json<{ id: string }>();
    return t.database.db
      .selectFrom('message')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  };
  const linkIn = (text: string) => {
    const match =
      /\/unsubscriberg\/request\/team-news\/en-us\/none\/false\/1\?token=([\w-]{43})/.exec(text);
    expect(match, text).not.toBeNull();
    return match![1]!;
  };

  it('gives each recipient a link of their own, the same one each time', async () => {
    const first = linkIn((await send('team-news', 'Pat@Client.example')).body_text);
    const again = linkIn((await send('team-news', 'pat@client.example')).body_text);
    const other = linkIn((await send('team-news', 'sam@client.example')).body_text);
    expect(again).toBe(first);
    expect(other).not.toBe(first);
    const html = (await send('team-news', 'pat@client.example')).body_html ?? '';
    expect(html).toContain(`?token=${first}`);
  });

  it('unsubscribes anonymously by the token, once, and stops those messages only', async () => {
    const token = linkIn((await send('team-news', 'lee@client.example')).body_text);
    const info = await call('GET', `/api/unsubscribe/${token}`, undefined, null);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      scope: 'template',
      name: 'News for Pat',
      recipient: 'l•••@client.example',
      messageType: 1,
      unsubscribed: false,
    });

    const done = await call('POST', `/api/unsubscribe/${token}`, undefined, null);
    expect(done.json()).toMatchObject({ unsubscribed: true });
    const [first] = await t.database.db
      .selectFrom('unsubscribe_link')
      .select('unsubscribed_at')
      .where('token', '=', token)
      .execute();
    const repeated = await call('POST', `/api/unsubscribe/${token}`, undefined, null);
    expect(repeated.json()).toMatchObject({ unsubscribed: true });
    const [second] = await t.database.db
      .selectFrom('unsubscribe_link')
      .select('unsubscribed_at')
      .where('token', '=', token)
      .execute();
    expect(second?.unsubscribed_at).toEqual(first?.unsubscribed_at);

    const stopped = await send('team-news', 'lee@client.example');
    expect(stopped).toMatchObject({ status: MessageStatus.Reject, comment: NOT_SENT_UNSUBSCRIBED });
    expect((await send('team-news', 'sam@client.example')).status).toBe(MessageStatus.InQueue);
    // A transactional message (a receipt, a password reset) is always sent, and has no link.
    const receipt = await send('receipt', 'lee@client.example');
    expect(receipt.status).toBe(MessageStatus.InQueue);
    expect(receipt.body_text).not.toContain('unsubscriberg');

    expect(
      (await call('DELETE', `/api/unsubscribe/${token}`, undefined, null)).json(),
    ).toMatchObject({ unsubscribed: false });
    expect((await send('team-news', 'lee@client.example')).status).toBe(MessageStatus.InQueue);
  });

  it('refuses a token it did not issue, a malformed one and another brand', async () => {
    const token = linkIn((await send('team-news', 'kim@client.example')).body_text);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await call(method, `/api/unsubscribe/${tampered}`, undefined, null);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'This unsubscribe link is not valid.' });
    }
    expect((await call('POST', '/api/unsubscribe/not-a-token', undefined, null)).statusCode).toBe(
      400,
    );
    const otherBrand = await call('POST', `/api/unsubscribe/${token}`, undefined, null, 'schools');
    expect(otherBrand.statusCode).toBe(404);
    expect((await send('team-news', 'kim@client.example')).status).toBe(MessageStatus.InQueue);
  });

  it('previews a template with a link that carries no token and issues none', async () => {
    const before = await t.database.db.selectFrom('unsubscribe_link').select('token').execute();
    const res = await call('GET', '/api/messaging/PreviewMessage/team-news?locale=en-us');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ bodyText: string }>().bodyText).toContain(
      '/unsubscriberg/request/team-news/en-us/none/false/1',
    );
    expect(res.body).not.toContain('token=');
    const after = await t.database.db.selectFrom('unsubscribe_link').select('token').execute();
    expect(after).toHaveLength(before.length);
  });
});
