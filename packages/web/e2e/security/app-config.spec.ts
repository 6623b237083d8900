import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { appConfigDocument, type AppConfig } from '@portal/core';
import { DEMO_PASSWORD, callApi, originOf, signIn } from '../fixtures';

// Leaders: the page added here is read by no other browser test.
const brand = 'leaders';
const origin = originOf(brand);

test('a developer exports the configuration, imports it with a new page after a preview, and another open browser shows it without a reload', async ({
  page,
  browser,
}) => {
  const other = await (await browser.newContext()).newPage();
  await signIn(other, brand, 'developer@demo.example', DEMO_PASSWORD, '/admin/appconfig');
  await signIn(page, brand, 'developer@demo.example', DEMO_PASSWORD, '/help');
  await page
    .getByRole('navigation', { name: 'Navigation' })
    .getByRole('link', { name: 'App configuration' })
    .click();
  await page.waitForURL(`${origin}/admin/appconfig`);
  const original = (await callApi(page, brand, 'GET', '/api/webconfig/GetLatest')) as AppConfig;
  try {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`appconfig-leaders-v${original.version}.json`);
    const exported = JSON.parse(await readFile(await file.path(), 'utf8')) as ReturnType<
      typeof appConfigDocument
    >;
    expect(exported).toEqual(appConfigDocument(original));

    const changed = {
      ...exported,
      pages: [...exported.pages, { name: 'e2e-notes', route: 'notes', text: [], banners: [] }],
    };
    await page.locator('input[type="file"]').setInputFiles({
      name: 'staging.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(changed)),
    });
    const dialog = page.getByRole('dialog', { name: 'Import staging.json?' });
    await expect(dialog.getByText('Pages added: e2e-notes')).toBeVisible();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Application configuration saved. Pages: e2e-notes.' }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Configuration (JSON)' })).toContainText(
      'e2e-notes',
    );

    // The other browser hears AppConfigUpdated: its page shows the new page without a reload.
    await expect(other.getByRole('textbox', { name: 'Configuration (JSON)' })).toContainText(
      'e2e-notes',
    );
  } finally {
    await callApi(page, brand, 'POST', '/api/webconfig/Upsert', appConfigDocument(original));
    await other.context().close();
  }
});
