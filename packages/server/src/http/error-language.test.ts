import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiHeaders, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { NOT_AUTHORIZED, SIGN_IN_REQUIRED } from './api-guard';
import { parseInput } from './errors';

let t: TestApp;
const zProbe = z.object({
  name: z.string().min(3),
  age: z.number(),
  code: z.string().refine((code) => code.startsWith('X'), { message: 'Starts with X.' }),
});

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      app.post('/api/test/probe', { config: { access: 'anonymous' } }, async (request) =>
        parseInput(zProbe, request.body),
      );
    },
  });
});
afterAll(() => t.close());

const inLanguage = (language?: string) => ({
  ...apiHeaders('teams'),
  ...(language ? { 'accept-language': language } : {}),
});

describe('error messages in the language the caller asks for', () => {
  it('says a refusal in German to a German page, with the same code as in English', async () => {
    const german = await t.app.inject({
      url: '/api/useraccount/language',
      headers: inLanguage('de'),
    });
    const english = await t.app.inject({ url: '/api/useraccount/language', headers: inLanguage() });
    expect(german.statusCode).toBe(401);
    expect(english.json()).toMatchObject({
      code: SIGN_IN_REQUIRED,
      message: 'Sign in to use this call.',
    });
    expect(german.json().code).toBe(SIGN_IN_REQUIRED);
    expect(german.json().message).not.toBe(english.json().message);
    expect(german.json().message).toMatch(/Melden Sie sich an/);
  });

  it('follows the regional variant and its base: es-419 and pt-br answer in Spanish and Portuguese', async () => {
    const headers = { authorization: `Bearer ${tokenFor(t.app, { brand: 'teams' })}` };
    const url = '/api/auth/users';
    for (const [language, word] of [
      ['es-419', /autoriza/i],
      ['pt-br', /autoriza/i],
      ['pl', /uprawnie|dostęp/i],
    ] as const) {
      const res = await t.app.inject({ url, headers: { ...inLanguage(language), ...headers } });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(NOT_AUTHORIZED);
      expect(res.json().message).toMatch(word);
    }
  });

  it('fills the placeholders of a message in the caller’s language', async () => {
    const res = await t.app.inject({
      url: '/api/jobs/Run/no-such-job',
      method: 'POST',
      headers: {
        ...inLanguage('fr'),
        authorization: `Bearer ${tokenFor(t.app, { brand: 'teams', claims: ['developer'] })}`,
      },
      payload: {},
    });
    expect(res.json().code).toBe('errors.jobs.notFound');
    expect(res.json().message).toContain('no-such-job');
    expect(res.json().message).not.toContain('No job is named');
  });

  it('says zod’s field messages in the language, and keeps a schema’s own words', async () => {
    const payload = { name: 'x', age: 'old', code: 'Y' };
    const german = await t.app.inject({
      url: '/api/test/probe',
      method: 'POST',
      headers: inLanguage('de'),
      payload,
    });
    const english = await t.app.inject({
      url: '/api/test/probe',
      method: 'POST',
      headers: inLanguage(),
      payload,
    });
    expect(german.statusCode).toBe(400);
    const byField = (res: typeof german) =>
      Object.fromEntries(
        (res.json().errors as { field: string; message: string }[]).map((e) => [
          e.field,
          e.message,
        ]),
      );
    expect(byField(english)).toEqual({
      name: 'Too small: expected string to have >=3 characters',
      age: 'Invalid input: expected number, received string',
      code: 'Starts with X.',
    });
    expect(byField(german)).toEqual({
      name: 'Zu klein: erwartet, dass string >=3 Zeichen hat',
      age: 'Ungültige Eingabe: erwartet Zahl, erhalten string',
      code: 'Starts with X.',
    });
    // The input kept for the translation never goes back to the caller.
    expect(german.body).not.toContain('"input"');
  });

  it('answers in English to a language the portal does not have', async () => {
    const res = await t.app.inject({ url: '/api/useraccount/language', headers: inLanguage('ja') });
    expect(res.json().message).toBe('Sign in to use this call.');
  });
});
