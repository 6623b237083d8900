import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '@portal/core';
import { tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { LINK_EXPIRED } from './account-tokens';
import { callAuth, latestMail, linkPath, mailCount, serviceContext } from './auth-test-support';
import { findUserByEmail } from '../../identity/identity-users.store';
import { confirmEmail } from './registration.service';

const PASSWORD = 'correct horse battery staple';

describe.each(testEngines())('registration and e-mail confirmation on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());

  const registerAs = (email: string, extra: Record<string, unknown> = {}) =>
    callAuth(t.app, 'POST', 'Register', {
      body: { email, password: PASSWORD, firstName: 'Robin', lastName: 'Reed', ...extra },
    });
  const confirmLink = async (email: string) =>
    linkPath(await latestMail(t.database.db, email), '/redirect/emailconfirmed/');

  it('registers, e-mails a confirmation link, and confirms once', async () => {
    const res = await registerAs('robin@client.example');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const user = await findUserByEmail(t.database.db, 'robin@client.example');
    expect(user).toMatchObject({ email_confirmed: false, provider: 'local' });
    const account = await t.database.db
      .selectFrom('user_account')
      .selectAll()
      .where('user_id', '=', user?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({ app_name: 'teams', kind: 0 });

    const [userId, code] = await confirmLink('robin@client.example');
    expect(userId).toBe(user?.id);
    const confirm = () => callAuth(t.app, 'POST', 'ConfirmEmail', { body: { userId, code } });
    expect((await confirm()).statusCode).toBe(200);
    expect(await findUserByEmail(t.database.db, 'robin@client.example')).toMatchObject({
      email_confirmed: true,
    });
    const again = await confirm();
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe(LINK_EXPIRED);
  });

  it('stores only a hash of the code', async () => {
    const [, code] = await confirmLink('robin@client.example');
    const rows = await t.database.db.selectFrom('account_token').select('token_hash').execute();
    expect(rows.some((row) => row.token_hash.includes(code ?? ''))).toBe(false);
  });

  it('answers a registered address the same way, creating nothing and e-mailing a notice', async () => {
    const res = await registerAs('ROBIN@client.example', { firstName: 'Mallory' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const users = await t.database.db.selectFrom('identity_user').select('id').execute();
    expect(users).toHaveLength(1);
    const notice = await latestMail(t.database.db, 'robin@client.example');
    expect(notice.subject).toMatch(/already have an account/);
    expect(notice.body_text).not.toMatch(/https?:\/\//);
  });

  it('refuses an expired confirmation link', async () => {
    await registerAs('late@client.example');
    const [userId = '', code = ''] = await confirmLink('late@client.example');
    const tomorrow = new Date(Date.now() + 24 * 3_600_000 + 1000);
    await expect(
      confirmEmail(serviceContext(t.database.db, tomorrow), { userId, code }),
    ).rejects.toMatchObject({ code: LINK_EXPIRED });
  });

  it('refuses a code with another user id', async () => {
    const [, code] = await confirmLink('late@client.example');
    const robin = await findUserByEmail(t.database.db, 'robin@client.example');
    const res = await callAuth(t.app, 'POST', 'ConfirmEmail', {
      body: { userId: robin?.id, code },
    });
    expect(res.statusCode).toBe(400);
  });

  it('keeps HTML in names as plain text, escaped in the HTML mail', async () => {
    const name = '<b>Bold</b> & "Co"';
    await registerAs('html@client.example', { firstName: name });
    const user = await findUserByEmail(t.database.db, 'html@client.example');
    expect(user?.first_name).toBe(name);
    const mail = await latestMail(t.database.db, 'html@client.example');
    expect(mail.body_text).toContain(`Hello ${name},`);
    expect(mail.body_html).toContain('Hello &lt;b&gt;Bold&lt;/b&gt; &amp; &quot;Co&quot;,');
    expect(mail.body_html).not.toContain('<b>');
  });

  it('refuses a password that breaks the policy, with field errors', async () => {
    const res = await callAuth(t.app, 'POST', 'Register', {
      body: { email: 'weak@client.example', password: 'password1', firstName: 'W', lastName: 'K' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'password', message: PASSWORD_MESSAGES.common }]);
    expect(await findUserByEmail(t.database.db, 'weak@client.example')).toBeUndefined();
  });

  it('sends a confirmation for yourself, and changes the address once confirmed', async () => {
    const user = await findUserByEmail(t.database.db, 'late@client.example');
    const token = tokenFor(t.app, { brand: 'teams', userId: user?.id, email: user?.email });
    const res = await callAuth(
      t.app,
      'GET',
      `SendConfirmationEmail/${user?.id}/new@client.example`,
      {
        token,
      },
    );
    expect(res.statusCode).toBe(200);
    const [userId, code] = linkPath(
      await latestMail(t.database.db, 'new@client.example'),
      '/redirect/emailconfirmed/',
    );
    await callAuth(t.app, 'POST', 'ConfirmEmail', { body: { userId, code } });
    expect(await findUserByEmail(t.database.db, 'new@client.example')).toMatchObject({
      id: user?.id,
      email_confirmed: true,
      new_email: null,
    });
  });

  it("refuses to send another user's confirmation, except to a security admin", async () => {
    const robin = await findUserByEmail(t.database.db, 'html@client.example');
    const path = `SendConfirmationEmail/${robin?.id}`;
    const other = tokenFor(t.app, { brand: 'teams' });
    expect((await callAuth(t.app, 'GET', path, { token: other })).statusCode).toBe(403);
    expect((await callAuth(t.app, 'GET', path)).statusCode).toBe(401);
    const before = await mailCount(t.database.db, 'html@client.example');
    const admin = tokenFor(t.app, { brand: 'teams', claims: ['securityAdmin'] });
    expect((await callAuth(t.app, 'GET', path, { token: admin })).statusCode).toBe(200);
    expect(await mailCount(t.database.db, 'html@client.example')).toBe(before + 1);
  });

  it('writes an audit row per change, without secrets', async () => {
    const rows = await t.database.db.selectFrom('audit_log').selectAll().execute();
    const actions = new Set(rows.map((row) => row.action));
    expect(actions).toEqual(
      new Set([
        'account.registered',
        'email.confirmation-sent',
        'email.confirmed',
        'account.register-existing-email',
        'email.changed',
      ]),
    );
    expect(JSON.stringify(rows)).not.toContain(PASSWORD);
  });
});
