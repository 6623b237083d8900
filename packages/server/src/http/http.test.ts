import { inEnglish } from './errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders } from '../../test/factories';
import { captureLogs } from '../../test/log-capture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { APP_NAME_REQUIRED } from './api-guard';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const logs = captureLogs();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'info', BODY_LIMIT: '2048' },
    logStream: logs.stream,
    beforeReady: (app) => {
      app.post('/api/test/echo', { config: { access: 'anonymous' } }, async (request) => ({
        body: request.body ?? null,
      }));
      app.get('/api/test/explode', { config: { access: 'anonymous' } }, async () => {
        throw new Error('secret database detail at /srv/portal/db.ts:42');
      });
    },
  });
});
afterAll(() => t.close());

function expectErrorShape(body: string) {
  const parsed = JSON.parse(body) as Record<string, unknown>;
  expect(parsed.message).toEqual(expect.any(String));
  expect(parsed.referenceId).toMatch(UUID);
  expect(body).not.toMatch(/stack|\.ts:\d+|at .*\(/);
  return parsed;
}

describe('the app-name header', () => {
  it('is required on /api calls, and the message names it', async () => {
    const res = await t.app.inject({ url: '/api/webconfig/GetLatest' });
    expect(res.statusCode).toBe(400);
    expect(expectErrorShape(res.body).message).toBe(inEnglish(APP_NAME_REQUIRED));
    expect(inEnglish(APP_NAME_REQUIRED)).toBe(
      'The app-name header is required: one of teams, schools, leaders, profile.',
    );
  });

  it('must name a known brand', async () => {
    const res = await t.app.inject({
      url: '/api/webconfig/GetLatest',
      headers: { 'app-name': 'acme' },
    });
    expect(res.statusCode).toBe(400);
    expect(expectErrorShape(res.body).message).toContain('app-name');
  });

  it('is not needed by the health and readiness probes', async () => {
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  });
});

describe('bad input', () => {
  it('answers 400 to malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...apiHeaders(), 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(expectErrorShape(res.body).message).toBe('The request body is not valid JSON.');
  });

  it('answers 400 to JSON that tries to poison prototypes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...apiHeaders(), 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}}',
    });
    expect(res.statusCode).toBe(400);
    expectErrorShape(res.body);
  });

  it('treats an empty JSON body as no body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...apiHeaders(), 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ body: null });
  });

  it('answers 413 to a body over the configured limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...apiHeaders(), 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(4096) }),
    });
    expect(res.statusCode).toBe(413);
    expect(expectErrorShape(res.body).message).toBe(
      'The request body is larger than the limit of 2048 bytes.',
    );
  });

  it('answers 415 to a content type it does not read', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...apiHeaders(), 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expectErrorShape(res.body);
  });

  it('answers 400 in the error shape to a URL that cannot be decoded', async () => {
    for (const url of ['/api/apppage/%zz', '/%']) {
      const res = await t.app.inject({ url, headers: apiHeaders() });
      expect(res.statusCode).toBe(400);
      expect(expectErrorShape(res.body).message).toBe('The URL is not valid.');
    }
  });

  it('answers 404 in the error shape for an unknown /api path, with or without app-name', async () => {
    for (const headers of [apiHeaders('teams'), {}]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/nowhere/Nothing', headers });
      expect(res.statusCode).toBe(404);
      expect(expectErrorShape(res.body).message).toBe(
        'No API call matches GET /api/nowhere/Nothing.',
      );
    }
    const post = await t.app.inject({ method: 'POST', url: '/api', headers: apiHeaders() });
    expect(post.statusCode).toBe(404);
  });

  it('hides the cause of a server error from the client, logs it with the reference id, and keeps serving', async () => {
    const res = await t.app.inject({ url: '/api/test/explode', headers: apiHeaders() });
    expect(res.statusCode).toBe(500);
    const body = expectErrorShape(res.body);
    expect(body.message).toBe('An unexpected error occurred.');
    expect(res.body).not.toContain('secret');
    const logged = logs.lines().find((line) => line.referenceId === body.referenceId);
    expect(logged).toMatchObject({ level: 50, status: 500 });
    expect(JSON.stringify(logged)).toContain('secret database detail');
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('logs refusals with their reference id', async () => {
    const res = await t.app.inject({ url: '/api/webconfig/GetLatest' });
    const { referenceId } = res.json<{ referenceId: string }>();
    expect(logs.lines().find((line) => line.referenceId === referenceId)).toMatchObject({
      status: 400,
      level: 30,
    });
  });
});

describe('paths', () => {
  it('match case-insensitively', async () => {
    const res = await t.app.inject({
      url: '/API/WEBCONFIG/getlatest',
      headers: apiHeaders('teams'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ appName: 'teams' });
  });

  it('accept long parameters (base64 codes in reset links)', async () => {
    const res = await t.app.inject({
      url: `/api/apppage/${'a'.repeat(500)}`,
      headers: apiHeaders('teams'),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('request ids', () => {
  it('are generated, echoed in the response and carried by the log lines', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(
      logs.lines().some((line) => line.requestId === id && line.msg === 'request completed'),
    ).toBe(true);
  });

  it("keep a caller's sane x-request-id", async () => {
    const res = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'lb-1234.abc' },
    });
    expect(res.headers['x-request-id']).toBe('lb-1234.abc');
  });

  it('replace an unsafe x-request-id', async () => {
    const res = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\u0000<script>' },
    });
    expect(res.headers['x-request-id']).toMatch(UUID);
  });
});

describe('logs', () => {
  it('never contain the authorization, cookie or api-key headers', async () => {
    await t.app.inject({
      url: '/api/webconfig/GetLatest',
      headers: {
        ...apiHeaders(),
        authorization: 'Bearer secret-token',
        cookie: 'session=secret-cookie',
        'api-key': 'secret-key',
      },
    });
    const text = JSON.stringify(logs.lines());
    expect(text).not.toContain('secret-token');
    expect(text).not.toContain('secret-cookie');
    expect(text).not.toContain('secret-key');
  });
});

describe('security headers', () => {
  it('set a CSP that fits the React app, and the usual helmet headers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    // WebSockets to the portal's own brand hosts only, not to any host.
    expect(csp).toMatch(/connect-src 'self' ws:\/\/\S+\.localhost:\* wss:\/\//);
    expect(csp).toContain('wss://teams.localhost:*');
    expect(csp).not.toMatch(/ wss?:( |;|$)/);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('are on error responses too', async () => {
    const res = await t.app.inject({ url: '/api/nowhere', headers: apiHeaders() });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
