import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { oidcClientFor, startAuthorization, submitLogin } from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import * as passwords from '../passwords';
import { MAX_FAILED_SIGN_INS } from './password-sign-in';

vi.mock('../passwords', async (importOriginal) => {
  const original = await importOriginal<typeof passwords>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

const TEAMS = 'http://teams.localhost:3000';
const EMAIL = 'coach@demo.example';

describe.each(testEngines())('the lockout under a burst of guesses on %s', (engine) => {
  let test: TestApp;
  beforeAll(async () => {
    // The per-address limit is raised: the attack comes from many addresses.
    test = await createTestApp({ engine, demo: true, env: { SIGN_IN_RATE_LIMIT: '1000' } });
    await test.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => test.close());

  it('checks at most five of 60 concurrent wrong guesses, then refuses the right one', async () => {
    const { password_hash: hash } = await test.database.db
      .selectFrom('identity_user')
      .select('password_hash')
      .where('email', '=', EMAIL)
      .executeTakeFirstOrThrow();
    const { browser, uid } = await startAuthorization(
      test.app,
      await oidcClientFor(test.app, TEAMS),
      TEAMS,
    );
    const verify = vi.mocked(passwords.verifyPassword);
    verify.mockClear();
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        submitLogin(browser, TEAMS, uid, { email: EMAIL, password: `wrong guess ${i}` }),
      ),
    );
    expect(guesses.every((r) => r.status === 400)).toBe(true);
    const right = await submitLogin(browser, TEAMS, uid, { email: EMAIL, password: DEMO_PASSWORD });
    expect(right.status).toBe(400);
    const checked = verify.mock.calls.filter(([stored]) => stored === hash).length;
    expect(checked).toBeLessThanOrEqual(MAX_FAILED_SIGN_INS);
    const user = await test.database.db
      .selectFrom('identity_user')
      .select('lockout_end')
      .where('email', '=', EMAIL)
      .executeTakeFirstOrThrow();
    expect(user.lockout_end?.getTime()).toBeGreaterThan(Date.now());
  });

  it('lets five simultaneous right sign-ins through without locking the account', async () => {
    const email = 'participant@demo.example';
    const answers = await Promise.all(
      Array.from({ length: MAX_FAILED_SIGN_INS }, async () => {
        const { browser, uid } = await startAuthorization(
          test.app,
          await oidcClientFor(test.app, TEAMS),
          TEAMS,
        );
        return submitLogin(browser, TEAMS, uid, { email, password: DEMO_PASSWORD });
      }),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(MAX_FAILED_SIGN_INS).fill(200));
    const user = await test.database.db
      .selectFrom('identity_user')
      .select(['lockout_end', 'access_failed_count'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ lockout_end: null, access_failed_count: 0 });
  });
});
