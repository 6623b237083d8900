import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let built: TestApp;
let unbuilt: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'portal-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'statics'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><title>Portal</title><div id="root"></div>',
  );
  writeFileSync(join(dist, 'assets', 'index-AbC123.js'), 'console.log("app")');
  writeFileSync(join(dist, 'assets', 'index-AbC123.js.gz'), gzipSync('console.log("app")'));
  writeFileSync(join(dist, 'statics', 'silent.html'), '<!doctype html><title>silent</title>');
  mkdirSync(join(dist, 'statics', 'config'));
  writeFileSync(join(dist, 'statics', 'config', 'environment.json'), '{"version":"placeholder"}');
  built = await createTestApp({
    env: { WEB_DIST: dist, BRAND_HOSTS: 'growth.example.org=leaders' },
  });
  unbuilt = await createTestApp();
});
afterAll(async () => {
  await built.close();
  await unbuilt.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('pre-compressed assets', () => {
  it('sends the gzip file to a browser that accepts gzip', async () => {
    const res = await built.app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload).toEqual(gzipSync('console.log("app")'));
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const res = await built.app.inject({ url: '/assets/index-AbC123.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('console.log("app")');
  });
});

describe('/statics/config/environment.json', () => {
  it.each([
    ['teams.localhost:3000', 'teams'],
    ['Schools.Localhost', 'schools'],
    ['growth.example.org', 'leaders'],
    ['localhost:3000', 'profile'],
    ['unknown.example', 'profile'],
  ])('answers the brand of host %s: %s', async (host, brand) => {
    const res = await built.app.inject({
      url: '/statics/config/environment.json',
      headers: { host },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: '1.2.3-test', brand, environment: 'test' });
  });

  it('is never cached', async () => {
    const res = await built.app.inject({ url: '/statics/config/environment.json' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('falls back to the configured default brand', async () => {
    const other = await createTestApp({ env: { DEFAULT_BRAND: 'schools' } });
    const res = await other.app.inject({
      url: '/statics/config/environment.json',
      headers: { host: 'portal.example' },
    });
    expect(res.json()).toMatchObject({ brand: 'schools' });
    await other.close();
  });
});

describe('the built web app', () => {
  it('serves index.html at / to be revalidated on every visit', async () => {
    const res = await built.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable', async () => {
    const res = await built.app.inject({ url: '/assets/index-AbC123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other static files, revalidated', async () => {
    const res = await built.app.inject({ url: '/statics/silent.html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers index.html for any page path, so the browser router shows it', async () => {
    for (const url of ['/plan/abc', '/users/view/42?tab=claims', '/no/such/page']) {
      const res = await built.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers 404 for a missing asset rather than the page', async () => {
    const res = await built.app.inject({ url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      message: expect.any(String),
      referenceId: expect.any(String),
    });
  });

  it('answers 404 to a POST outside /api', async () => {
    expect((await built.app.inject({ method: 'POST', url: '/plan' })).statusCode).toBe(404);
  });

  it('says so when the web app is not built', async () => {
    const res = await unbuilt.app.inject({ url: '/' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/web app is not built/);
  });
});
