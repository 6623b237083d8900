import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectHub, hubUrl } from '../../test/hub-client';
import { tokenFor } from '../../test/factories';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';
import { HSTS } from './security';

describe('production defaults of the configuration', () => {
  it('turn the demo accounts off when PORTAL_ENVIRONMENT or NODE_ENV is production', () => {
    expect(testConfig().demo).toBe(true);
    expect(testConfig({ PORTAL_ENVIRONMENT: 'production' })).toMatchObject({
      demo: false,
      production: true,
    });
    expect(testConfig({ NODE_ENV: 'production' })).toMatchObject({ demo: false, production: true });
    expect(testConfig({ NODE_ENV: 'production', PORTAL_DEMO: '1' }).demo).toBe(true);
  });
});

describe('transport security behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const overHttps = { 'x-forwarded-proto': 'https', host: 'teams.localhost' };

  it('sends HSTS over https only', async () => {
    const https = await t.app.inject({ url: '/api/health', headers: overHttps });
    expect(https.headers['strict-transport-security']).toBe(HSTS);
    const http = await t.app.inject({ url: '/api/health', headers: { host: 'teams.localhost' } });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });

  it('marks the sign-in cookies Secure on https', async () => {
    const authorize = (headers: Record<string, string>, scheme: string) =>
      t.app.inject({
        url:
          '/oidc/auth?client_id=teams&response_type=code&scope=openid' +
          `&redirect_uri=${encodeURIComponent(`${scheme}://teams.localhost/login`)}` +
          '&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256',
        headers,
      });
    const cookies = (response: { headers: Record<string, unknown> }) =>
      [response.headers['set-cookie'] ?? []].flat().map(String);
    const secure = cookies(await authorize(overHttps, 'https'));
    expect(secure.length).toBeGreaterThan(0);
    for (const cookie of secure) expect(cookie).toMatch(/;\s*secure/i);
    const plain = cookies(await authorize({ host: 'teams.localhost' }, 'http'));
    expect(plain.length).toBeGreaterThan(0);
    for (const cookie of plain) expect(cookie).not.toMatch(/;\s*secure/i);
  });

  it("refuses a hub connection from another site's page (403), accepts the brand's own", async () => {
    const token = tokenFor(t.app, { brand: 'teams' });
    await expect(
      connectHub(hubUrl(t.app, 'teams', token), { origin: 'https://evil.example' }),
    ).rejects.toThrow('refused with 403');
    await expect(
      connectHub(hubUrl(t.app, 'teams', token), { origin: 'http://schools.localhost:3000' }),
    ).rejects.toThrow('refused with 403');
    const own = await connectHub(hubUrl(t.app, 'teams', token), {
      origin: 'http://teams.localhost:5173',
    });
    own.socket.close();
    await own.closed;
  });
});
