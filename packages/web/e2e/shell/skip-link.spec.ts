import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, settled, signIn } from '../fixtures';

test('the first Tab shows a skip link that moves focus past the menus to the page', async ({
  page,
}) => {
  await signIn(page, 'teams', 'participant@demo.example', DEMO_PASSWORD);
  // A person arriving on a page, loaded: the keyboard starts at the top of the document (a click
  // somewhere would start it there, and the drawer may be under any point of the page).
  await page.reload();
  await settled(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(skip).not.toBeInViewport();
});
