import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandKey, TAppPageRecord } from '@portal/core';
import { apiHeaders, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';

describe.each(testEngines())('the apppage area on %s', (engine) => {
  let t: TestApp;
  let developer: (brand: BrandKey) => string;
  let reader: string;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    developer = (brand) => tokenFor(t.app, { brand, claims: ['developer'] });
    reader = tokenFor(t.app, { brand: 'teams' });
  });
  afterAll(() => t.close());

  const upsert = (brand: BrandKey, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/apppage/upsert',
      headers: apiHeaders(brand, developer(brand)),
      payload,
    });

  it("lists the brand's seeded pages to any signed-in user", async () => {
    const res = await t.app.inject({
      url: '/api/apppage/getall',
      headers: apiHeaders('teams', reader),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<TAppPageRecord[]>().map((p) => p.name)).toEqual(['default', 'home']);
  });

  it('creates, updates and deletes a page for developers', async () => {
    const created = await upsert('teams', {
      name: 'help',
      route: 'help',
      text: [{ name: 'intro', value: { value: 'How to use the portal', textColor: '#333' } }],
      banners: [{ text: 'New videos', severity: 'success' }],
    });
    expect(created.statusCode).toBe(200);
    const page = created.json<TAppPageRecord>();
    expect(page).toMatchObject({ name: 'help', route: 'help', id: expect.any(String) });

    const updated = await upsert('teams', { ...page, route: 'help-center' });
    expect(updated.json()).toMatchObject({ id: page.id, route: 'help-center' });

    const read = await t.app.inject({
      url: `/api/apppage/${page.id}`,
      headers: apiHeaders('teams', reader),
    });
    expect(read.json()).toMatchObject({
      route: 'help-center',
      text: page.text,
      banners: page.banners,
    });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/apppage/${page.id}`,
      headers: apiHeaders('teams', developer('teams')),
    });
    expect(removed.json()).toBe(true);
  });

  it('keeps each brand to its own pages', async () => {
    const page = (await upsert('schools', { name: 'schools-only' })).json<TAppPageRecord>();
    const fromTeams = await t.app.inject({
      url: `/api/apppage/${page.id}`,
      headers: apiHeaders('teams', developer('teams')),
    });
    expect(fromTeams.statusCode).toBe(404);
    const hijack = await upsert('teams', { id: page.id, name: 'stolen' });
    expect(hijack.statusCode).toBe(409);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/apppage/${page.id}`,
      headers: apiHeaders('teams', developer('teams')),
    });
    expect(deleted.json()).toBe(false);
  });

  it('answers 409 to a second page of the same name in a brand', async () => {
    expect((await upsert('leaders', { name: 'twin' })).statusCode).toBe(200);
    const twin = await upsert('leaders', { name: 'twin' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toMatchObject({
      message: expect.any(String),
      referenceId: expect.any(String),
    });
  });

  it('searches by name or route, paged and sorted', async () => {
    for (const name of ['report-a', 'report-b', 'report-c'])
      await upsert('profile', { name, route: name });
    const token = tokenFor(t.app, { brand: 'profile' });
    const res = await t.app.inject({
      url: '/api/apppage/search?search=report&pageSize=2&sortProperty=name&sortAscending=false',
      headers: apiHeaders('profile', token),
    });
    expect(res.json()).toMatchObject({
      count: 3,
      data: [{ name: 'report-c' }, { name: 'report-b' }],
      sortProperty: 'name',
      sortAscending: false,
    });
  });

  it('treats pattern characters in the search text literally', async () => {
    await upsert('profile', { name: '100%_done' });
    const res = await t.app.inject({
      url: `/api/apppage/search?search=${encodeURIComponent('%_')}`,
      headers: apiHeaders('profile', tokenFor(t.app, { brand: 'profile' })),
    });
    expect(res.json()).toMatchObject({ count: 1, data: [{ name: '100%_done' }] });
  });

  it('refuses writes by anyone but a developer, and reads by visitors', async () => {
    const asReader = await t.app.inject({
      method: 'POST',
      url: '/api/apppage/upsert',
      headers: apiHeaders('teams', reader),
      payload: { name: 'x' },
    });
    expect(asReader.statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/apppage/getall', headers: apiHeaders('teams') })).statusCode,
    ).toBe(401);
  });

  it('validates the page', async () => {
    const res = await upsert('teams', { name: '', banners: [{ text: 'x', severity: 'loud' }] });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['banners.0.severity', 'name']);
  });

  it('shows a change in GetLatest at once', async () => {
    await upsert('teams', { name: 'fresh', route: 'fresh' });
    const latest = await t.app.inject({
      url: '/api/webconfig/GetLatest',
      headers: apiHeaders('teams'),
    });
    expect(latest.json().pages.map((p: { name: string }) => p.name)).toContain('fresh');
  });
});
