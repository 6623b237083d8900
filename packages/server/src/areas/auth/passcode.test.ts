import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { callAuth, latestMail, mailCount, serviceContext } from './auth-test-support';
import { PASSCODE_MAX_ATTEMPTS, issuePasscode, verifyPasscode } from './passcode.service';
import { register } from './registration.service';

const EMAIL = 'pass.code@client.example';

describe.each(testEngines())('passcode sign-in codes on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    await register(serviceContext(t.database.db), {
      email: EMAIL,
      password: 'a long enough phrase',
      firstName: 'Pat',
      lastName: 'Code',
    });
  });
  afterAll(() => t.close());

  const send = (email: string) => callAuth(t.app, 'GET', `SendEmailPasscode/${email}`);
  const verify = (code: string, email = EMAIL) =>
    callAuth(t.app, 'POST', 'VerifyPasscode', { body: { email, code } });
  const mailedCode = async () =>
    /\b(\d{6})\b/.exec((await latestMail(t.database.db, EMAIL)).body_text)?.[1] ?? '';
  const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('answers the same for a known and an unknown address', async () => {
    const known = await send(EMAIL);
    const unknown = await send('nobody@client.example');
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(await mailCount(t.database.db, 'nobody@client.example')).toBe(0);
  });

  it('accepts the e-mailed code once', async () => {
    const code = await mailedCode();
    expect(code).toMatch(/^\d{6}$/);
    expect((await verify(code)).json()).toEqual({ ok: true });
    expect((await verify(code)).json()).toEqual({ ok: false });
  });

  it('ends a code after five wrong tries', async () => {
    const ctx = serviceContext(t.database.db);
    await issuePasscode(ctx, EMAIL);
    const code = await mailedCode();
    for (let i = 0; i < PASSCODE_MAX_ATTEMPTS; i++) {
      expect(await verifyPasscode(ctx, EMAIL, wrongFor(code))).toEqual({ ok: false });
    }
    expect(await verifyPasscode(ctx, EMAIL, code)).toEqual({ ok: false });
  });

  it('refuses an expired code and a code of an earlier e-mail', async () => {
    const ctx = serviceContext(t.database.db);
    await issuePasscode(ctx, EMAIL);
    const first = await mailedCode();
    const later = serviceContext(t.database.db, new Date(Date.now() + 11 * 60_000));
    expect(await verifyPasscode(later, EMAIL, first)).toEqual({ ok: false });
    await issuePasscode(ctx, EMAIL);
    const second = await mailedCode();
    if (first !== second) expect(await verifyPasscode(ctx, EMAIL, first)).toEqual({ ok: false });
    expect((await verifyPasscode(ctx, EMAIL, second)).ok).toBe(true);
  });

  it('rate-limits sending codes per client address (429 in the error shape)', async () => {
    let last = await send('flood@client.example');
    for (let i = 0; i < 12 && last.statusCode !== 429; i++) {
      last = await send('flood@client.example');
    }
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({
      message: expect.stringMatching(/Too many requests/),
      referenceId: expect.any(String),
    });
  });
});
