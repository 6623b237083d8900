import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MessageStatus, MessageType } from '@portal/core';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from '../../test/test-database';
import { deliverMessage, HELD_NO_SMS, queueMessage } from './outbox';
import { createSmsTransport, type SmsSettings, type SmsTransport } from './sms-transport';

type Received = { method: string; path: string; headers: IncomingMessage['headers']; body: string };

/** A Twilio-style messages endpoint on 127.0.0.1 that checks credentials like the real one. */
async function startSmsApi(): Promise<{
  url: string;
  received: Received[];
  answer: { status: number; body: unknown };
  close: () => Promise<void>;
}> {
  const received: Received[] = [];
  const answer = { status: 201, body: { sid: 'SM123', status: 'queued' } as unknown };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      const expected = `Basic ${Buffer.from('AC42:s3cret').toString('base64')}`;
      const [status, json] =
        req.headers.authorization === expected
          ? [answer.status, answer.body]
          : [401, { code: 20003, message: 'Authenticate' }];
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/2010-04-01/Accounts/AC42/Messages.json`,
    received,
    answer,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('the SMS transport', () => {
  let api: Awaited<ReturnType<typeof startSmsApi>>;
  let database: DatabaseHandle;
  let settings: SmsSettings;
  let sms: SmsTransport;

  beforeAll(async () => {
    api = await startSmsApi();
    database = await createTestDatabase();
    settings = { url: api.url, account: 'AC42', secret: 's3cret', from: '+15550001111' };
    sms = createSmsTransport(settings) as SmsTransport;
  });
  afterAll(async () => {
    await api.close();
    await database.close();
  });
  afterEach(() => {
    api.received.length = 0;
    api.answer.status = 201;
    api.answer.body = { sid: 'SM123', status: 'queued' };
  });

  const queueSms = () =>
    queueMessage(database.db, {
      appName: 'teams',
      messageType: MessageType.SMS,
      recipient: '+15551234567',
      subject: 'Sign-in code',
      bodyText: 'Your code is 123456 & it works once.',
    });

  it('posts To, From and Body as a form with basic authentication', async () => {
    const sent = await sms.send({ to: '+15551234567', body: 'Hello & welcome' });
    expect(sent).toEqual({ id: 'SM123', status: 'queued' });
    const [request] = api.received;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/2010-04-01/Accounts/AC42/Messages.json');
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      To: '+15551234567',
      From: '+15550001111',
      Body: 'Hello & welcome',
    });
  });

  it("fails with the provider's message on a refusal", async () => {
    const wrong = createSmsTransport({ ...settings, secret: 'wrong' }) as SmsTransport;
    await expect(wrong.send({ to: '+15551234567', body: 'x' })).rejects.toThrow(
      'SMS provider answered 401: Authenticate',
    );
  });

  it('delivers a queued SMS through it: Complete, with the provider id', async () => {
    const id = await queueSms();
    const row = await deliverMessage(database.db, id, {
      transport: null,
      sms,
      defaultFrom: 'x@portal.example',
    });
    expect(row).toMatchObject({ status: MessageStatus.Complete, service_id: 'sms' });
    expect(row.result_details).toBe('Accepted: queued (message id SM123)');
    expect(new URLSearchParams(api.received[0]?.body).get('Body')).toBe(
      'Your code is 123456 & it works once.',
    );
  });

  it('marks the SMS Reject with the reason when the provider refuses it', async () => {
    api.answer.status = 400;
    api.answer.body = { code: 21211, message: "The 'To' number is not a valid phone number." };
    const row = await deliverMessage(database.db, await queueSms(), {
      transport: null,
      sms,
      defaultFrom: 'x@portal.example',
    });
    expect(row.status).toBe(MessageStatus.Reject);
    expect(row.result_details).toContain('not a valid phone number');
  });

  it('keeps the SMS in the outbox without a transport', async () => {
    const row = await deliverMessage(database.db, await queueSms(), {
      transport: null,
      defaultFrom: 'x@portal.example',
    });
    expect(row).toMatchObject({ status: MessageStatus.InQueue, result_details: HELD_NO_SMS });
    expect(api.received).toHaveLength(0);
  });

  it('is absent without settings', () => {
    expect(createSmsTransport(null)).toBeNull();
  });
});
