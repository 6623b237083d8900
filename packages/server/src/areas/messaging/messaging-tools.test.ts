import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageType } from '@portal/core';
import { apiHeaders, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { latestMail, serviceContext } from '../auth/auth-test-support';
import { register } from '../auth/registration.service';
import { NO_ALERT_EMAIL, ZOOM_NOT_CONFIGURED } from './messaging-tools.service';

const EMAIL = 'sms.owner@client.example';
const PHONE = '+15557654321';

describe.each(testEngines())('the messaging tools on %s', (engine) => {
  let t: TestApp;
  let developer: string;
  let userId: string;
  let owner: string;

  beforeAll(async () => {
    t = await createTestApp({ engine, env: { ALERT_EMAIL: 'ops@portal.example' } });
    developer = tokenFor(t.app, {
      brand: 'teams',
      claims: ['developer'],
      email: 'dev@portal.example',
    });
    await register(serviceContext(t.database.db), {
      email: EMAIL,
      password: 'a long enough phrase',
      firstName: 'Sam',
      lastName: 'Owner',
    });
    const user = await t.database.db
      .selectFrom('identity_user')
      .select('id')
      .where('email', '=', EMAIL)
      .executeTakeFirstOrThrow();
    userId = user.id;
    owner = tokenFor(t.app, { brand: 'teams', userId, email: EMAIL });
  });
  afterAll(() => t.close());

  /** A call as the developer, as another user, or (null) signed out. */
  const get = (url: string, token: string | null = developer) =>
    t.app.inject({ url, headers: apiHeaders('teams', token ?? undefined) });
  const smsCode = async () =>
    /\b(\d{6})\b/.exec((await latestMail(t.database.db, PHONE)).body_text)?.[1] ?? '';

  it("sends the test e-mail to the caller's own address", async () => {
    const res = await get('/api/messaging/sendtestemail');
    expect(res.statusCode).toBe(200);
    const mail = await latestMail(t.database.db, 'dev@portal.example');
    expect(mail.subject).toBe('Tandem Teams: Test message');
    expect(mail.body_text).toContain('at the request of dev@portal.example');
    expect(mail.body_text).toContain('/unsubscriberg/');
  });

  it('sends test copies in bulk, at most 25', async () => {
    const res = await get('/api/messaging/sendtestbulkemail/bulk@client.example/3');
    expect(res.json().ids).toHaveLength(3);
    expect((await get('/api/messaging/sendtestbulkemail/bulk@client.example/26')).statusCode).toBe(
      400,
    );
    expect((await get('/api/messaging/sendtestbulkemail/not-an-address/2')).statusCode).toBe(400);
  });

  it('sends a template as an end user gets it, with sample values', async () => {
    const res = await get('/api/messaging/SendTestEndUserEmail/password-reset/end@client.example');
    expect(res.statusCode).toBe(200);
    const mail = await latestMail(t.database.db, 'end@client.example');
    expect(mail.body_text).toContain('Hello [firstName],');
    expect(mail.body_text).toContain('Choose a new password: [link]');
    expect(
      (await get('/api/messaging/SendTestEndUserEmail/nope/end@client.example')).statusCode,
    ).toBe(404);
  });

  it('sends the test alert to ALERT_EMAIL, and says when none is configured', async () => {
    expect((await get('/api/messaging/SendTestDevopsAlert')).statusCode).toBe(200);
    expect((await latestMail(t.database.db, 'ops@portal.example')).subject).toBe(
      '[test] Tandem Teams alert: Test alert',
    );
    const bare = await createTestApp({ engine, empty: true });
    try {
      const token = tokenFor(bare.app, { brand: 'teams', claims: ['developer'] });
      const res = await bare.app.inject({
        url: '/api/messaging/SendTestDevopsAlert',
        headers: apiHeaders('teams', token),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe(NO_ALERT_EMAIL);
    } finally {
      await bare.close();
    }
  });

  it('answers that Zoom is not configured, never made-up data', async () => {
    for (const path of [
      'GetZoomAccessToken',
      'GetZoomUserId/x',
      'GetZoomChannelId/x',
      'SendMessageToZoomChannelId/a/b',
      'SendMessageToZoomUserEmail/a/b',
    ]) {
      const res = await get(`/api/messaging/${path}`);
      expect(res.statusCode).toBe(501);
      expect(res.json().code).toBe(ZOOM_NOT_CONFIGURED);
    }
  });

  it('verifies a phone number by a texted code, then sends sign-in codes to it', async () => {
    // No verified number yet: the SMS passcode goes nowhere, with the same answer.
    expect((await get(`/api/messaging/SendSmsPasscode/${EMAIL}/${PHONE}`, null)).json()).toEqual({
      ok: true,
    });
    expect(
      await t.database.db
        .selectFrom('message')
        .select('id')
        .where('recipient', '=', PHONE)
        .execute(),
    ).toHaveLength(0);

    expect(
      (await get(`/api/messaging/SendSmsVerification/${userId}/${PHONE}`, owner)).json(),
    ).toEqual({ ok: true });
    const sms = await latestMail(t.database.db, PHONE);
    expect(sms.message_type).toBe(MessageType.SMS);
    const code = await smsCode();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(
      (await get(`/api/messaging/CheckSmsVerification/${userId}/${PHONE}/${wrong}`, owner)).json(),
    ).toEqual({ ok: false });
    expect(
      (
        await get(`/api/messaging/CheckSmsVerification/${userId}/+15550000000/${code}`, owner)
      ).json(),
    ).toEqual({ ok: false });
    expect(
      (await get(`/api/messaging/CheckSmsVerification/${userId}/${PHONE}/${code}`, owner)).json(),
    ).toEqual({ ok: true });
    // Proven: the number is the confirmed one a second factor goes to.
    expect(
      await t.database.db
        .selectFrom('identity_user')
        .select(['phone_number', 'phone_number_confirmed'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ phone_number: PHONE, phone_number_confirmed: true });
    expect(
      (await get(`/api/messaging/CheckSmsVerification/${userId}/${PHONE}/${code}`, owner)).json(),
    ).toEqual({ ok: false });

    expect(
      (await get(`/api/messaging/SendSmsPasscode/${EMAIL}/(555)%20765-4321`, null)).json(),
    ).toEqual({ ok: true });
    const passcode = await latestMail(t.database.db, '(555) 765-4321');
    expect(passcode.body_text).toMatch(/^Your Tandem Teams sign-in code is \d{6}\./);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/VerifyPasscode',
      headers: apiHeaders('teams'),
      payload: { email: EMAIL, code: /\d{6}/.exec(passcode.body_text)?.[0] },
    });
    expect(signIn.json()).toEqual({ ok: true });
  });

  it("refuses to verify another user's phone, and a bad number", async () => {
    const stranger = tokenFor(t.app, { brand: 'teams', claims: ['participant'] });
    expect(
      (await get(`/api/messaging/SendSmsVerification/${userId}/${PHONE}`, stranger)).statusCode,
    ).toBe(403);
    expect((await get(`/api/messaging/SendSmsVerification/${userId}/12ab`, owner)).statusCode).toBe(
      400,
    );
    expect(
      (await get(`/api/messaging/SendSmsVerification/${userId}/${PHONE}`, null)).statusCode,
    ).toBe(401);
  });

  it("sends the e-mail passcode as the auth area's call does", async () => {
    expect((await get(`/api/messaging/SendEmailPasscode/${EMAIL}`, null)).json()).toEqual({
      ok: true,
    });
    expect((await latestMail(t.database.db, EMAIL)).subject).toMatch(
      /^Tandem Teams: Your sign-in code: \d{6}$/,
    );
    expect((await get('/api/messaging/SendEmailPasscode/bad-address', null)).statusCode).toBe(400);
  });

  it('sends the test SMS to a given number, and asks for one when the caller has none', async () => {
    const none = await get('/api/messaging/sendtestsms');
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0]).toMatchObject({ field: 'to' });
    expect((await get('/api/messaging/sendtestsms?to=%2B15550001234')).statusCode).toBe(200);
    expect((await latestMail(t.database.db, '+15550001234')).body_text).toMatch(
      /^Test message from Tandem Teams/,
    );
  });
});
