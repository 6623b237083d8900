import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageStatus } from '@portal/core';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { createTestApp, type TestApp } from '../../test/test-app';
import { queueMessage } from './outbox';
import { createMailTransport, type MailTransport } from './transport';

describe('the running app', () => {
  let smtp: TestSmtp;
  let transport: MailTransport;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    transport = createMailTransport(smtp.url) as MailTransport;
    t = await createTestApp({ mailTransport: transport, runJobs: true });
  });
  afterAll(async () => {
    await t.close();
    transport.close();
    await smtp.close();
  });

  it('sends a queued e-mail by its own job, with nothing else asked', async () => {
    const id = await queueMessage(t.database.db, {
      appName: 'teams',
      recipient: 'pat@demo.example',
      subject: 'Sent by the sweep',
      bodyText: 'Hello',
    });
    const deadline = Date.now() + 20_000;
    while (smtp.received.length === 0 && Date.now() < deadline) await delay(100);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.raw).toMatch(/^Subject: Sent by the sweep$/m);
    const status = async () =>
      (
        await t.database.db
          .selectFrom('message')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).status;
    await expect.poll(status, { timeout: 5000 }).toBe(MessageStatus.Complete);
  });
});
