import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '@portal/core';
import { tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { callAuth, serviceContext } from './auth-test-support';
import { decryptData, encryptionKeyFrom } from './encryption';
import { verifyPassword } from '../../identity/passwords';
import { register } from './registration.service';

const ENCRYPTION_KEY = 'a-test-secret-of-at-least-32-characters';

describe.each(testEngines())('password tools, pre-login info and Encrypt on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, env: { API_KEYS: 'test-key', ENCRYPTION_KEY } });
    await register(serviceContext(t.database.db), {
      email: 'sam@keystonegrowth.example',
      password: 'a long enough phrase',
      firstName: 'Sam',
      lastName: 'Staff',
    });
  });
  afterAll(() => t.close());

  it('validates a password from the path (any case) or the body', async () => {
    const short = await callAuth(t.app, 'GET', 'validatepassword/abc');
    expect(short.json()).toEqual({ valid: false, errors: [PASSWORD_MESSAGES.tooShort] });
    const unicode = await callAuth(
      t.app,
      'GET',
      `ValidatePassword/${encodeURIComponent('ça ne fait rien ✓ 🙂')}`,
    );
    expect(unicode.json()).toEqual({ valid: true, errors: [] });
    const common = await callAuth(t.app, 'POST', 'ValidatePassword', {
      body: { password: 'iloveyou123' },
    });
    expect(common.json()).toEqual({ valid: false, errors: [PASSWORD_MESSAGES.common] });
  });

  it('hashes a password for developers only', async () => {
    const developer = tokenFor(t.app, { brand: 'teams', claims: ['developer'] });
    const res = await callAuth(t.app, 'POST', 'HashPassword', {
      token: developer,
      body: { password: 'seed phrase' },
    });
    const { hash } = res.json<{ hash: string }>();
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, 'seed phrase')).toBe(true);
    const other = tokenFor(t.app, { brand: 'teams', claims: ['securityAdmin'] });
    const refused = await callAuth(t.app, 'POST', 'HashPassword', {
      token: other,
      body: { password: 'seed phrase' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('answers pre-login info with the api key', async () => {
    const info = (email: string, key = 'test-key') =>
      callAuth(t.app, 'GET', `GetPreLoginUserInfo/login/${email}`, {
        headers: { 'api-key': key },
      });
    expect((await info('sam@keystonegrowth.example')).json()).toEqual({
      loginProvider: 'local',
      isEmployee: true,
      isExternal: false,
      hasEmailPassword: true,
    });
    expect((await info('new@client.example')).json()).toEqual({
      loginProvider: null,
      isEmployee: false,
      isExternal: false,
      hasEmailPassword: false,
    });
    expect((await info('new@client.example', 'wrong')).statusCode).toBe(401);
  });

  it('encrypts with the configured key, and answers an empty string on failure', async () => {
    const res = await callAuth(t.app, 'POST', 'Encrypt', {
      body: { data: 'login|/plans', IsBase64Encoded: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const key = encryptionKeyFrom(ENCRYPTION_KEY, t.app.portal.keys.current().privateKey);
    expect(decryptData(key, res.body).toString('utf8')).toBe('login|/plans');
    const bad = await callAuth(t.app, 'POST', 'Encrypt', {
      body: { data: '***', IsBase64Encoded: true },
    });
    expect(bad.statusCode).toBe(200);
    expect(bad.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(bad.body).toBe('');
  });

  it('refuses an Encrypt body of another shape, answering the error shape in JSON', async () => {
    for (const body of [{}, { data: 7 }, { data: 'x', IsBase64Encoded: 'yes' }]) {
      const res = await callAuth(t.app, 'POST', 'Encrypt', { body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json<{ errors: unknown[] }>().errors.length).toBeGreaterThan(0);
    }
  });

  it('declares an access rule on every auth route', () => {
    const auth = t.app.apiRoutes.filter((route) => route.url.startsWith('/api/auth/'));
    expect(auth.length).toBeGreaterThanOrEqual(13);
    for (const route of auth) expect(route.access).toBeTruthy();
  });
});
