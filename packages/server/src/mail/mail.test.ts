import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MessageStatus, MessageType } from '@portal/core';
import type { DatabaseHandle } from '../db/database';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { createTestDatabase, testEngines } from '../../test/test-database';
import { sql } from 'kysely';
import { deliverDueMessages } from './deliver-due';
import { deliverMessage, DELIVERY_RETRY, HELD_NO_SMS, HELD_NO_SMTP, queueMessage } from './outbox';
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

describe.each(testEngines())('outbox retries and the sweep on %s', (engine) => {
  let database: DatabaseHandle;
  let smtp: TestSmtp;
  let transport: MailTransport;
  /** A server that is not there: every send fails to connect. */
  let down: MailTransport;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    smtp = await startTestSmtp();
    transport = createMailTransport(smtp.url) as MailTransport;
    const closed = await startTestSmtp();
    await closed.close();
    down = createMailTransport(closed.url) as MailTransport;
  });
  afterAll(async () => {
    transport.close();
    down.close();
    await smtp.close();
    await database.close();
  });
  afterEach(async () => {
    smtp.received.length = 0;
    await database.db.deleteFrom('message').execute();
  });

  const queue = (subject: string, overrides = {}) =>
    queueMessage(database.db, {
      appName: 'teams',
      recipient: 'pat@demo.example',
      subject,
      bodyText: 'Hello',
      ...overrides,
    });
  const read = (id: string) =>
    database.db.selectFrom('message').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('defers a message the server cannot take, with a doubling wait, then rejects it', async () => {
    const id = await queue('Retry me');
    const first = await deliverMessage(database.db, id, { transport: down, defaultFrom: FROM });
    expect(first.status).toBe(MessageStatus.Deferred);
    expect(first.result_details).toMatch(/^Deferred after try 1 of 5: .*ECONNREFUSED/);
    expect(first.completed_utc).toBeNull();
    const wait = (first.next_attempt_at?.getTime() ?? 0) - Date.now();
    expect(wait).toBeGreaterThan((DELIVERY_RETRY.backoffSeconds - 5) * 1000);

    const second = await deliverMessage(database.db, id, { transport: down, defaultFrom: FROM });
    const secondWait = (second.next_attempt_at?.getTime() ?? 0) - Date.now();
    expect(secondWait).toBeGreaterThan((2 * DELIVERY_RETRY.backoffSeconds - 5) * 1000);

    let row = second;
    for (let i = 3; i <= DELIVERY_RETRY.limit; i++) {
      row = await deliverMessage(database.db, id, { transport: down, defaultFrom: FROM });
    }
    expect(row.status).toBe(MessageStatus.Reject);
    expect(row.attempts).toBe(DELIVERY_RETRY.limit);
    expect(row.result_details).toMatch(/^Rejected after 5 tries: .*ECONNREFUSED/);
    expect(row.completed_utc).toBeInstanceOf(Date);
    expect(row.next_attempt_at).toBeNull();
  });

  it('sends a deferred message once its time has come, and not before', async () => {
    const id = await queue('Later');
    await deliverMessage(database.db, id, { transport: down, defaultFrom: FROM });
    const early = await deliverDueMessages(database.db, { transport, defaultFrom: FROM });
    expect(early.attempted).toBe(0);
    await sql`update message set next_attempt_at = now() - interval '1 second'`.execute(
      database.db,
    );
    const due = await deliverDueMessages(database.db, { transport, defaultFrom: FROM });
    expect(due).toEqual({ attempted: 1, complete: 1 });
    expect((await read(id)).status).toBe(MessageStatus.Complete);
  });

  it('sends Immediate messages first, then the oldest', async () => {
    await queue('Old');
    await queue('Newer');
    const urgent = await queue('Urgent');
    await database.db
      .updateTable('message')
      .set({ status: MessageStatus.Immediate })
      .where('id', '=', urgent)
      .execute();
    await deliverDueMessages(database.db, { transport, defaultFrom: FROM, concurrency: 1 });
    const subjects = smtp.received.map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1]);
    expect(subjects).toEqual(['Urgent', 'Old', 'Newer']);
  });

  it('takes again a message whose sender died after claiming it, once its lease ran out', async () => {
    const id = await queue('Orphan');
    await database.db
      .updateTable('message')
      .set({
        status: MessageStatus.InProcess,
        attempts: 1,
        locked_until: sql<Date>`now() + interval '1 minute'`,
      })
      .where('id', '=', id)
      .execute();
    const held = await deliverDueMessages(database.db, { transport, defaultFrom: FROM });
    expect(held.attempted).toBe(0);
    await sql`update message set locked_until = now() - interval '1 second'`.execute(database.db);
    const taken = await deliverDueMessages(database.db, { transport, defaultFrom: FROM });
    expect(taken).toEqual({ attempted: 1, complete: 1 });
    expect(await read(id)).toMatchObject({ status: MessageStatus.Complete, attempts: 2 });
    expect(smtp.received).toHaveLength(1);
  });

  it('gives each message a Message-ID of its own id, the same on every try', async () => {
    const id = await queue('Identified');
    await deliverMessage(database.db, id, { transport, defaultFrom: FROM });
    expect(smtp.received[0]?.raw).toMatch(
      new RegExp(`^Message-ID: <${id}@portal\\.example>$`, 'im'),
    );
  });

  it('looks at a held message again only later', async () => {
    await queue('Held');
    const first = await deliverDueMessages(database.db, { transport: null, defaultFrom: FROM });
    expect(first.attempted).toBe(1);
    const again = await deliverDueMessages(database.db, { transport: null, defaultFrom: FROM });
    expect(again.attempted).toBe(0);
  });
});

describe('createMailTransport', () => {
  it('gives no transport without SMTP_URL', () => {
    expect(createMailTransport(undefined)).toBeNull();
  });
});
