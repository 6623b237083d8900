import { expect, test } from '@playwright/test';
import { SIGN_IN_SCREEN, latestMessageTo, originOf } from '../fixtures';

const brand = 'teams';
const origin = originOf(brand);

test('registration marks every wrong field, then registers once they are right', async ({
  page,
  browser,
}) => {
  // Two submits and a look in the mailbox (a second browser context).
  test.slow();
  const run = Date.now().toString(36);
  await page.goto(`${origin}/login`);
  await page.waitForURL(SIGN_IN_SCREEN);
  await page.getByRole('link', { name: 'New here? Create an account' }).click();
  // The sign-in form has an e-mail field too: type once the registration form has replaced it.
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  const field = (name: string) => page.getByRole('textbox', { name, exact: false });
  await field('E-mail address').fill('not-an-address');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('a long passphrase');
  await page.getByRole('button', { name: 'Create my account' }).click();

  await expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
  await expect(field('Last name')).toHaveAttribute('aria-invalid', 'true');
  await expect(field('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter your first name.')).toBeVisible();
  await expect(page.getByText('Enter an e-mail address such as name@example.org.')).toBeVisible();
  await expect(page.getByText('The request is not valid.')).toHaveCount(0);

  const email = `fields.${run}@demo.example`;
  await field('First name').fill('Fiona');
  await field('Last name').fill('Fields');
  await field('E-mail address').fill(email);
  await expect(field('First name')).toHaveAttribute('aria-invalid', 'false');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();
  expect((await latestMessageTo(browser, brand, email)).recipient).toBe(email);
});
