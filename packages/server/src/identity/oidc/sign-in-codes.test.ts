import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageType } from '@portal/core';
import { browserFor, type Browser } from '../../../test/host-fetch';
import {
  followToCallback,
  oidcClientFor,
  postInteraction,
  startAuthorization,
  submitLogin,
  type Authorization,
} from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import type { DatabaseEngine } from '../../db/database';
import { toJson } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { latestMail } from '../../areas/auth/auth-test-support';
import {
  INTERACTION_EXPIRED,
  INVALID_CODE,
  NO_CODE_AWAITED,
  PASSCODE_OFF,
} from './interaction-routes';

const TEAMS = 'http://teams.localhost:3000';
const PHONE = '+1 555 010 4321';

async function listeningApp(engine: DatabaseEngine) {
  const test = await createTestApp({ engine, demo: true });
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  return test;
}

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(testEngines())('sign-in with an e-mailed passcode on %s', (engine) => {
  let test: TestApp;
  let start: () => Promise<Authorization>;
  beforeAll(async () => {
    test = await listeningApp(engine);
    const client = await oidcClientFor(test.app, TEAMS);
    start = () => startAuthorization(test.app, client, TEAMS);
  });
  afterAll(() => test.close());

  const mailCode = async (browser: Browser, email: string) => {
    const sent = await browser.fetch(`${TEAMS}/api/auth/SendEmailPasscode/${email}`, {
      headers: { 'app-name': 'teams' },
    });
    expect(sent.status).toBe(200);
    return codeIn((await latestMail(test.database.db, email)).body_text);
  };

  it('completes the interaction with the code, once', async () => {
    const { browser, uid } = await start();
    const code = await mailCode(browser, 'participant@demo.example');
    const body = { email: 'participant@demo.example', code };
    const accepted = await postInteraction(browser, TEAMS, uid, 'passcode', body);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ redirectTo: `${TEAMS}/oidc/auth/${uid}` });

    const again = await start();
    const reused = await postInteraction(again.browser, TEAMS, again.uid, 'passcode', body);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ code: INVALID_CODE });
  });

  it('refuses an expired code', async () => {
    const { browser, uid } = await start();
    const code = await mailCode(browser, 'coach@demo.example');
    await test.database.db
      .updateTable('account_token')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('purpose', '=', 'passcode')
      .execute();
    const response = await postInteraction(browser, TEAMS, uid, 'passcode', {
      email: 'coach@demo.example',
      code,
    });
    expect(response.status).toBe(400);
  });

  it('refuses a code posted for another interaction or without its cookie (CSRF)', async () => {
    const mine = await start();
    const other = await start();
    const code = await mailCode(mine.browser, 'content@demo.example');
    const body = { email: 'content@demo.example', code };
    const crossed = await postInteraction(mine.browser, TEAMS, other.uid, 'passcode', body);
    const forged = await postInteraction(browserFor(test.app), TEAMS, mine.uid, 'passcode', body);
    for (const response of [crossed, forged]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: INTERACTION_EXPIRED });
    }
    // Neither spent a try: the code still works in its own browser.
    const right = await postInteraction(mine.browser, TEAMS, mine.uid, 'passcode', body);
    expect(right.status).toBe(200);
  });

  it('refuses a locked account even with the right code, like a wrong code', async () => {
    const { browser, uid } = await start();
    const code = await mailCode(browser, 'clientadmin@demo.example');
    await test.database.db
      .updateTable('identity_user')
      .set({ lockout_end: new Date(Date.now() + 600_000) })
      .where('email', '=', 'clientadmin@demo.example')
      .execute();
    const response = await postInteraction(browser, TEAMS, uid, 'passcode', {
      email: 'clientadmin@demo.example',
      code,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: INVALID_CODE });
  });

  it('limits the code checks of one address (429)', async () => {
    const { browser, uid } = await start();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const body = { email: 'nobody@demo.example', code: '123456' };
      statuses.push((await postInteraction(browser, TEAMS, uid, 'passcode', body)).status);
    }
    // The earlier tests of this app count too: the limit is reached within these eleven.
    expect(statuses).not.toContain(200);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe.each(testEngines())('the SMS second factor on %s', (engine) => {
  let test: TestApp;
  let client: oidc.Configuration;
  const start = () => startAuthorization(test.app, client, TEAMS);
  const withPassword = async (email = 'developer@demo.example') => {
    const started = await start();
    const response = await submitLogin(started.browser, TEAMS, started.uid, {
      email,
      password: DEMO_PASSWORD,
      rememberMe: true,
    });
    return { ...started, response };
  };
  const textedCode = async () => {
    const sms = await test.database.db
      .selectFrom('message')
      .selectAll()
      .where('recipient', '=', PHONE)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(sms.message_type).toBe(MessageType.SMS);
    return codeIn(sms.body_text);
  };

  const setFeatures = async (changes: Record<string, boolean>) => {
    const { features } = await test.database.db
      .selectFrom('app_config')
      .select('features')
      .where('app_name', '=', 'teams')
      .executeTakeFirstOrThrow();
    await test.database.db
      .updateTable('app_config')
      .set({ features: toJson({ ...features, ...changes }) })
      .where('app_name', '=', 'teams')
      .execute();
    test.app.portal.webConfig.invalidate('teams');
  };

  beforeAll(async () => {
    test = await listeningApp(engine);
    client = await oidcClientFor(test.app, TEAMS);
    await setFeatures({ mfa: true });
    await test.database.db
      .updateTable('identity_user')
      .set({ phone_number: PHONE, phone_number_confirmed: true })
      .where('email', '=', 'developer@demo.example')
      .execute();
  });
  afterAll(() => test.close());

  it('asks for a texted code after the password, then signs in with it', async () => {
    const { browser, uid, response, verifier, state, redirectUri } = await withPassword();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ secondFactor: { phoneEnding: '4321' } });
    const info = await browser.fetch(`${TEAMS}/api/auth/interaction/${uid}`, {
      headers: { 'app-name': 'teams' },
    });
    expect(await info.json()).toMatchObject({ secondFactor: { phoneEnding: '4321' } });

    const code = await textedCode();
    const refused = await postInteraction(browser, TEAMS, uid, 'mfa', { code: wrong(code) });
    expect(refused.status).toBe(400);
    const accepted = await postInteraction(browser, TEAMS, uid, 'mfa', { code });
    expect(accepted.status).toBe(200);
    const { redirectTo } = (await accepted.json()) as { redirectTo: string };
    const callback = await followToCallback(browser, redirectTo, redirectUri);
    const tokens = await oidc.authorizationCodeGrant(client, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    expect(tokens.claims()?.email).toBe('developer@demo.example');
  });

  it('does not sign in when the browser skips the code and resumes the request', async () => {
    const { browser, uid, response } = await withPassword();
    expect(response.status).toBe(200);
    const resumed = await browser.fetch(`${TEAMS}/oidc/auth/${uid}`);
    const location = new URL(resumed.headers.get('location') ?? '', TEAMS);
    expect(location.pathname).toBe('/auth/login');
    expect(location.searchParams.get('interaction')).not.toBe(uid);
  });

  it('refuses a code when none is awaited, and a reused one', async () => {
    const plain = await start();
    const none = await postInteraction(plain.browser, TEAMS, plain.uid, 'mfa', { code: '123456' });
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ code: NO_CODE_AWAITED });

    const first = await withPassword();
    const code = await textedCode();
    expect((await postInteraction(first.browser, TEAMS, first.uid, 'mfa', { code })).status).toBe(
      200,
    );
    const second = await withPassword();
    await textedCode();
    const reused = await postInteraction(second.browser, TEAMS, second.uid, 'mfa', { code });
    expect(reused.status).toBe(400);
  });

  it('signs in without a second factor when the phone is not confirmed', async () => {
    await test.database.db
      .updateTable('identity_user')
      .set({ phone_number: PHONE, phone_number_confirmed: false })
      .where('email', '=', 'security@demo.example')
      .execute();
    const { response } = await withPassword('security@demo.example');
    expect(await response.json()).toMatchObject({ redirectTo: expect.any(String) });
  });

  it('LoginWith2fa tells the browser where its awaited code is entered', async () => {
    const { browser, uid } = await withPassword();
    const ask = (query: string) =>
      browser.fetch(`${TEAMS}/api/account/LoginWith2fa${query}`, {
        headers: { 'app-name': 'teams' },
      });
    const answer = await ask('?rememberMe=false&returnUrl=%2Fplan');
    expect(await answer.json()).toEqual({
      required: true,
      phoneEnding: '4321',
      rememberMe: false,
      page: `/auth/mfalogin/4321?interaction=${uid}`,
      returnUrl: '/plan',
    });
    expect((await ask('?returnUrl=https%3A%2F%2Fevil.example%2F')).status).toBe(400);
    expect((await ask('?rememberMe=maybe')).status).toBe(400);
    const stranger = await browserFor(test.app).fetch(`${TEAMS}/api/account/LoginWith2fa`, {
      headers: { 'app-name': 'teams' },
    });
    expect(stranger.status).toBe(400);
  });
  it('refuses sign-in by e-mailed code when the brand has passcodeLogin off (403)', async () => {
    await setFeatures({ passcodeLogin: false });
    const { browser, uid } = await start();
    const response = await postInteraction(browser, TEAMS, uid, 'passcode', {
      email: 'developer@demo.example',
      code: '123456',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: PASSCODE_OFF });
  });
});

