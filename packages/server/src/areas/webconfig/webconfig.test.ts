import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BRAND_DEFAULT_FEATURES, BRANDS, FEATURES, type AppConfig } from '@portal/core';
import { toJson } from '../../db/schema';
import { apiHeaders, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { createWebConfigCache, serialize } from './webconfig.service';

describe.each(testEngines())('the webconfig area on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());

  const latest = (brand: 'teams' | 'schools' | 'leaders' | 'profile', headers = {}) =>
    t.app.inject({
      url: '/api/webconfig/GetLatest',
      headers: { ...apiHeaders(brand), ...headers },
    });

  it("answers each brand's configuration to anonymous callers", async () => {
    for (const brand of ['teams', 'schools', 'leaders', 'profile'] as const) {
      const res = await latest(brand);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const config = res.json<AppConfig>();
      expect(config.appName).toBe(brand);
      expect(config.version).toBe(1);
      expect(config.theme).toEqual(BRANDS[brand].theme);
      expect(Object.keys(config.features)).toEqual([...FEATURES]);
      expect(config.features).toEqual(BRAND_DEFAULT_FEATURES[brand]);
      expect(config.pages.map((p) => p.name)).toEqual(['default', 'home']);
    }
  });

  it('carries about a hundred flags per brand', async () => {
    const config = (await latest('teams')).json<AppConfig>();
    expect(Object.keys(config.features).length).toBeGreaterThanOrEqual(90);
  });

  it('answers 304 to a caller that has the current copy', async () => {
    const first = await latest('schools');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await latest('schools', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('keeps serving the cached copy until forceRefresh, which reloads from the database', async () => {
    const before = (await latest('leaders')).json<AppConfig>();
    const features = { ...BRAND_DEFAULT_FEATURES.leaders, notes: false };
    delete (features as Record<string, boolean>).chatbot;
    await t.database.db
      .updateTable('app_config')
      .set({ features: toJson(features), version: 2 })
      .where('app_name', '=', 'leaders')
      .execute();
    expect((await latest('leaders')).json()).toEqual(before);

    const developer = tokenFor(t.app, { brand: 'leaders', claims: ['developer'] });
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/webconfig/forceRefresh',
      headers: apiHeaders('leaders', developer),
    });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.json()).toMatchObject({ version: 2, features: { notes: false } });

    const after = (await latest('leaders')).json<AppConfig>();
    expect(after.version).toBe(2);
    expect(after.features.notes).toBe(false);
    // A flag the database does not name counts as allowed.
    expect(after.features.chatbot).toBe(true);
  });

  it('lets developers and security admins force a refresh, nobody else', async () => {
    const post = (token?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/webconfig/forceRefresh',
        headers: apiHeaders('teams', token),
      });
    expect((await post()).statusCode).toBe(401);
    expect(
      (await post(tokenFor(t.app, { brand: 'teams', claims: ['participant'] }))).statusCode,
    ).toBe(403);
    expect(
      (await post(tokenFor(t.app, { brand: 'teams', claims: ['securityAdmin'] }))).statusCode,
    ).toBe(200);
  });

  it('lets developers and security admins switch features of their brand, audited', async () => {
    const set = (body: unknown, claims: string[] = ['developer']) =>
      t.app.inject({
        method: 'POST',
        url: '/api/webconfig/SetFeatures',
        headers: apiHeaders('schools', tokenFor(t.app, { brand: 'schools', claims })),
        payload: body as Record<string, unknown>,
      });
    const before = (await latest('schools')).json<AppConfig>();
    expect(before.features.mfa).toBe(false);
    const on = await set({ mfa: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json<AppConfig>().features).toEqual({ ...before.features, mfa: true });
    const after = (await latest('schools')).json<AppConfig>();
    expect(after.version).toBe(before.version + 1);
    expect(after.features.mfa).toBe(true);
    // The other brands keep theirs.
    expect((await latest('teams')).json<AppConfig>().features.mfa).toBe(false);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['details', 'app_name'])
      .where('action', '=', 'app-config.features-changed')
      .execute();
    expect(audit).toEqual([{ app_name: 'schools', details: { changes: { mfa: true } } }]);

    expect((await set({ mfa: false }, ['securityAdmin'])).statusCode).toBe(200);
    expect((await latest('schools')).json<AppConfig>().features.mfa).toBe(false);
    expect((await set({ mfa: true }, ['participant'])).statusCode).toBe(403);
    for (const bad of [{}, { noSuchFeature: true }, { mfa: 'yes' }]) {
      expect((await set(bad)).statusCode).toBe(400);
    }
    expect((await latest('schools')).json<AppConfig>().features.mfa).toBe(false);
  });

  it("closes a capability's calls in its brand while its flag is off, and opens them again", async () => {
    const developer = apiHeaders(
      'teams',
      tokenFor(t.app, { brand: 'teams', claims: ['developer'] }),
    );
    const flags = ['notes', 'reports', 'cetDashboard', 'eventCheckin', 'tractionPlan'] as const;
    const more = ['tractionCheckup', 'insightsReport'] as const;
    const switchTo = async (on: boolean) => {
      const changes = Object.fromEntries([...flags, ...more].map((flag) => [flag, on]));
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/webconfig/SetFeatures',
        headers: developer,
        payload: changes,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    // Callers who hold every claim these calls ask for; the anonymous ones need none.
    const call = (brand: 'teams' | 'schools', url: string) =>
      t.app.inject({
        url,
        headers: apiHeaders(
          brand,
          tokenFor(t.app, { brand, claims: ['globalDataAccess', 'eventAdmin', 'securityAdmin'] }),
        ),
      });
    const unknownId = '00000000-0000-4000-8000-000000000000';
    // Each call with its answer while the flag is on.
    const calls: [url: string, whenOn: number][] = [
      ['/api/notes/search', 200],
      ['/api/reports/ProfileAudit', 200],
      ['/api/reports/CetDashboard?from=2026-01-01&to=2026-12-31', 200],
      ['/api/event/GetCheckinEventByCode/NOCODE', 200],
      [`/api/tractionplan/GetTractionPlanStatusByUserAccountId/${unknownId}`, 404],
      [`/api/tractionplan/review/GetByReviewId/${unknownId}`, 404],
      ['/api/tractionplancheckup/GetFeedbackByCode/NOCODE', 200],
      [`/api/insightsreport/GetInsightsReportData/${unknownId}`, 404],
    ];
    await switchTo(false);
    for (const [url] of calls) {
      const off = await call('teams', url);
      expect(off.statusCode, url).toBe(403);
      expect(off.json<{ message: string }>().message).toBe(
        'You are not authorized to access this feature.',
      );
      // Another brand keeps its flags.
      expect((await call('schools', url)).statusCode, url).not.toBe(403);
    }
    await switchTo(true);
    for (const [url, whenOn] of calls)
      expect((await call('teams', url)).statusCode, url).toBe(whenOn);
  });

  it('answers version 0 with the brand defaults for a brand with no stored configuration', async () => {
    await t.database.db.deleteFrom('app_config').where('app_name', '=', 'profile').execute();
    await t.database.db.deleteFrom('app_page').where('app_name', '=', 'profile').execute();
    t.app.portal.webConfig.invalidate();
    expect((await latest('profile')).json()).toEqual({
      appName: 'profile',
      version: 0,
      features: BRAND_DEFAULT_FEATURES.profile,
      theme: BRANDS.profile.theme,
      pages: [],
    });
  });
});

