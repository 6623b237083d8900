import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandKey, TAccountLanguage, TUserAccount } from '@portal/core';
import { apiHeaders, tokenFor } from '../../../test/factories';
import { demoPerson, type Person } from '../tractionplan/plan-test-support';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { queueTemplateMessage } from '../../mail/templates/template-mail';

describe.each(testEngines())('the language kept on an account, on %s', (engine) => {
  let t: TestApp;
  let pat: Person;
  let coach: Person;
  beforeAll(async () => {
    t = await createTestApp({ engine, demo: true });
    pat = await demoPerson(t, 'participant@demo.example', []);
    coach = await demoPerson(t, 'coach@demo.example', []);
  });
  afterAll(() => t.close());

  const read = (token: string | undefined, brand: BrandKey = 'teams') =>
    t.app.inject({
      method: 'GET',
      url: '/api/useraccount/language',
      headers: apiHeaders(brand, token),
    });
  const keep = (token: string | undefined, language: unknown, brand: BrandKey = 'teams') =>
    t.app.inject({
      method: 'POST',
      url: '/api/useraccount/language',
      headers: apiHeaders(brand, token),
      payload: { language },
    });
  const accountOf = async (who: Person) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/useraccount/GetByUserId/${who.userId}/teams/false/false`,
        headers: apiHeaders('teams', who.token),
      })
    ).json<TUserAccount>();

  it('is none until the person chooses one, then the one they chose, in that brand only', async () => {
    const token = pat.token;
    expect((await read(token)).json<TAccountLanguage>()).toEqual({ language: null });
    const before = await accountOf(pat);

    const kept = await keep(token, 'de');
    expect(kept.statusCode).toBe(200);
    expect(kept.json<TAccountLanguage>()).toEqual({ language: 'de' });
    expect((await read(token)).json<TAccountLanguage>()).toEqual({ language: 'de' });
    // Not a save of the account form: one open elsewhere still saves.
    expect((await accountOf(pat)).version).toBe(before.version);
    const elsewhere = await demoPerson(t, pat.email, [], { brand: 'profile' });
    expect((await read(elsewhere.token, 'profile')).json()).toEqual({ language: null });
  });

  it('refuses a language the portal does not have, and anyone not signed in', async () => {
    const token = coach.token;
    for (const language of ['xx', 'DE', '', null, 42, '<script>']) {
      expect((await keep(token, language)).statusCode).toBe(400);
    }
    expect((await read(token)).json()).toEqual({ language: null });
    expect((await read(undefined)).statusCode).toBe(401);
    expect((await keep(undefined, 'fr')).statusCode).toBe(401);
  });

  it('answers 404 to a signed-in person without an account in the brand', async () => {
    const stranger = tokenFor(t.app, { brand: 'teams' });
    expect((await read(stranger)).json()).toEqual({ language: null });
    expect((await keep(stranger, 'fr')).statusCode).toBe(404);
  });

  it('chooses the language of what is sent to the person, the brand’s default without one', async () => {
    const db = t.database.db;
    for (const [locale, subject] of [
      ['en-us', 'Your plan on {{day|date}}'],
      ['de', 'Ihr Plan vom {{day|date}}'],
    ] as const) {
      await db
        .insertInto('message_template')
        .values({
          app_name: 'teams',
          code: 'language-check',
          locale,
          subject,
          body_text: subject,
          body_html: '',
          sms_text: '',
          description: '',
          transactional: true,
        })
        .execute();
    }
    const send = async (who: Person) => {
      const id = await queueTemplateMessage(db, 'teams', 'language-check', {
        to: who.email,
        data: { day: '2026-11-26' },
        origin: 'http://teams.localhost',
        userAccountId: who.accountId,
      });
      return db
        .selectFrom('message')
        .select('subject')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    };
    await keep(pat.token, 'de');
    expect((await send(pat)).subject).toBe('Ihr Plan vom 26.11.26');
    expect((await send(coach)).subject).toBe('Your plan on 11/26/26');
  });
});
