import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBrand, MessageStatus } from '@portal/core';
import { deliverMessage } from '../../mail/outbox';
import { createMailTransport, type MailTransport } from '../../mail/transport';
import { apiHeaders, tokenFor } from '../../../test/factories';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';

const SHARE = {
  code: 'plan-shared',
  locale: 'en-us',
  subject: '{{brandName}}: {{sharer}} shared a plan',
  bodyHtml: '<p>Hello {{firstName}}, {{sharer}} shared a plan on {{sharedOn|date}}.</p>',
  bodyText: 'Hello {{firstName}}, {{sharer}} shared a plan on {{sharedOn|date}}.',
  transactional: false,
};

describe.each(testEngines())('templated sends of the messaging area on %s', (engine) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let mail: MailTransport;
  let developer: string;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    smtp = await startTestSmtp();
    mail = createMailTransport(smtp.url) as MailTransport;
    developer = tokenFor(t.app, { brand: 'teams', claims: ['developer'] });
    const saved = await call('POST', '/api/messagetemplate/upsert', SHARE);
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    mail.close();
    await smtp.close();
    await t.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    body?: unknown,
    token = developer,
  ) =>
    t.app.inject({
      method,
      url,
      headers: apiHeaders('teams', token),
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const count = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('message')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const row = (id: string) =>
    t.database.db.selectFrom('message').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const data = { firstName: 'Pat', sharer: 'Casey', sharedOn: '2026-03-05' };

  it('queues a templated e-mail and delivers it through SMTP with headers and bodies', async () => {
    const res = await call('POST', '/api/messaging/SendEmailTemplate/plan-shared', {
      to: 'pat@client.example',
      templateData: data,
      entityType: 'TractionPlan',
      entityId: 'plan-1',
      transactionId: 'share-1',
    });
    expect(res.statusCode).toBe(200);
    const { id, transactionId } = res.json<{ id: string; transactionId: string }>();
    expect(transactionId).toBe('share-1');
    expect(await row(id)).toMatchObject({
      status: MessageStatus.InQueue,
      subject: 'Tandem Teams: Casey shared a plan',
      template_id: 'plan-shared',
      entity_id: 'plan-1',
      reference_id: 'share-1',
    });

    const sent = await deliverMessage(t.database.db, id, {
      transport: mail,
      defaultFrom: 'Portal <no-reply@portal.example>',
    });
    expect(sent.status).toBe(MessageStatus.Complete);
    const received = smtp.received.at(-1);
    expect(received?.to).toEqual(['pat@client.example']);
    const raw = (received?.raw ?? '').replace(/=\r?\n/g, '');
    expect(raw).toMatch(/^Subject: Tandem Teams: Casey shared a plan$/m);
    expect(raw).toMatch(/^To: pat@client\.example$/m);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(raw).toContain('Hello Pat, Casey shared a plan on 03/05/26.');
    expect(raw).toContain('/unsubscriberg/request/plan-shared/en-us/none/false/1');
    expect(raw).toContain(getBrand('teams').theme.primary);
  });

  it('escapes placeholder values in the HTML body, not in the text body', async () => {
    const res = await call('POST', '/api/messaging/SendEmailTemplate/plan-shared', {
      to: 'pat@client.example',
      templateData: { ...data, sharer: '<script>alert(1)</script> & Co' },
    });
    const message = await row(res.json<{ id: string }>().id);
    expect(message.body_html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co shared');
    expect(message.body_html).not.toContain('<script>');
    expect(message.body_text).toContain('<script>alert(1)</script> & Co shared');
  });

  it('answers 400 naming a missing placeholder, and queues nothing', async () => {
    const before = await count();
    const res = await call('POST', '/api/messaging/SendEmailTemplate/plan-shared', {
      to: 'pat@client.example',
      templateData: { firstName: 'Pat', sharedOn: 'not a date' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'templateData.sharer', message: '{{sharer}} has no value' },
      { field: 'templateData.sharedOn', message: '{{sharedOn}} is not a date' },
    ]);
    expect(await count()).toBe(before);
  });

  it('answers 404 to an unknown template and 400 to a malformed code or address', async () => {
    const before = await count();
    const unknown = await call('POST', '/api/messaging/SendEmailTemplate/no-such-template', {
      to: 'pat@client.example',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No message template has the code no-such-template.');
    const badCode = await call('POST', '/api/messaging/SendEmailTemplate/Bad%20Code', {
      to: 'pat@client.example',
    });
    expect(badCode.statusCode).toBe(400);
    const badAddress = await call('POST', '/api/messaging/SendEmailTemplate/plan-shared', {
      to: 'pat@',
      templateData: data,
    });
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.json().errors[0]).toMatchObject({ field: 'to' });
    expect(await count()).toBe(before);
  });

  it('sends in bulk all or nothing, under one transaction id that deletes them', async () => {
    const before = await count();
    const refused = await call('POST', '/api/messaging/SendBulkEmailTemplate/plan-shared', {
      templateData: { sharer: 'Casey', sharedOn: '2026-03-05' },
      recipients: [
        { to: 'a@client.example', templateData: { firstName: 'A' } },
        { to: 'b@client.example' },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'recipients.1.templateData.firstName', message: '{{firstName}} has no value' },
    ]);
    expect(await count()).toBe(before);

    const res = await call('POST', '/api/messaging/SendBulkEmailTemplate/plan-shared', {
      templateData: { sharer: 'Casey', sharedOn: '2026-03-05' },
      recipients: [
        { to: 'a@client.example', templateData: { firstName: 'A' } },
        { to: 'b@client.example', templateData: { firstName: 'B' } },
      ],
    });
    expect(res.statusCode).toBe(200);
    const { transactionId, ids } = res.json<{ transactionId: string; ids: string[] }>();
    expect(ids).toHaveLength(2);
    expect((await row(ids[1] ?? '')).body_text).toContain('Hello B,');
    const deleted = await call('DELETE', `/api/messaging/DeleteByTransactionId/${transactionId}`);
    expect(deleted.json()).toEqual({ deleted: 2 });
    expect(await count()).toBe(before);
  });

  it('previews a template with sample data, with given data, and refuses bad data', async () => {
    const sample = await call('GET', '/api/messaging/PreviewMessage/plan-shared');
    expect(sample.statusCode).toBe(200);
    expect(sample.json().bodyText).toMatch(
      /^Hello \[firstName\], \[sharer\] shared a plan on \d\d\/\d\d\/\d\d\./,
    );
    const given = await call(
      'GET',
      `/api/messaging/PreviewMessage/plan-shared?data=${encodeURIComponent(JSON.stringify(data))}`,
    );
    expect(given.json()).toMatchObject({
      templateCode: 'plan-shared',
      locale: 'en-us',
      subject: 'Tandem Teams: Casey shared a plan',
    });
    expect(
      (await call('GET', '/api/messaging/PreviewMessage/plan-shared?data=[1]')).statusCode,
    ).toBe(400);
    expect((await call('GET', '/api/messaging/PreviewMessage/nothing-here')).statusCode).toBe(404);
  });

  it("falls back to the brand's default language", async () => {
    const res = await call('GET', '/api/messaging/PreviewMessage/plan-shared?locale=fr');
    expect(res.json()).toMatchObject({ locale: 'en-us' });
  });

  it('resends a copy of a message, and only of a message of the brand', async () => {
    const sent = await call('POST', '/api/messaging/SendEmailTemplate/plan-shared', {
      to: 'pat@client.example',
      templateData: data,
    });
    const id = sent.json<{ id: string }>().id;
    const copy = await call('POST', `/api/messaging/Resend/${id}`);
    expect(copy.statusCode).toBe(200);
    expect(copy.json()).toMatchObject({
      status: MessageStatus.InQueue,
      recipient: 'pat@client.example',
      subject: 'Tandem Teams: Casey shared a plan',
      comment: `Resend of message ${id}`,
    });
    expect(copy.json().id).not.toBe(id);
    const schools = tokenFor(t.app, { brand: 'schools', claims: ['developer'] });
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/messaging/Resend/${id}`,
      headers: apiHeaders('schools', schools),
    });
    expect(other.statusCode).toBe(404);
  });

  it('is for developers and security admins only', async () => {
    const participant = tokenFor(t.app, { brand: 'teams', claims: ['participant'] });
    for (const [method, url] of [
      ['POST', '/api/messaging/SendEmailTemplate/plan-shared'],
      ['POST', '/api/messaging/SendBulkEmailTemplate/plan-shared'],
      ['GET', '/api/messaging/PreviewMessage/plan-shared'],
      ['DELETE', '/api/messaging/DeleteByTransactionId/x'],
      ['GET', '/api/messaging/sendtestemail'],
    ] as const) {
      expect((await call(method, url, {}, participant)).statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/messaging/SendEmailTemplate/plan-shared',
      headers: apiHeaders('teams'),
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
