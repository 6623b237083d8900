import { expect, test } from '@playwright/test';
import { addSection, createItem } from './content/content-setup';
import {
  DEMO_PASSWORD,
  callApi,
  grantClaims,
  originOf,
  register,
  settled,
  signIn,
} from './fixtures';

const brand = 'teams';
const origin = originOf(brand);

test('a content admin builds and publishes a group; an editor cannot delete it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  await signIn(page, brand, 'content@demo.example', DEMO_PASSWORD, '/admin/resources');
  await expect(page.getByRole('region', { name: 'Resource groups' })).toBeVisible();

  // A new group, a draft.
  await page.getByRole('link', { name: 'New resource group' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(`Onboarding ${run}`);
  await page.getByRole('textbox', { name: 'Code' }).fill(`onboarding-${run}`);
  await page.getByRole('button', { name: 'Save resource group' }).click();
  await page.waitForURL(/\/admin\/resources\/group\/[0-9a-f-]{36}$/);
  const groupId = new URL(page.url()).pathname.split('/').at(-1) ?? '';

  // Three items of different section types.
  const welcome = await createItem(page, brand, groupId, `Welcome ${run}`, async () => {
    await addSection(page, 'Title');
    await page.getByRole('textbox', { name: 'Title text' }).fill('Glad you are here');
    await addSection(page, 'Text');
    await page.getByRole('textbox', { name: 'Text', exact: true }).click();
    await page.keyboard.type('Start with the guide below.');
    await page.getByRole('switch', { name: 'Show the preview' }).check();
    const preview = page.getByRole('region', { name: 'Preview as members see it' });
    await expect(preview.getByText('Glad you are here')).toBeVisible();
    await expect(preview.getByText('Start with the guide below.')).toBeVisible();
  });
  const signUp = await createItem(page, brand, groupId, `Sign up ${run}`, async () => {
    await addSection(page, 'Button');
    await page.getByRole('textbox', { name: 'Label' }).fill('Open the help');
    await page.getByRole('textbox', { name: /^Link/ }).fill('/help');
  });
  const next = await createItem(page, brand, groupId, `Where next ${run}`, async () => {
    await addSection(page, 'Links');
    await page.getByRole('button', { name: 'Add a link' }).click();
    await page.getByRole('textbox', { name: 'Label' }).fill('Support');
    await page.getByRole('textbox', { name: /^Link/ }).fill('/support');
    // Related content is picked by title, and the preview names it.
    await addSection(page, 'Related content');
    await page.getByRole('combobox', { name: /^Content items/ }).fill(`Welcome ${run}`);
    await page.getByRole('option', { name: `Welcome ${run}` }).click();
    await page.getByRole('switch', { name: 'Show the preview' }).check();
    const preview = page.getByRole('region', { name: 'Preview as members see it' });
    await expect(preview.getByText(`Welcome ${run}`)).toBeVisible();
  });
  const saved = await callApi<{ sections: { type: string; data: unknown }[] }[]>(
    page,
    brand,
    'POST',
    '/api/resourcegroup/getallcontentsbyids',
    [welcome, signUp, next],
  );
  expect(saved.map((item) => item.sections.map((s) => s.type))).toEqual([
    ['title', 'text'],
    ['button'],
    ['simpleNav', 'related'],
  ]);
  expect(saved[2]?.sections[1]?.data).toEqual({ contentIds: [welcome] });

  // Order: "Where next" up above "Sign up", then "Sign up" one level in, under it.
  await page.goto(`${origin}/admin/resources/group/${groupId}`);
  const items = page.getByTestId('group-item');
  await expect(items).toHaveCount(3);
  await page.getByRole('button', { name: `Move Where next ${run} up` }).click();
  await expect(items.nth(1)).toContainText(`Where next ${run}`);
  await page.getByRole('button', { name: `Move Sign up ${run} one level in` }).click();
  await expect(items.nth(2)).toContainText(new RegExp(`^2\\.1\\s*Sign up ${run}`));
  const order = await callApi<string[]>(
    page,
    brand,
    'GET',
    `/api/resourcegroup/GetOrderedContentIdsById/${groupId}`,
  );
  expect(order).toEqual([welcome, next, signUp]);

  // Published: draft → active.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Active' }).click();
  await page.getByRole('button', { name: 'Save resource group' }).click();
  await settled(page);
  await page.goto(`${origin}/admin/resources`);
  const row = page.getByRole('row').filter({ hasText: `Onboarding ${run}` });
  await expect(row.getByText('Active')).toBeVisible();

  // An active group is archived before it is deleted: the server says so.
  await row.getByRole('link', { name: `Onboarding ${run}` }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Archive the resource group before deleting it.')).toBeVisible();

  // An editor builds but does not delete: no Delete button, and the server refuses.
  const editor = { email: `editor.${run}@client.example`, first: 'Eddie', last: `Editor${run}` };
  await register(browser, brand, editor, DEMO_PASSWORD);
  await grantClaims(browser, brand, editor.email, ['contentEditor']);
  const context = await browser.newContext();
  try {
    const editorPage = await context.newPage();
    await signIn(
      editorPage,
      brand,
      editor.email,
      DEMO_PASSWORD,
      `/admin/resources/group/${groupId}`,
    );
    await expect(editorPage.getByRole('button', { name: 'Save resource group' })).toBeVisible();
    await expect(editorPage.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(
      callApi(editorPage, brand, 'DELETE', `/api/resourcegroup/${groupId}`),
    ).rejects.toThrow(/: 403/);
  } finally {
    await context.close();
  }
});
