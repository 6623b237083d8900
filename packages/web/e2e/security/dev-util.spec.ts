import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, originOf, signIn } from '../fixtures';

const brand = 'profile';
const origin = originOf(brand);

test("a developer opens the developer utilities from the drawer: this server's database and migrations, its own hub connection, then the jobs", async ({
  page,
}) => {
  await signIn(page, brand, 'developer@demo.example', DEMO_PASSWORD, '/help');
  await page
    .getByRole('navigation', { name: 'Navigation' })
    .getByRole('link', { name: 'Developer utilities' })
    .click();
  await page.waitForURL(`${origin}/devUtil`);
  const section = (name: string) =>
    page.locator('section').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(section('Database').getByText(/^PGlite \d+/)).toBeVisible();
  await expect(section('Database').getByText(/applied, the latest 0\d{3}_/)).toBeVisible();
  await expect(section('Database').getByText('None', { exact: true })).toBeVisible();
  // The page's own browser holds a hub connection; the count is live.
  const connections = section('Real-time hub').locator('dd').first();
  await expect(connections).not.toHaveText('0');
  await expect(section('Real-time hub').getByText(/Mirror 360: \d+/)).toBeVisible();
  await section('Background jobs').getByRole('link', { name: 'Open the jobs page' }).click();
  await page.waitForURL(`${origin}/jobs`);
});