describe.each(testEngines())('the provider against tampering on %s', (engine) => {
  let test: TestApp;
  let client: oidc.Configuration;
  beforeAll(async () => {
    test = await listeningApp(engine);
    client = await oidcClientFor(test.app, TEAMS);
  });
  afterAll(() => test.close());

  const signedInCallback = async () => {
    const started = await startAuthorization(test.app, client, TEAMS);
    const login = await submitLogin(started.browser, TEAMS, started.uid, {
      email: 'participant@demo.example',
      password: DEMO_PASSWORD,
    });
    const { redirectTo } = (await login.json()) as { redirectTo: string };
    const callback = await followToCallback(started.browser, redirectTo, started.redirectUri);
    return { started, callback };
  };

  it('opens the screen the request hints at, and an invitation', async () => {
    const hinted = await startAuthorization(test.app, client, TEAMS, { screen_hint: 'register' })
      .then(() => 'started')
      .catch((error: Error) => error.message);
    // startAuthorization insists on /auth/login: the register hint lands elsewhere.
    expect(hinted).toContain('did not send the browser to sign in');
    const url = oidc.buildAuthorizationUrl(client, {
      redirect_uri: `${TEAMS}/login`,
      scope: 'openid',
      code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
      invite_code: 'TEAM-42',
    });
    const response = await browserFor(test.app).fetch(url);
    expect(response.headers.get('location')).toMatch(/^\/auth\/invite\/register\/TEAM-42\?/);
  });

  it('refuses a redirect URI of another site, without redirecting there', async () => {
    const url = oidc.buildAuthorizationUrl(client, {
      redirect_uri: 'https://evil.example/login',
      scope: 'openid',
      code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    });
    const response = await browserFor(test.app).fetch(url);
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });

  it('refuses a tampered state and a wrong PKCE verifier', async () => {
    const { started, callback } = await signedInCallback();
    const tampered = new URL(callback);
    tampered.searchParams.set('state', 'forged-state');
    await expect(
      oidc.authorizationCodeGrant(client, tampered, {
        pkceCodeVerifier: started.verifier,
        expectedState: started.state,
      }),
    ).rejects.toThrow();
    await expect(
      oidc.authorizationCodeGrant(client, callback, {
        pkceCodeVerifier: oidc.randomPKCECodeVerifier(),
        expectedState: started.state,
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses a sign-out confirmation posted without its form token (CSRF)', async () => {
    const { started } = await signedInCallback();
    const response = await started.browser.fetch(`${TEAMS}/oidc/session/end/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'logout=yes&xsrf=forged',
    });
    expect(response.status).toBe(400);
  });

  it('lets only the brand origin call the token endpoint from a browser (CORS)', async () => {
    const exchange = (origin: string) =>
      browserFor(test.app).fetch(`${TEAMS}/oidc/token`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=refresh_token&client_id=teams&refresh_token=unknown',
      });
    const own = await exchange(TEAMS);
    expect(own.headers.get('access-control-allow-origin')).toBe(TEAMS);
    const other = await exchange('https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(await other.json()).toMatchObject({ error: 'invalid_request' });
  });
});
