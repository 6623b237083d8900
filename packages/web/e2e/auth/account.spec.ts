import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  SIGN_IN_SCREEN,
  latestMessageTo,
  linkIn,
  originOf,
  signIn,
  submitSignIn,
} from '../fixtures';

const origin = originOf('profile');

/** Registers a new person through the register screen; answers the address. */
async function register(page: Page, password: string): Promise<string> {
  const email = `e2e.${Date.now()}.${Math.floor(Math.random() * 1e6)}@demo.example`;
  await page.goto(`${origin}/login`);
  await page.waitForURL(SIGN_IN_SCREEN);
  await page.getByRole('link', { name: 'New here? Create an account' }).click();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.screenshot({ path: test.info().outputPath('register.png') });
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText(`Check your inbox`)).toBeVisible();
  return email;
}

/** Opens the confirmation link e-mailed to `email`. */
async function confirmAddress(page: Page, browser: Browser, email: string): Promise<void> {
  const mail = await latestMessageTo(browser, 'profile', email);
  await page.goto(`${origin}${linkIn(mail, '/redirect/emailconfirmed/')}`);
  await expect(page.getByText('Your e-mail address is confirmed.')).toBeVisible();
}

test('a new person registers, confirms the address through the e-mailed link, and signs in', async ({
  page,
  browser,
}) => {
  const password = 'a long e2e passphrase';
  const email = await register(page, password);
  await confirmAddress(page, browser, email);

  // The same link again is spent.
  await page.reload();
  await expect(page.getByText('This link has expired or has already been used.')).toBeVisible();
  await signIn(page, 'profile', email, password, '/help');
});

test('the register screen shows the password policy and refuses a common password', async ({
  page,
}) => {
  await page.goto(`${origin}/auth/register`);
  await expect(page.getByText(/Use at least 8 characters/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('password123');
  await page.getByLabel('First name').focus();
  await expect(page.getByText(/too common/)).toBeVisible();
});

test('a forgotten password is reset through the e-mailed link', async ({ page, browser }) => {
  const email = await register(page, 'first e2e passphrase');
  await page.goto(`${origin}/login`);
  await page.waitForURL(SIGN_IN_SCREEN);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();

  const mail = await latestMessageTo(browser, 'profile', email);
  await page.goto(`${origin}${linkIn(mail, '/authaccount/resetpassword/')}`);
  await page
    .getByRole('textbox', { name: 'New password', exact: true })
    .fill('second e2e passphrase');
  await page
    .getByRole('textbox', { name: 'Confirm the new password', exact: true })
    .fill('second e2e passphrase');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await signIn(page, 'profile', email, 'second e2e passphrase', '/help');
});

test('five wrong passwords lock the account; then the right one is refused like a wrong one', async ({
  page,
  browser,
}) => {
  // A person of its own: a locked demo account would refuse the other tests' sign-ins for 15 minutes.
  const password = 'a lockable e2e passphrase';
  const email = await register(page, password);
  await confirmAddress(page, browser, email);
  await page.goto(`${origin}/login`);
  await page.waitForURL(SIGN_IN_SCREEN);
  for (let attempt = 1; attempt <= 5; attempt++) {
    await submitSignIn(page, 'profile', email, `wrong ${attempt}`);
    await expect(page.getByRole('alert')).toHaveText('Invalid e-mail or password.');
  }
  // Locked means locked, and the answer does not tell an attacker that the account exists.
  await submitSignIn(page, 'profile', email, password);
  await expect(page.getByRole('alert')).toHaveText('Invalid e-mail or password.');
  await expect(page).toHaveURL(SIGN_IN_SCREEN);
  await page.screenshot({ path: test.info().outputPath('locked.png') });
});
