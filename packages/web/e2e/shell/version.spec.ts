import { expect, test } from '@playwright/test';
import { originOf } from '../fixtures';

const origin = originOf('profile');

test('a new deployed version shows a non-blocking notice with Reload and close', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto(`${origin}/support`);
  await expect(page.getByRole('heading', { name: 'How can we help?' })).toBeVisible();

  await page.route('**/statics/config/environment.json', (route) =>
    route.fulfill({ json: { version: 'a-newer-version', brand: 'profile', environment: 'test' } }),
  );
  await page.clock.runFor(6_000);

  const notice = page.getByRole('dialog', { name: 'A new version of the website is available!' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible();
  // Non-blocking: the page behind it still answers.
  await page.getByRole('button', { name: 'Language' }).click();
  await page.keyboard.press('Escape');
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toBeHidden();
});
