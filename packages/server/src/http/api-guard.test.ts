import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_NOT_VERIFIED_REASON } from '@portal/core';
import { apiHeaders, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { inEnglish } from './errors';
import {
  EMAIL_NOT_VERIFIED,
  NOT_AUTHORIZED,
  PROBE_PATHS,
  SIGN_IN_REQUIRED,
  TOKEN_REFUSED,
} from './api-guard';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { API_KEYS: 'public-key-1' },
    beforeReady: (app) => {
      const ok = async () => ({ ok: true });
      app.get(
        '/api/test/nested',
        { config: { access: [['trainer', 'profileViewer'], 'eventAdmin'] } },
        ok,
      );
      app.get('/api/test/public', { config: { access: 'apiKey' } }, ok);
      app.get('/api/test/surveys', { config: { access: 'trainer', feature: 'eventSurveys' } }, ok);
      app.get('/api/test/verified', { config: { access: 'any', verifiedEmail: true } }, ok);
      app.get('/api/test/whoami', { config: { access: 'anonymous' } }, async (request) => ({
        session: request.session,
        brand: request.brand,
      }));
    },
  });
});
afterAll(() => t.close());

describe('declared access rules', () => {
  it('exist on every /api route (the walk over the registered routes)', () => {
    const printed = t.app.printRoutes({ commonPrefix: false });
    const apiLines = printed.split('\n').filter((line) => /\/api\//i.test(line));
    expect(apiLines.length).toBeGreaterThan(10);
    expect(t.app.apiRoutes.length).toBeGreaterThan(10);
    for (const route of t.app.apiRoutes) {
      expect(route.access, `${route.method} ${route.url}`).toBeTruthy();
    }
    const declared = new Set(t.app.apiRoutes.map((r) => r.url.toLowerCase()));
    for (const url of [
      '/api/webconfig/getlatest',
      '/api/apppage/search',
      '/api/messaging/search',
    ]) {
      expect(declared).toContain(url);
    }
  });

  it('are enforced at registration: an /api route without one cannot be added', async () => {
    const other = await createTestApp({
      beforeReady: (app) => {
        expect(() => app.get('/api/test/undeclared', async () => 'open')).toThrowError(
          /declares no access rule/,
        );
        expect(() =>
          app.get('/api/test/empty', { config: { access: [] } }, async () => 'open'),
        ).toThrowError(/declares no access rule/);
      },
    });
    expect(
      (await other.app.inject({ url: '/api/test/undeclared', headers: apiHeaders() })).statusCode,
    ).toBe(404);
    await other.close();
  });

  it('name known claims and features only, also from plain JavaScript', async () => {
    const other = await createTestApp({
      beforeReady: (app) => {
        const unchecked = (config: unknown) => ({ config }) as never;
        expect(() =>
          app.get('/api/test/typo', unchecked({ access: ['eventAdmn'] }), async () => 'open'),
        ).toThrowError(/declares no access rule/);
        expect(() =>
          app.get(
            '/api/test/nested-typo',
            unchecked({ access: [['trainer', 'profileViwer']] }),
            async () => 'open',
          ),
        ).toThrowError(/declares no access rule/);
        expect(() =>
          app.get(
            '/api/test/feature-typo',
            unchecked({ access: 'any', feature: 'eventSurvey' }),
            async () => 'open',
          ),
        ).toThrowError(/names no feature/);
      },
    });
    await other.close();
  });

  it('do not concern routes outside /api', async () => {
    const other = await createTestApp({
      beforeReady: (app) => {
        app.get('/outside', async () => 'fine');
      },
    });
    expect((await other.app.inject({ url: '/outside' })).body).toBe('fine');
    await other.close();
  });
});

describe('sessions and rules', () => {
  const nested = (token?: string) =>
    t.app.inject({ url: '/api/test/nested', headers: apiHeaders('teams', token) });

  it('answer 401 when a rule needs a session and none is sent', async () => {
    const res = await nested();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: SIGN_IN_REQUIRED });
  });

  it('answer 403 with the spec message when the rule fails', async () => {
    const res = await nested(tokenFor(t.app, { brand: 'teams', claims: ['trainer'] }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: NOT_AUTHORIZED });
    expect(inEnglish(NOT_AUTHORIZED)).toBe('You are not authorized to access this feature.');
  });

  it('pass when every claim of an inner list is held, or any single claim', async () => {
    const both = tokenFor(t.app, { brand: 'teams', claims: ['trainer', 'profileViewer'] });
    expect((await nested(both)).statusCode).toBe(200);
    expect(
      (await nested(tokenFor(t.app, { brand: 'teams', claims: ['eventAdmin'] }))).statusCode,
    ).toBe(200);
    expect(
      (await nested(tokenFor(t.app, { brand: 'teams', roles: ['EVENTADMIN'] }))).statusCode,
    ).toBe(200);
  });

  it('refuse a token of another brand with 401', async () => {
    const res = await nested(tokenFor(t.app, { brand: 'schools', claims: ['eventAdmin'] }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: TOKEN_REFUSED });
  });

  it('refuse an expired token with 401', async () => {
    const token = tokenFor(t.app, {
      brand: 'teams',
      claims: ['eventAdmin'],
      now: new Date(Date.now() - 7_200_000),
    });
    expect((await nested(token)).statusCode).toBe(401);
  });

  it('refuse a tampered token with 401', async () => {
    const token = tokenFor(t.app, { brand: 'teams', claims: ['trainer'] });
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    claims.claims = [{ type: 'eventAdmin', value: 'true' }];
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    expect((await nested(forged)).statusCode).toBe(401);
  });

  it('refuse an authorization header that is not a bearer token', async () => {
    const res = await t.app.inject({
      url: '/api/test/nested',
      headers: { 'app-name': 'teams', authorization: 'Basic dXNlcjpwYXNz' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('ignore claims that have expired since the token was issued', async () => {
    const hourAgo = new Date(Date.now() - 3_600_000);
    const claims = (expiresAt: Date) => [{ type: 'eventAdmin', value: 'true', expiresAt }];
    const token = (expiresAt: Date) =>
      tokenFor(t.app, {
        brand: 'teams',
        now: hourAgo,
        lifetimeSeconds: 7200,
        claims: claims(expiresAt),
      });
    expect((await nested(token(new Date(Date.now() + 60_000)))).statusCode).toBe(200);
    expect((await nested(token(new Date(Date.now() - 60_000)))).statusCode).toBe(403);
  });

  it('give anonymous routes the session when the token is good, and none when it is not', async () => {
    const good = tokenFor(t.app, { brand: 'leaders', email: 'pat@demo.example' });
    const withSession = await t.app.inject({
      url: '/api/test/whoami',
      headers: apiHeaders('leaders', good),
    });
    expect(withSession.json()).toMatchObject({
      brand: 'leaders',
      session: { email: 'pat@demo.example' },
    });
    const otherBrand = await t.app.inject({
      url: '/api/test/whoami',
      headers: apiHeaders('teams', good),
    });
    expect(otherBrand.statusCode).toBe(200);
    expect(otherBrand.json()).toMatchObject({ brand: 'teams', session: null });
  });

  it('take the brand from app-name in any case', async () => {
    const res = await t.app.inject({
      url: '/api/test/whoami',
      headers: { 'app-name': ' Schools ' },
    });
    expect(res.json()).toMatchObject({ brand: 'schools' });
  });
});

describe('features and verified e-mail', () => {
  const setSurveys = async (on: boolean) => {
    await t.database.db
      .updateTable('app_config')
      .set({ features: JSON.stringify({ eventSurveys: on }) })
      .where('app_name', '=', 'teams')
      .execute();
    t.app.portal.webConfig.invalidate('teams');
  };
  const surveys = (token?: string) =>
    t.app.inject({ url: '/api/test/surveys', headers: apiHeaders('teams', token) });

  it("answer 403 with the spec message while the route's feature is off", async () => {
    const trainer = tokenFor(t.app, { brand: 'teams', claims: ['trainer'] });
    await setSurveys(false);
    const off = await surveys(trainer);
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ code: NOT_AUTHORIZED });
    expect((await surveys()).statusCode).toBe(401);
    await setSurveys(true);
    expect((await surveys(trainer)).statusCode).toBe(200);
  });

  it('answer 403 with the spec message to an unconfirmed e-mail', async () => {
    const call = (emailVerified: boolean) =>
      t.app.inject({
        url: '/api/test/verified',
        headers: apiHeaders('teams', tokenFor(t.app, { brand: 'teams', emailVerified })),
      });
    const unverified = await call(false);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toMatchObject({
      code: EMAIL_NOT_VERIFIED,
      reason: EMAIL_NOT_VERIFIED_REASON,
    });
    expect(inEnglish(EMAIL_NOT_VERIFIED)).toBe(
      'Check your inbox to verify your email address prior to accessing this feature.',
    );
    expect((await call(true)).statusCode).toBe(200);
  });

  it('are listed with the route', () => {
    expect(t.app.apiRoutes).toContainEqual({
      method: 'GET',
      url: '/api/test/surveys',
      access: 'trainer',
      feature: 'eventSurveys',
    });
    expect(t.app.apiRoutes).toContainEqual({
      method: 'GET',
      url: '/api/test/verified',
      access: 'any',
      verifiedEmail: true,
    });
  });
});

describe('api-key routes', () => {
  it('accept a configured key and refuse others', async () => {
    const call = (key?: string) =>
      t.app.inject({
        url: '/api/test/public',
        headers: key ? { 'app-name': 'teams', 'api-key': key } : { 'app-name': 'teams' },
      });
    expect((await call('public-key-1')).statusCode).toBe(200);
    expect((await call('public-key-2')).statusCode).toBe(401);
    expect((await call()).statusCode).toBe(401);
  });
});

describe('probes', () => {
  it('are the health and readiness paths only', () => {
    expect(PROBE_PATHS).toEqual(['/api/health', '/api/ready']);
  });
});

describe('the rate limit', () => {
  it('answers 429 in the error shape past the limit, and spares the probes', async () => {
    const limited = await createTestApp({ env: { API_RATE_LIMIT: '3' } });
    const call = () =>
      limited.app.inject({ url: '/api/webconfig/GetLatest', headers: apiHeaders() });
    for (let i = 0; i < 3; i++) expect((await call()).statusCode).toBe(200);
    const refused = await call();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      message: expect.stringMatching(/^Too many requests/),
      referenceId: expect.any(String),
    });
    expect(refused.headers['retry-after']).toBeDefined();
    for (let i = 0; i < 5; i++) {
      expect((await limited.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    }
    await limited.close();
  });
});
