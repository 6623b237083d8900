import { expect, test } from '@playwright/test';
import { originOf, seedUser, storedUserKey } from '../fixtures';

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
  // The help page needs a signed-in user: the visitor is asked to sign in to come back to it.
  await expect(page).toHaveURL(`${origin}/login?redirect=%2Fhelp`);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), storedUserKey('schools'))).toBe(
    null,
  );
  await page.goto(`${origin}/help`);
  await expect(page).toHaveURL(`${origin}/login?redirect=%2Fhelp`);
});

test('a visitor sent to sign in keeps the e-mail of the address they opened', async ({ page }) => {
  await page.goto(`${origin}/plan?email=kj%40example.org`);
  await expect(page).toHaveURL(
    `${origin}/login?redirect=%2Fplan%3Femail%3Dkj%2540example.org&email=kj%40example.org`,
  );
});