describe('SetLogLevel', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'info' } });
  });
  afterAll(() => t.close());

  const setLevel = (level: string, claims: string[] = ['developer']) =>
    t.app.inject({
      url: `/api/webconfig/SetLogLevel/${level}`,
      headers: apiHeaders('teams', tokenFor(t.app, { brand: 'teams', claims })),
    });

  it('changes the level of the running server for the developer claim', async () => {
    const res = await setLevel('DEBUG');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ level: 'debug' });
    expect(t.app.log.level).toBe('debug');
    await setLevel('info');
    expect(t.app.log.level).toBe('info');
  });

  it('is refused to everyone else, security admins included', async () => {
    expect((await setLevel('debug', ['securityAdmin'])).statusCode).toBe(403);
    expect(t.app.log.level).toBe('info');
  });

  it('refuses a level that does not exist', async () => {
    const res = await setLevel('loud');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'level', message: expect.stringContaining('debug') },
    ]);
  });
});

describe('the configuration cache', () => {
  const config = (version: number): AppConfig => ({
    appName: 'teams',
    version,
    features: {},
    theme: BRANDS.teams.theme,
    pages: [],
  });
  const log = { error: vi.fn() } as unknown as Parameters<typeof createWebConfigCache>[1];

  it('loads a brand once and answers the same serialized copy', async () => {
    const load = vi.fn(async () => config(1));
    const cache = createWebConfigCache(load, log);
    const [a, b] = await Promise.all([cache.get('teams'), cache.get('teams')]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(a).toEqual(serialize(config(1)));
  });

  it('hands out a loaded copy at once while it is within its lifetime', async () => {
    const cache = createWebConfigCache(async () => config(1), log, 50);
    expect(cache.current('teams')).toBeUndefined();
    const loaded = await cache.get('teams');
    expect(cache.current('teams')).toBe(loaded);
    expect(cache.current('schools')).toBeUndefined();
    await cache.get('schools');
    cache.invalidate('schools');
    expect(cache.current('schools')).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(cache.current('teams')).toBeUndefined();
  });

  it('reloads a copy older than its lifetime', async () => {
    let version = 1;
    const cache = createWebConfigCache(async () => config(version++), log, 0);
    expect((await cache.get('teams')).config.version).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await cache.get('teams')).config.version).toBe(2);
  });

  it('keeps serving the older copy when a reload fails', async () => {
    let fail = false;
    const cache = createWebConfigCache(
      async () => {
        if (fail) throw new Error('database down');
        return config(1);
      },
      log,
      0,
    );
    await cache.get('teams');
    fail = true;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await cache.get('teams')).config.version).toBe(1);
    expect(log.error).toHaveBeenCalled();
  });

  it('fails, and tries again next time, when there is no older copy', async () => {
    let fail = true;
    const cache = createWebConfigCache(async () => {
      if (fail) throw new Error('database down');
      return config(3);
    }, log);
    await expect(cache.get('teams')).rejects.toThrow('database down');
    fail = false;
    expect((await cache.get('teams')).config.version).toBe(3);
  });
});
