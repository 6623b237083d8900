import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserFor } from '../../../test/host-fetch';
import { oidcClientFor, startAuthorization, submitLogin } from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import type { DatabaseEngine } from '../../db/database';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { INTERACTION_EXPIRED, INVALID_CREDENTIALS } from './interaction-routes';

const TEAMS = 'http://teams.localhost:3000';

const start = async (test: TestApp) =>
  startAuthorization(test.app, await oidcClientFor(test.app, TEAMS), TEAMS, {
    login_hint: 'coach@demo.example',
  });

async function listeningApp(engine: DatabaseEngine): Promise<TestApp> {
  const test = await createTestApp({ engine, demo: true });
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  return test;
}

describe.each(testEngines())('the sign-in page API on %s', (engine) => {
  let test: TestApp;
  const failures = async (email: string) =>
    (
      await test.database.db
        .selectFrom('identity_user')
        .select(['access_failed_count', 'lockout_end'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).access_failed_count;

  beforeAll(async () => {
    test = await listeningApp(engine);
  });
  afterAll(() => test.close());

  it('describes the interaction of its own cookie', async () => {
    const { browser, uid } = await start(test);
    const response = await browser.fetch(`${TEAMS}/api/auth/interaction/${uid}`, {
      headers: { 'app-name': 'teams' },
    });
    expect(await response.json()).toEqual({
      uid,
      brand: 'teams',
      prompt: 'login',
      loginHint: 'coach@demo.example',
      secondFactor: null,
    });
  });

  it('refuses a sign-in posted without the interaction cookie (forged request)', async () => {
    const { uid } = await start(test);
    const forged = await submitLogin(browserFor(test.app), TEAMS, uid, {
      email: 'coach@demo.example',
      password: DEMO_PASSWORD,
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ code: INTERACTION_EXPIRED });
  });

  it('refuses an interaction id that is not the one of the cookie', async () => {
    const { browser } = await start(test);
    const other = await start(test);
    const response = await submitLogin(browser, TEAMS, other.uid, {
      email: 'coach@demo.example',
      password: DEMO_PASSWORD,
    });
    expect(response.status).toBe(400);
  });

  it('answers one message for a wrong password and an unknown e-mail, and counts', async () => {
    const { browser, uid } = await start(test);
    const before = await failures('coach@demo.example');
    const wrong = await submitLogin(browser, TEAMS, uid, {
      email: 'coach@demo.example',
      password: 'not the password',
    });
    const unknown = await submitLogin(browser, TEAMS, uid, {
      email: 'nobody@demo.example',
      password: DEMO_PASSWORD,
    });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: INVALID_CREDENTIALS });
    }
    expect(await failures('coach@demo.example')).toBe(before + 1);
    const right = await submitLogin(browser, TEAMS, uid, {
      email: 'COACH@demo.example',
      password: DEMO_PASSWORD,
    });
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual({ redirectTo: `${TEAMS}/oidc/auth/${uid}` });
    expect(await failures('coach@demo.example')).toBe(0);
  });

  it('validates the sign-in body', async () => {
    const { browser, uid } = await start(test);
    const response = await browser.fetch(`${TEAMS}/api/auth/interaction/${uid}/login`, {
      method: 'POST',
      headers: { 'app-name': 'teams', 'content-type': 'application/json' },
      body: JSON.stringify({ email: '', password: 7 }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: expect.any(Array) });
  });

  it('limits the password checks of one address', async () => {
    const { browser, uid } = await start(test);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await submitLogin(browser, TEAMS, uid, {
        email: 'x@demo.example',
        password: 'x',
      });
      statuses.push(response.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  });
});

// Its own app: the per-address limit of password checks would interfere with the other tests.
describe.each(testEngines())('the account lockout on %s', (engine) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await listeningApp(engine);
  });
  afterAll(() => test.close());

  it('locks the account after five failures, even against the right password, unseen', async () => {
    const { browser, uid } = await start(test);
    const attempt = (password: string) =>
      submitLogin(browser, TEAMS, uid, { email: 'eventadmin@demo.example', password });
    for (let i = 0; i < 5; i++) expect((await attempt(`wrong ${i}`)).status).toBe(400);
    const { lockout_end: lockoutEnd } = await test.database.db
      .selectFrom('identity_user')
      .select('lockout_end')
      .where('email', '=', 'eventadmin@demo.example')
      .executeTakeFirstOrThrow();
    const minutes = ((lockoutEnd?.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    // The locked account answers like an unknown address: nothing tells it exists.
    const right = await attempt(DEMO_PASSWORD);
    const unknown = await submitLogin(browser, TEAMS, uid, {
      email: 'nobody@demo.example',
      password: DEMO_PASSWORD,
    });
    for (const response of [right, unknown]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: INVALID_CREDENTIALS });
    }
  });
});
