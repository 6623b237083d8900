import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, originOf, settled, signIn } from '../fixtures';

const origin = originOf('profile');

test('a developer runs a job now and sees its run in the history', async ({ page }) => {
  await signIn(page, 'profile', 'developer@demo.example', DEMO_PASSWORD);
  await page.goto(`${origin}/jobs/definitions`);
  const row = page.getByRole('row').filter({ hasText: 'prune-job-history' });
  await expect(row.getByText('Cron 17 3 * * * (UTC)')).toBeVisible();
  await row.getByRole('button', { name: 'Run now' }).click();
  await expect(page.getByText('prune-job-history is queued.')).toBeVisible();

  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page).toHaveURL(`${origin}/jobs/history`);
  const run = page.getByRole('row').filter({ hasText: 'prune-job-history' }).first();
  // The history is read when the page loads: reloaded until the run has completed. On CI the
  // reloaded page itself can take seconds to show its rows.
  await expect(async () => {
    await page.reload();
    await settled(page);
    await expect(run.getByText('Completed')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: process.env.CI ? 35_000 : 20_000 });
  if (process.env.E2E_SCREENSHOTS) {
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/jobs-history.png` });
    await page.goto(`${origin}/jobs/definitions`);
    await expect(page.getByRole('button', { name: 'Run now' }).first()).toBeVisible();
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/jobs-definitions.png` });
  }
});

test('a security admin adds a webhook, sees it listed, and deletes it', async ({ page }) => {
  await signIn(page, 'profile', 'security@demo.example', DEMO_PASSWORD);
  await page.goto(`${origin}/admin/webhooks`);
  await page.getByRole('button', { name: 'Add webhook' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('URL').fill('http://127.0.0.1:9/hook');
  await dialog.getByLabel('Secret').fill('an-e2e-shared-secret');
  await dialog.getByLabel('Report released').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The request is not valid.')).toBeVisible();

  await dialog.getByLabel('URL').fill('https://hooks.example.com/portal');
  await dialog.getByLabel('Description').fill('CRM sync');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: 'https://hooks.example.com/portal' });
  await expect(row.getByText('Report released')).toBeVisible();
  if (process.env.E2E_SCREENSHOTS) {
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/webhooks.png`, fullPage: true });
  }

  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('No webhooks yet.')).toBeVisible();
});

test('the jobs page is refused to a security admin', async ({ page }) => {
  await signIn(page, 'profile', 'security@demo.example', DEMO_PASSWORD);
  await page.goto(`${origin}/jobs`);
  await expect(page.getByRole('tab', { name: 'History' })).toBeHidden();
  await expect(page).not.toHaveURL(`${origin}/jobs`);
});
