import { expect, test } from '@playwright/test';
import { SIGN_IN_SCREEN, originOf, seedUser, storedUserKey } from '../fixtures';

const origin = originOf('schools');

test('the user menu greets the signed-in person by name, and sign-out forgets them', async ({
  page,
}) => {
  await seedUser(page, 'schools', { name: 'Katherine Johnson', email: 'kj@example.org' });
  await page.goto(`${origin}/help`);
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByTestId('user-name')).toHaveText('Katherine Johnson');
  await expect(page.getByText('Signed in as kj@example.org')).toBeVisible();

  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  // A seeded user has no session at the identity service: it comes straight back home, which
  // needs a session, so the visitor is asked to sign in.
  await page.waitForURL(SIGN_IN_SCREEN);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), storedUserKey('schools'))).toBe(
    null,
  );
});

test('a visitor sent to sign in keeps the e-mail of the address they opened', async ({ page }) => {
  await page.goto(`${origin}/plan?email=kj%40example.org`);
  await page.waitForURL(SIGN_IN_SCREEN);
  await expect(page.getByLabel('E-mail address')).toHaveValue('kj@example.org');
});
