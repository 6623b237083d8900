import { expect, test } from '@playwright/test';
import type { TContent, TGroupContentItem, TResourceGroup, TSubscription } from '@portal/core';
import { DEMO_PASSWORD, callApi, signIn } from '../fixtures';
import { runId } from '../profile/profile-setup';
import { IdPageScans, visitorPage } from './axe-scan';

// The content library's pages that take an id, on the demo library ("Getting started"): the
// group, an item, its editor, the staff's screens, the print view, and what visitors open.
test.use({ reducedMotion: 'reduce' });

const brand = 'teams';
const CODE = 'getting-started';
const RG = '/api/resourcegroup';

test('teams: the content library by its ids meets WCAG 2.1 AA', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const scans = new IdPageScans(brand);
  await signIn(page, brand, 'content@demo.example', DEMO_PASSWORD, '/help');
  const group = await callApi<TResourceGroup>(
    page,
    brand,
    'GET',
    `${RG}/GetResourceGroupByCode/${CODE}`,
  );
  const items = await callApi<TGroupContentItem[]>(
    page,
    brand,
    'GET',
    `${RG}/getcontentsbyid/${group.id}`,
  );
  const contents = await callApi<TContent[]>(
    page,
    brand,
    'POST',
    `${RG}/getcontentsbyids`,
    items.map((item) => item.id),
  );
  const open = contents.find((content) => content.isPublic);
  const first = contents[0];
  expect(open).toBeDefined();
  expect(first).toBeDefined();
  if (!open || !first) return;

  await scans.page(page, `/resources/${CODE}`);
  await scans.page(page, `/resources/${CODE}/view/${first.id}`);
  await scans.page(page, `/resources/${CODE}/edit/${first.id}`);
  await scans.page(page, `/admin/resources/group/${group.id}`);
  await scans.page(page, '/admin/contentType/Content');
  await scans.page(page, '/admin/fileEditor/contentImage');
  await scans.printView(
    page,
    `/print/content/key/${CODE}`,
    `${RG}/getPrintData/${CODE}`,
    await callApi(page, brand, 'GET', `${RG}/getPrint/${group.id}`),
  );

  // A subscription of a group of this run (one per group), to open its subscriber page.
  const run = runId();
  const own = await callApi<TResourceGroup>(page, brand, 'POST', `${RG}/save`, {
    name: `Axe alerts ${run}`,
    code: `axe-alerts-${run}`,
    members: [],
  });
  const subscription = await callApi<TSubscription>(page, brand, 'POST', '/api/subscription/save', {
    resourceGroupId: own.id,
  });
  await scans.page(page, `/subscribers/edit/${subscription.id}`);

  // What a visitor opens: the public item, one part of it, and the group's short address.
  const visitor = await visitorPage(browser);
  const section = open.sections[0]?.id ?? '';
  await scans.page(visitor, `/content/${CODE}/view/${open.id}`);
  await scans.page(visitor, `/contentsection/resources/${CODE}/view/${open.id}/${section}`);
  await scans.page(page, `/content/${CODE}`);
  expect(scans.found).toEqual({});
});
