import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, SIGN_IN_SCREEN, originOf, signIn, storedUserKey } from '../fixtures';

const origin = originOf('schools');

test('the user menu greets the signed-in person by name, and sign-out forgets them', async ({
  page,
}) => {
  await signIn(page, 'schools', 'participant@demo.example', DEMO_PASSWORD, '/help');
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByTestId('user-name')).toHaveText('Pat Participant');
  await expect(page.getByText('Signed in as participant@demo.example')).toBeVisible();

  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  // The identity service ends its session too and sends the visitor home, which needs a
  // session, so they are asked to sign in again.
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
