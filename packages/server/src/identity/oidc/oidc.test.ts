import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders } from '../../../test/factories';
import { hostFetch } from '../../../test/host-fetch';
import {
  followToCallback,
  oidcClientFor,
  signInThroughProvider,
  startAuthorization,
  submitLogin,
} from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';

const TEAMS = 'http://teams.localhost:3000';
const SCHOOLS = 'http://schools.localhost:3000';
const PARTICIPANT = 'participant@demo.example';

describe.each(testEngines())('the OpenID provider on %s', (engine) => {
  let test: TestApp;
  const signIn = () => signInThroughProvider(test.app, TEAMS, PARTICIPANT, DEMO_PASSWORD);
  const ping = (origin: string, brand: 'teams' | 'schools', token: string) =>
    hostFetch(test.app)(`${origin}/api/apppage/ping`, { headers: apiHeaders(brand, token) });
  /** A code on its way back to the app, not exchanged yet. */
  const codeInHand = async () => {
    const client = await oidcClientFor(test.app, TEAMS);
    const started = await startAuthorization(test.app, client, TEAMS);
    const login = await submitLogin(started.browser, TEAMS, started.uid, {
      email: PARTICIPANT,
      password: DEMO_PASSWORD,
    });
    const { redirectTo } = (await login.json()) as { redirectTo: string };
    const callback = await followToCallback(started.browser, redirectTo, started.redirectUri);
    return { client, started, callback };
  };

  beforeAll(async () => {
    test = await createTestApp({ engine, demo: true });
    await test.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => test.close());

  it('publishes its discovery document at each brand origin, with that origin as issuer', async () => {
    for (const origin of [TEAMS, SCHOOLS]) {
      const client = await oidcClientFor(test.app, origin);
      const metadata = client.serverMetadata();
      expect(metadata.issuer).toBe(`${origin}/oidc`);
      expect(metadata.authorization_endpoint).toBe(`${origin}/oidc/auth`);
      expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
      expect(metadata.revocation_endpoint).toBe(`${origin}/oidc/token/revocation`);
      expect(metadata.end_session_endpoint).toBe(`${origin}/oidc/session/end`);
    }
  });

  it('signs the participant in with a code and PKCE; only the same brand accepts the token', async () => {
    const { tokens } = await signIn();
    expect((await ping(TEAMS, 'teams', tokens.access_token)).status).toBe(200);
    const elsewhere = await ping(SCHOOLS, 'schools', tokens.access_token);
    expect(elsewhere.status).toBe(401);
    expect(tokens.claims()).toMatchObject({
      iss: `${TEAMS}/oidc`,
      aud: 'teams',
      email: PARTICIPANT,
      email_verified: true,
      given_name: 'Pat',
      family_name: 'Participant',
      role: ['Participant'],
    });
    expect(tokens.claims()?.claims).toContainEqual({ type: 'tractionPlan', value: 'true' });
  });

  it('rotates the refresh token and refuses the old one', async () => {
    const { client, tokens } = await signIn();
    const first = tokens.refresh_token ?? '';
    const renewed = await oidc.refreshTokenGrant(client, first);
    expect(renewed.refresh_token).toBeTruthy();
    expect(renewed.refresh_token).not.toBe(first);
    expect((await ping(TEAMS, 'teams', renewed.access_token)).status).toBe(200);
    await expect(oidc.refreshTokenGrant(client, first)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('renews no token for an account locked after sign-in', async () => {
    const coach = 'coach@demo.example';
    const { client, tokens } = await signInThroughProvider(test.app, TEAMS, coach, DEMO_PASSWORD);
    await test.database.db
      .updateTable('identity_user')
      .set({ lockout_end: new Date(Date.now() + 60_000) })
      .where('email', '=', coach)
      .execute();
    await expect(oidc.refreshTokenGrant(client, tokens.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('refuses a revoked refresh token', async () => {
    const { client, tokens } = await signIn();
    await oidc.tokenRevocation(client, tokens.refresh_token ?? '');
    await expect(oidc.refreshTokenGrant(client, tokens.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('refuses a response whose state was changed', async () => {
    const { client, started, callback } = await codeInHand();
    await expect(
      oidc.authorizationCodeGrant(client, callback, {
        pkceCodeVerifier: started.verifier,
        expectedState: 'forged-state',
      }),
    ).rejects.toHaveProperty('cause.message', expect.stringMatching(/state/));
  });

  it('refuses a code exchanged with another PKCE verifier', async () => {
    const { client, started, callback } = await codeInHand();
    await expect(
      oidc.authorizationCodeGrant(client, callback, {
        pkceCodeVerifier: oidc.randomPKCECodeVerifier(),
        expectedState: started.state,
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('never redirects to a redirect URI that is not registered', async () => {
    const client = await oidcClientFor(test.app, TEAMS);
    const url = oidc.buildAuthorizationUrl(client, {
      redirect_uri: 'https://attacker.example/login',
      scope: 'openid',
      code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    });
    const response = await hostFetch(test.app)(url);
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('redirect_uri');
  });

  it('refuses an authorization request without PKCE', async () => {
    const client = await oidcClientFor(test.app, TEAMS);
    const url = oidc.buildAuthorizationUrl(client, {
      redirect_uri: `${TEAMS}/login`,
      scope: 'openid',
    });
    const response = await hostFetch(test.app)(url);
    const location = new URL(response.headers.get('location') ?? '', TEAMS);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('ends the session and returns to the registered post-logout address', async () => {
    const { client, browser, tokens } = await signIn();
    const endUrl = oidc.buildEndSessionUrl(client, {
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: `${TEAMS}/`,
    });
    const page = await browser.fetch(endUrl);
    expect(page.status).toBe(200);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    const confirm = await browser.fetch(`${TEAMS}/oidc/session/end/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe(`${TEAMS}/`);
  });

  it('asks and answers on its own pages in the visitor’s language, en-us for one it has not', async () => {
    const { client, browser, tokens } = await signIn();
    const german = { 'accept-language': 'fr;q=0.5, de-DE, en;q=0.1' };
    const page = await browser.fetch(
      oidc.buildEndSessionUrl(client, { id_token_hint: tokens.id_token ?? '' }),
      { headers: german },
    );
    const html = await page.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Möchten Sie sich abmelden?');
    expect(html).toContain('Ja, abmelden');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirm = await browser.fetch(`${TEAMS}/oidc/session/end/confirm`, {
      method: 'POST',
      headers: { ...german, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    // Without an address to return to, the provider's own "signed out" page.
    const done = await browser.fetch(new URL(confirm.headers.get('location') ?? '', TEAMS).href, {
      headers: german,
    });
    expect(await done.text()).toContain('Sie sind abgemeldet.');

    const other = await signIn();
    const japanese = await other.browser.fetch(
      oidc.buildEndSessionUrl(other.client, { id_token_hint: other.tokens.id_token ?? '' }),
      { headers: { 'accept-language': 'ja-JP' } },
    );
    const english = await japanese.text();
    expect(english).toContain('<html lang="en-us">');
    expect(english).toContain('Do you want to sign out?');
  });
});
