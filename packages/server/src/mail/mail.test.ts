import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MessageStatus, MessageType } from '@portal/core';
import type { DatabaseHandle } from '../db/database';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { createTestDatabase, testEngines } from '../../test/test-database';
import { deliverMessage, HELD_NO_SMS, HELD_NO_SMTP, queueMessage } from './outbox';
import { createMailTransport, type MailTransport } from './transport';

const FROM = 'Portal <no-reply@portal.example>';

describe.each(testEngines())('the outbox on %s', (engine) => {
  let database: DatabaseHandle;
  let smtp: TestSmtp;
  let transport: MailTransport;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    smtp = await startTestSmtp();
    transport = createMailTransport(smtp.url) as MailTransport;
  });
  afterAll(async () => {
    transport.close();
    await smtp.close();
    await database.close();
  });
  afterEach(() => {
    smtp.received.length = 0;
    smtp.refuse.clear();
  });

  const queue = (overrides = {}) =>
    queueMessage(database.db, {
      appName: 'teams',
      recipient: 'pat@demo.example',
      subject: 'Your plan was shared',
      bodyText: 'Casey shared a Traction Plan with you.',
      bodyHtml: '<p>Casey shared a <b>Traction Plan</b> with you.</p>',
      entityId: 'plan-1',
      entityType: 'TractionPlan',
      templateData: { firstName: 'Pat' },
      ...overrides,
    });

  it('queues a message with status InQueue and the fields given', async () => {
    const id = await queue({ recipients: ['sam@demo.example'], comment: 'share' });
    const row = await database.db
      .selectFrom('message')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: MessageStatus.InQueue,
      message_type: MessageType.Email,
      app_name: 'teams',
      recipients: ['sam@demo.example'],
      template_data: { firstName: 'Pat' },
      entity_type: 'TractionPlan',
      comment: 'share',
      attempts: 0,
      sent_utc: null,
    });
    expect(row.entered_utc).toBeInstanceOf(Date);
  });

  it("queues inside the caller's transaction: nothing stays when it rolls back", async () => {
    let id = '';
    await expect(
      database.db.transaction().execute(async (trx) => {
        id = await queueMessage(trx, {
          appName: 'teams',
          recipient: 'x@demo.example',
          subject: 's',
          bodyText: 'b',
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const found = await database.db
      .selectFrom('message')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(found).toBeUndefined();
  });

  it('sends through SMTP: Complete with sent and completed times, and the mail arrives whole', async () => {
    const id = await queue({ recipients: ['sam@demo.example'] });
    const row = await deliverMessage(database.db, id, { transport, defaultFrom: FROM });
    expect(row.status).toBe(MessageStatus.Complete);
    expect(row.sent_utc).toBeInstanceOf(Date);
    expect(row.completed_utc).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);
    expect(row.result_details).toMatch(/^Accepted: 250/);

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail?.from).toBe('no-reply@portal.example');
    expect(mail?.to).toEqual(['pat@demo.example', 'sam@demo.example']);
    expect(mail?.raw).toMatch(/^Subject: Your plan was shared$/m);
    expect(mail?.raw).toMatch(/^From: Portal <no-reply@portal\.example>$/m);
    expect(mail?.raw).toMatch(/^To: pat@demo\.example, sam@demo\.example$/m);
    expect(mail?.raw).toContain('Casey shared a Traction Plan with you.');
    expect(mail?.raw).toContain('<b>Traction Plan</b>');
  });

  it("uses the message's own sender when it names one", async () => {
    const id = await queue({ from: 'coach@demo.example' });
    await deliverMessage(database.db, id, { transport, defaultFrom: FROM });
    expect(smtp.received[0]?.from).toBe('coach@demo.example');
  });

  it('marks a message Reject with the reason when the server refuses it', async () => {
    smtp.refuse.add('gone@demo.example');
    const id = await queue({ recipient: 'gone@demo.example' });
    const row = await deliverMessage(database.db, id, { transport, defaultFrom: FROM });
    expect(row.status).toBe(MessageStatus.Reject);
    expect(row.result_details).toMatch(/^Rejected: .*Mailbox unavailable/);
    expect(row.sent_utc).toBeNull();
    expect(row.completed_utc).toBeInstanceOf(Date);
    expect(smtp.received).toHaveLength(0);
  });

  it('sends a message once: a second delivery leaves it as it is', async () => {
    const id = await queue();
    await deliverMessage(database.db, id, { transport, defaultFrom: FROM });
    const again = await deliverMessage(database.db, id, { transport, defaultFrom: FROM });
    expect(again.status).toBe(MessageStatus.Complete);
    expect(again.attempts).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('holds the message in the outbox when no SMTP_URL is configured', async () => {
    const id = await queue();
    const row = await deliverMessage(database.db, id, { transport: null, defaultFrom: FROM });
    expect(row.status).toBe(MessageStatus.InQueue);
    expect(row.result_details).toBe(HELD_NO_SMTP);
    expect(HELD_NO_SMTP).toBe('Held in the outbox: no SMTP_URL configured');
    expect(row.sent_utc).toBeNull();
  });

  it('holds an SMS when no SMS transport is configured', async () => {
    const id = await queue({ messageType: MessageType.SMS, recipient: '+15551234567' });
    const row = await deliverMessage(database.db, id, { transport, defaultFrom: FROM });
    expect(row).toMatchObject({ status: MessageStatus.InQueue, result_details: HELD_NO_SMS });
  });
});

describe('createMailTransport', () => {
  it('gives no transport without SMTP_URL', () => {
    expect(createMailTransport(undefined)).toBeNull();
  });
});
