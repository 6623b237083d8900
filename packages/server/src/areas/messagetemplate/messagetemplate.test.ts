import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type TMessageTemplate } from '@portal/core';
import { apiHeaders, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { latestMail, serviceContext } from '../auth/auth-test-support';
import { forgotPassword } from '../auth/password.service';
import { register } from '../auth/registration.service';

const RESET_FR = {
  code: 'password-reset',
  locale: 'fr',
  description: 'Réinitialisation',
  subject: '{{brandName}} : choisissez un nouveau mot de passe',
  bodyText: 'Bonjour {{firstName}}, voici le lien : {{link}}',
  transactional: true,
};

describe.each(testEngines())('message templates of a brand on %s', (engine) => {
  let t: TestApp;
  let developer: string;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    developer = tokenFor(t.app, { brand: 'teams', claims: ['developer'] });
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
    options: { token?: string; brand?: 'teams' | 'schools' } = {},
  ) =>
    t.app.inject({
      method,
      url: `/api/messagetemplate/${path}`,
      headers: apiHeaders(options.brand ?? 'teams', options.token ?? developer),
      ...(body === undefined ? {} : { payload: body as object }),
    });

  it('lists the built-in templates of the portal, in each of the ten languages', async () => {
    const list = (await call('GET', 'getall')).json<TMessageTemplate[]>();
    expect(list.map((x) => x.code)).toEqual(
      expect.arrayContaining([
        'account-confirmation',
        'password-reset',
        'sign-in-passcode',
        'register-existing',
      ]),
    );
    const resets = list.filter((x) => x.code === 'password-reset');
    expect(resets.map((x) => x.locale).sort()).toEqual([...LOCALES].sort());
    expect(resets.find((x) => x.locale === 'fr')).toMatchObject({
      subject: '{{brandName}} : Réinitialisez votre mot de passe',
      builtIn: true,
      stored: false,
      transactional: true,
    });
  });

  it('stores a language of a built-in template, which the account e-mails then use', async () => {
    const saved = await call('POST', 'upsert', RESET_FR);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ builtIn: true, stored: true, locale: 'fr' });
    expect((await call('GET', 'password-reset/fr')).json()).toMatchObject({
      subject: RESET_FR.subject,
    });

    const ctx = serviceContext(t.database.db);
    await register(ctx, {
      email: 'fr@client.example',
      password: 'a long enough phrase',
      firstName: 'Zoé',
      lastName: 'Martin',
    });
    await t.database.db
      .updateTable('identity_user')
      .set({ email_confirmed: true })
      .where('email', '=', 'fr@client.example')
      .execute();
    await forgotPassword(ctx, 'fr@client.example');
    // An account that keeps no language gets the brand's default (en-us).
    expect((await latestMail(t.database.db, 'fr@client.example')).subject).toBe(
      'Tandem Teams: Reset your password',
    );
    const preview = await t.app.inject({
      url: '/api/messaging/PreviewMessage/password-reset?locale=fr',
      headers: apiHeaders('teams', developer),
    });
    expect(preview.json().subject).toBe('Tandem Teams : choisissez un nouveau mot de passe');
  });

  it("keeps a brand's templates to itself", async () => {
    const schools = tokenFor(t.app, { brand: 'schools', claims: ['developer'] });
    const res = await call('GET', 'password-reset/fr', undefined, {
      token: schools,
      brand: 'schools',
    });
    expect(res.json()).toMatchObject({ stored: false });
    expect(res.json().subject).not.toBe(RESET_FR.subject);
    expect((await call('POST', 'upsert', { ...RESET_FR, code: 'teams-only' })).statusCode).toBe(
      200,
    );
    const other = await call('GET', 'teams-only/fr', undefined, {
      token: schools,
      brand: 'schools',
    });
    expect(other.statusCode).toBe(404);
  });

  it('deletes the stored text, which restores the built-in default', async () => {
    expect((await call('DELETE', 'password-reset/fr')).json()).toBe(true);
    expect((await call('DELETE', 'password-reset/fr')).json()).toBe(false);
    expect((await call('GET', 'password-reset/fr')).json()).toMatchObject({
      stored: false,
      subject: '{{brandName}} : Réinitialisez votre mot de passe',
    });
    expect((await call('GET', 'password-reset/en-us')).json()).toMatchObject({ stored: false });
  });

  it('refuses unknown formats, GUID codes, unknown languages and empty bodies', async () => {
    const res = await call('POST', 'upsert', { ...RESET_FR, bodyText: 'On {{day|weekday}}' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      field: 'bodyText',
      message: '{{day|weekday}}: the format must be one of text, date, releaseDate, choices',
    });
    for (const bad of [
      { code: randomUUID() },
      { locale: 'xx' },
      { bodyText: ' ' },
      { code: 'Has Space' },
    ]) {
      expect((await call('POST', 'upsert', { ...RESET_FR, ...bad })).statusCode).toBe(400);
    }
  });

  it('is for developers only', async () => {
    const securityAdmin = tokenFor(t.app, { brand: 'teams', claims: ['securityAdmin'] });
    expect((await call('GET', 'getall', undefined, { token: securityAdmin })).statusCode).toBe(403);
    expect((await call('POST', 'upsert', RESET_FR, { token: securityAdmin })).statusCode).toBe(403);
  });
});
