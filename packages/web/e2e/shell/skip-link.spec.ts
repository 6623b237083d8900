import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from '../fixtures';

test('the first Tab shows a skip link that moves focus past the menus to the page', async ({
  page,
}) => {
  await signIn(page, 'teams', 'participant@demo.example', DEMO_PASSWORD);
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(skip).not.toBeInViewport();
});
