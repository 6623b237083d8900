import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, tokenFor } from '../../test/factories';
import { hostFetch } from '../../test/host-fetch';
import { followToCallback, signInThroughProvider, type SignedIn } from '../../test/sign-in';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';
import { buildApp } from '../app';
import { latestMail, linkPath } from '../areas/auth/auth-test-support';
import { userIdOf } from '../areas/security-admin/security-admin-test-support';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts';
import { REVOCATION_CACHE_MS } from './revocation';

const TEAMS = 'http://teams.localhost:3000';
const NEW_PASSWORD = 'a fresh passphrase of mine';

describe.each(testEngines())('ending sessions and revoking tokens on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, demo: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const signIn = (email: string, password = DEMO_PASSWORD) =>
    signInThroughProvider(t.app, TEAMS, email, password);
  /** A call any signed-in person may make: 200 while the token holds, 401 once revoked. */
  const ping = async (token: string) =>
    (await hostFetch(t.app)(`${TEAMS}/api/apppage/ping`, { headers: apiHeaders('teams', token) }))
      .status;
  const post = (token: string | undefined, path: string, body: unknown) =>
    hostFetch(t.app)(`${TEAMS}/api/auth/${path}`, {
      method: 'POST',
      headers: { ...apiHeaders('teams', token), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const renews = async (session: SignedIn) =>
    oidc.refreshTokenGrant(session.client, session.tokens.refresh_token ?? '').then(
      () => true,
      () => false,
    );
  /** Silent renewal (prompt=none) in the session's browser: a code, or login_required. */
  const silentRenewal = async (session: SignedIn) => {
    const redirectUri = `${TEAMS}/statics/silent.html`;
    const url = oidc.buildAuthorizationUrl(session.client, {
      redirect_uri: redirectUri,
      scope: 'openid profile email offline_access',
      prompt: 'none',
      code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    });
    const callback = await followToCallback(session.browser, url.href, redirectUri);
    return callback.searchParams.get('error') ?? (callback.searchParams.get('code') ? 'code' : '');
  };
  const admin = () => tokenFor(t.app, { brand: 'teams', claims: ['securityAdmin'] });

  it('a password change ends every other session; the one that changed it goes on', async () => {
    const other = await signIn('coach@demo.example');
    const mine = await signIn('coach@demo.example');
    const changed = await post(mine.tokens.access_token, 'ChangePassword', {
      oldPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect(await ping(other.tokens.access_token)).toBe(401);
    expect(await renews(other)).toBe(false);
    expect(await silentRenewal(other)).toBe('login_required');
    expect(await ping(mine.tokens.access_token)).toBe(200);
    expect(await silentRenewal(mine)).toBe('code');
    expect(await renews(mine)).toBe(true);
  });

  it('a password reset ends every session', async () => {
    const email = 'clientadmin@demo.example';
    const session = await signIn(email);
    expect((await post(undefined, 'ForgotPassword', { email })).status).toBe(200);
    const [code] = linkPath(await latestMail(t.database.db, email), '/authaccount/resetpassword/');
    const reset = await post(undefined, 'ResetPassword', { code, password: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect(await ping(session.tokens.access_token)).toBe(401);
    expect(await renews(session)).toBe(false);
    expect(await silentRenewal(session)).toBe('login_required');
  });

  type AdminChange = (id: string, email: string) => { path: string; body: object };
  const changes: Array<[string, AdminChange]> = [
    [
      'locks',
      (id, email) => ({ path: 'users', body: { id, email, lockoutEnd: '2099-01-01T00:00:00Z' } }),
    ],
    [
      'removes a role of',
      (id) => ({ path: 'removerole', body: { userId: id, roleName: 'EventAdmin' } }),
    ],
    [
      'removes a claim of',
      (id) => ({
        path: 'removeclaim',
        body: { userId: id, claimType: 'trainer', claimValue: 'true' },
      }),
    ],
  ];
  it.each(changes)('a security admin who %s a user ends its sessions', async (_, change) => {
    const email = 'eventadmin@demo.example';
    const id = await userIdOf(t.database.db, email);
    await post(admin(), 'users/UpsertClaimToUser', {
      userId: id,
      claimType: 'trainer',
      claimValue: 'true',
    });
    await post(admin(), 'addrole', { userId: id, roleName: 'EventAdmin' });
    await post(admin(), 'users', { id, email, lockoutEnd: null });
    const session = await signIn(email);
    expect(await ping(session.tokens.access_token)).toBe(200);
    const { path, body } = change(id, email);
    expect((await post(admin(), path, body)).status).toBe(200);
    expect(await ping(session.tokens.access_token)).toBe(401);
    expect(await renews(session)).toBe(false);
  });

  it('deleting a user ends its sessions', async () => {
    const session = await signIn('content@demo.example');
    const id = await userIdOf(t.database.db, 'content@demo.example');
    const deleted = await hostFetch(t.app)(`${TEAMS}/api/auth/users/${id}`, {
      method: 'DELETE',
      headers: apiHeaders('teams', admin()),
    });
    expect(deleted.status).toBe(200);
    expect(await ping(session.tokens.access_token)).toBe(401);
    expect(await renews(session)).toBe(false);
  });

  it('the revocation endpoint revokes an access token; sign-out revokes its grant', async () => {
    const session = await signIn('developer@demo.example');
    const renewed = await oidc.refreshTokenGrant(
      session.client,
      session.tokens.refresh_token ?? '',
    );
    await oidc.tokenRevocation(session.client, session.tokens.access_token, {
      token_type_hint: 'access_token',
    });
    expect(await ping(session.tokens.access_token)).toBe(401);
    expect(await ping(renewed.access_token)).toBe(200);
    // Sign-out as the web app does it: the refresh token too, which revokes the whole grant.
    await oidc.tokenRevocation(session.client, renewed.refresh_token ?? '');
    expect(await ping(renewed.access_token)).toBe(401);
  });

  it('another instance refuses a revoked token within the cache window', async () => {
    const other = await buildApp(testConfig(), {
      database: t.database,
      mailTransport: null,
      runJobs: false,
    });
    try {
      const session = await signIn('employee@keystonegrowth.example');
      const token = session.tokens.access_token;
      const there = async () =>
        (
          await other.inject({
            url: '/api/apppage/ping',
            headers: { ...apiHeaders('teams', token), host: 'teams.localhost:3000' },
          })
        ).statusCode;
      expect(await there()).toBe(200);
      await oidc.tokenRevocation(session.client, token, { token_type_hint: 'access_token' });
      const revokedAt = Date.now();
      while ((await there()) === 200) {
        expect(Date.now() - revokedAt).toBeLessThan(REVOCATION_CACHE_MS + 500);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await there()).toBe(401);
    } finally {
      await other.close();
    }
  });
});
