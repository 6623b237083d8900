import { expect, test } from '@playwright/test';
import { loadLocale } from '@portal/core/i18n';
import { originOf } from '../fixtures';

test('the language switch changes the visible texts and is remembered', async ({ page }) => {
  const german = await loadLocale('de');
  await page.goto(`${originOf('leaders')}/support`);
  await expect(page.getByRole('heading', { name: 'How can we help?' })).toBeVisible();

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();

  await expect(page.getByRole('heading', { name: german.shell.support.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.reload();
  await expect(page.getByRole('heading', { name: german.shell.support.title })).toBeVisible();
});
