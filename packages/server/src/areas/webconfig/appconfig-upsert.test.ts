import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appConfigDocument,
  type AppConfig,
  type TAppConfigChanges,
  type TAppConfigDocument,
} from '@portal/core';
import { apiHeaders, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';

describe.each(testEngines())('the whole application configuration upsert on %s', (engine) => {
  let t: TestApp;
  let developer: string;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    developer = tokenFor(t.app, { brand: 'schools', claims: ['developer'] });
  });
  afterAll(() => t.close());

  const latest = async () =>
    (
      await t.app.inject({ url: '/api/webconfig/GetLatest', headers: apiHeaders('schools') })
    ).json<AppConfig>();
  const upsert = (body: unknown, token: string | null = developer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/webconfig/Upsert',
      headers: apiHeaders('schools', token ?? undefined),
      payload: body as object,
    });

  it('is for developers only', async () => {
    const document = appConfigDocument(await latest());
    for (const claims of [[], ['securityAdmin'], ['clientAdmin']]) {
      const token = tokenFor(t.app, { brand: 'schools', claims });
      expect((await upsert(document, token)).statusCode).toBe(403);
    }
    expect((await upsert(document, null)).statusCode).toBe(401);
  });

  it('checks the document whole and changes nothing when any part is wrong', async () => {
    const before = await latest();
    const good = appConfigDocument(before);
    const home = good.pages.find((page) => page.name === 'home')!;
    const withText = (value: Record<string, unknown>): TAppConfigDocument => ({
      ...good,
      pages: good.pages.map((page) =>
        page === home ? { ...page, text: [{ name: 'welcome-title', value }] } : page,
      ),
    });
    const bad: unknown[] = [
      { ...good, features: { ...good.features, noSuchFeature: true } },
      { ...good, theme: { ...good.theme, primary: 'red' } },
      { ...good, theme: { ...good.theme, extra: '#000000' } },
      { ...good, pages: [...good.pages, { ...home }] },
      withText({ value: 'Hi', style: 'background: url(https://evil.example/x)' }),
      withText({ value: 'Hi', style: 'color: red; } body { display: none' }),
      withText({ value: 'Hi', class: 'x" onmouseover="alert(1)' }),
      withText({ value: 'Hi', textColor: 'red; position: fixed' }),
      withText({ value: 'Hi', imgWidth: 'calc(100% - 1px)' }),
      withText({ value: 'Hi', onclick: 'alert(1)' }),
      { features: good.features },
      ['not a document'],
    ];
    for (const body of bad) {
      const res = await upsert(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
    }
    expect(await latest()).toEqual(before);
  });

  it('replaces flags, theme and pages at once, bumps the version, answers what changed, and audits it', async () => {
    const before = await latest();
    const document: TAppConfigDocument = {
      ...appConfigDocument(before),
      features: { notes: false },
      theme: { ...before.theme, primary: '#114477' },
      pages: [
        ...before.pages
          .filter((page) => page.name !== 'home')
          .map((page) => ({
            ...page,
            text: [
              ...page.text,
              { name: 'welcome-note', value: { value: 'Hello', style: 'font-weight: 700' } },
            ],
          })),
        {
          name: 'events',
          route: 'myevents',
          text: [],
          banners: [{ text: 'New', severity: 'info' }],
        },
      ],
    };
    const res = await upsert(document);
    expect(res.statusCode).toBe(200);
    const { config, changes } = res.json<{ config: AppConfig; changes: TAppConfigChanges }>();
    expect(changes).toEqual({
      features: [{ name: 'notes', on: false }],
      theme: ['primary'],
      pagesAdded: ['events'],
      pagesRemoved: ['home'],
      pagesChanged: ['default'],
    });
    expect(config.version).toBe(before.version + 1);
    const after = await latest();
    expect(after.version).toBe(before.version + 1);
    expect(after.features.notes).toBe(false);
    // A flag the document does not name stays as it was.
    expect(after.features.tractionPlan).toBe(before.features.tractionPlan);
    expect(after.theme.primary).toBe('#114477');
    expect(after.pages.map((page) => page.name).sort()).toEqual(['default', 'events']);
    // Another brand is untouched.
    const teams = await t.app.inject({
      url: '/api/webconfig/GetLatest',
      headers: apiHeaders('teams'),
    });
    expect(teams.json<AppConfig>().pages.map((page) => page.name)).toContain('home');
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['app_name', 'details'])
      .where('action', '=', 'app-config.replaced')
      .execute();
    expect(audit).toEqual([{ app_name: 'schools', details: { changes } }]);

    // The same document again changes nothing but the version.
    const again = await upsert(appConfigDocument(after));
    expect(again.json<{ changes: TAppConfigChanges }>().changes).toEqual({
      features: [],
      theme: [],
      pagesAdded: [],
      pagesRemoved: [],
      pagesChanged: [],
    });
  });
});
