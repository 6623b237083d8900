import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '@portal/core';
import { tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { LINK_EXPIRED } from './account-tokens';
import { callAuth, latestMail, linkPath, mailCount, serviceContext } from './auth-test-support';
import { findUserByEmail } from '../../identity/identity-users.store';
import { forgotPassword } from './password.service';
import { verifyPassword } from '../../identity/passwords';
import { register } from './registration.service';

const EMAIL = 'dana.fox@client.example';
const FIRST = 'first long passphrase';

describe.each(testEngines())('password reset and change on %s', (engine) => {
  let t: TestApp;
  let userId: string | undefined;
  // A token issued now: a reset or change revokes those issued before it.
  const token = () => tokenFor(t.app, { brand: 'teams', userId, email: EMAIL });
  beforeAll(async () => {
    t = await createTestApp({ engine });
    const ctx = serviceContext(t.database.db);
    await register(ctx, { email: EMAIL, password: FIRST, firstName: 'Dana', lastName: 'Fox' });
    const user = await findUserByEmail(t.database.db, EMAIL);
    userId = user?.id;
    await t.database.db
      .updateTable('identity_user')
      .set({ access_failed_count: 3, lockout_end: new Date(Date.now() + 3_600_000) })
      .set({ force_password_change: true })
      .where('email', '=', EMAIL)
      .execute();
  });
  afterAll(() => t.close());

  const forgot = (email: string) => callAuth(t.app, 'POST', 'ForgotPassword', { body: { email } });
  const resetCode = async () =>
    linkPath(await latestMail(t.database.db, EMAIL), '/authaccount/resetpassword/')[0] ?? '';
  const reset = (code: string, password: string) =>
    callAuth(t.app, 'POST', 'ResetPassword', { body: { code, password } });
  const passwordIs = async (password: string) => {
    const user = await findUserByEmail(t.database.db, EMAIL);
    return verifyPassword(user?.password_hash ?? '', password);
  };

  it('answers the same for a known and an unknown address, e-mailing only the known', async () => {
    const known = await forgot(EMAIL);
    const unknown = await forgot('nobody@client.example');
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    expect(await mailCount(t.database.db, 'nobody@client.example')).toBe(0);
  });

  it('resets with the e-mailed link once, clearing the lockout and forced change', async () => {
    await forgot(EMAIL);
    const code = await resetCode();
    const res = await reset(code, 'second long passphrase');
    expect(res.statusCode).toBe(200);
    expect(await passwordIs('second long passphrase')).toBe(true);
    expect(await findUserByEmail(t.database.db, EMAIL)).toMatchObject({
      access_failed_count: 0,
      lockout_end: null,
      force_password_change: false,
    });
    const reused = await reset(code, 'third long passphrase');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe(LINK_EXPIRED);
  });

  it('refuses an expired reset link', async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await forgotPassword(serviceContext(t.database.db, twoHoursAgo), EMAIL);
    const res = await reset(await resetCode(), 'third long passphrase');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(LINK_EXPIRED);
  });

  it('refuses a recent password and keeps the link usable', async () => {
    await forgot(EMAIL);
    const code = await resetCode();
    const refused = await reset(code, FIRST);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'password', message: PASSWORD_MESSAGES.reused },
    ]);
    expect((await reset(code, 'dana.fox is here again')).json().errors).toEqual([
      { field: 'password', message: PASSWORD_MESSAGES.containsEmail },
    ]);
    expect((await reset(code, 'third long passphrase')).statusCode).toBe(200);
  });

  it('changes the password when the current one is right', async () => {
    const change = (body: Record<string, string>) =>
      callAuth(t.app, 'POST', 'ChangePassword', { token: token(), body });
    const wrong = await change({
      oldPassword: 'not my password',
      newPassword: 'fourth long passphrase',
      confirmPassword: 'fourth long passphrase',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { field: 'oldPassword', message: PASSWORD_MESSAGES.wrongOld },
    ]);
    const mismatch = await change({
      oldPassword: 'third long passphrase',
      newPassword: 'fourth long passphrase',
      confirmPassword: 'fourth long passphrase!',
    });
    expect(mismatch.json().errors).toEqual([
      { field: 'confirmPassword', message: PASSWORD_MESSAGES.mismatch },
    ]);
    const ok = await change({
      oldPassword: 'third long passphrase',
      newPassword: 'fourth long passphrase',
      confirmPassword: 'fourth long passphrase',
    });
    expect(ok.statusCode).toBe(200);
    expect(await passwordIs('fourth long passphrase')).toBe(true);
  });

  it('refuses each of the last five passwords and keeps five in the history', async () => {
    const user = await findUserByEmail(t.database.db, EMAIL);
    expect(user?.password_history).toHaveLength(4);
    const res = await callAuth(t.app, 'POST', 'ChangePassword', {
      token: token(),
      body: {
        oldPassword: 'fourth long passphrase',
        newPassword: FIRST,
        confirmPassword: FIRST,
      },
    });
    expect(res.json().errors).toEqual([
      { field: 'newPassword', message: PASSWORD_MESSAGES.reused },
    ]);
  });

  it('needs a signed-in caller to change a password', async () => {
    const res = await callAuth(t.app, 'POST', 'ChangePassword', {
      body: { oldPassword: 'x', newPassword: 'y', confirmPassword: 'y' },
    });
    expect(res.statusCode).toBe(401);
  });
});
