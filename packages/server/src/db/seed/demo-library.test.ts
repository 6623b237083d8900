import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRAND_DEFAULT_FEATURES,
  BRAND_KEYS,
  type PagedResult,
  type TContentSearchHit,
  type TGroupContents,
  type TResourceGroup,
} from '@portal/core';
import { apiHeaders, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { DEMO_LIBRARY_CODE, seedDemoLibrary } from './demo-library';
import { seedDatabase } from './seed';

describe.each(testEngines())('the demo library on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true, engine });
  });
  afterAll(() => t.close());

  async function demoPerson(email: string, claims: string[]) {
    const row = await t.database.db
      .selectFrom('identity_user as u')
      .innerJoin('user_account as a', 'a.user_id', 'u.id')
      .select(['u.id', 'a.id as account_id'])
      .where('u.email', '=', email)
      .where('a.app_name', '=', 'teams')
      .executeTakeFirstOrThrow();
    return tokenFor(t.app, { brand: 'teams', userId: row.id, email, claims });
  }
  const get = (token: string, url: string) =>
    t.app.inject({ url, headers: apiHeaders('teams', token) });

  it('gives the demo team an active group with an intro, a featured and a public item', async () => {
    const token = await demoPerson('participant@demo.example', ['participant']);
    const groups = (await get(token, '/api/resourcegroup')).json<TResourceGroup[]>();
    const group = groups.find((g) => g.code === DEMO_LIBRARY_CODE);
    // Four items of its own and the content survey's (demo-content-survey.ts).
    expect(group).toMatchObject({ name: 'Getting started', status: 'active', contentCount: 5 });
    expect(group?.introContentId).toBeTruthy();
    expect(group?.featuredContentId).toBeTruthy();
    const print = await get(token, `/api/resourcegroup/getPrint/${group?.id}`);
    const items = print.json<TGroupContents>().items;
    expect(items.map((c) => c.title)).toEqual([
      'Welcome to your resource library',
      'Your first plan',
      'Running a team huddle',
      'Useful links',
      'Tell us how it is going',
    ]);
    expect(items[0]?.id).toBe(group?.introContentId);
    // Its alerts are on: a member may follow it.
    const follow = await get(token, `/api/subscription/follow/${group?.id}`);
    expect(follow.json()).toEqual({ canFollow: true, following: false });
    expect(items.filter((c) => c.isPublic).map((c) => c.title)).toEqual(['Your first plan']);
    const types = new Set(JSON.stringify(items.map((c) => c.sections)).match(/"type":"\w+"/g));
    for (const type of ['title', 'text', 'button', 'simpleNav', 'row', 'col']) {
      expect(types).toContain(`"type":"${type}"`);
    }
    // The intro's button leads to the next item, the reader's address of the group.
    expect(JSON.stringify(items[0]?.sections)).toContain(
      `/resources/${DEMO_LIBRARY_CODE}/view/${items[1]?.id}`,
    );
  });

  it('finds the demo items by the words of their pages, and shows the public one to anyone', async () => {
    const token = await demoPerson('participant@demo.example', ['participant']);
    const found = await get(token, '/api/resourcegroup/searchContents?search=promise');
    const hits = found.json<PagedResult<TContentSearchHit>>().data;
    expect(hits.map((h) => h.title)).toEqual(['Running a team huddle']);
    const plan = (await get(token, '/api/resourcegroup/searchContents?search=goals')).json<
      PagedResult<TContentSearchHit>
    >().data[0];
    const visitor = await t.app.inject({
      url: `/api/resourcegroup/public/${DEMO_LIBRARY_CODE}/${plan?.id}`,
      headers: { 'app-name': 'teams' },
    });
    expect(visitor.statusCode).toBe(200);
  });

  it('keeps the group from people outside the demo team', async () => {
    const token = await demoPerson('security@demo.example', ['securityAdmin']);
    const groups = (await get(token, '/api/resourcegroup')).json<TResourceGroup[]>();
    expect(groups.map((g) => g.code)).not.toContain(DEMO_LIBRARY_CODE);
  });

  it('is written once per brand with resource groups, however often the portal starts', async () => {
    await seedDatabase(t.database.db, { demo: true });
    await seedDemoLibrary(t.database.db);
    const rows = await t.database.db
      .selectFrom('resource_group')
      .select('app_name')
      .where('code', '=', DEMO_LIBRARY_CODE)
      .execute();
    const withLibrary = BRAND_KEYS.filter((b) => BRAND_DEFAULT_FEATURES[b].resourceGroup);
    expect(withLibrary.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.app_name).sort()).toEqual([...withLibrary].sort());
    const items = await t.database.db.selectFrom('content').select('id').execute();
    expect(items).toHaveLength(5 * withLibrary.length);
  });
});
