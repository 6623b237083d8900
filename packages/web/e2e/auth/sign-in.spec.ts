import { expect, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  SIGN_IN_SCREEN,
  latestMessageTo,
  originOf,
  signIn,
  storedUserKey,
  submitSignIn,
} from '../fixtures';

const origin = originOf('teams');
const NOT_AUTHORIZED = 'You are not authorized to access this feature.';

test('a visitor signs in through the identity service and lands on the saved path', async ({
  page,
}) => {
  await page.goto(`${origin}/plan?tab=steps`);
  await page.waitForURL(SIGN_IN_SCREEN);
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('login.png') });
  await submitSignIn(page, 'teams', 'participant@demo.example', DEMO_PASSWORD);
  await expect(page).toHaveURL(`${origin}/plan?tab=steps`);
  await expect(page.getByRole('heading', { level: 2, name: 'Pat Participant' })).toBeVisible();

  // The participant's claims open the plan, not the security admin's pages.
  await page.goto(`${origin}/users`);
  await expect(page.getByText(NOT_AUTHORIZED)).toBeVisible();
  await expect(page).toHaveURL(`${origin}/`);
});

test('a wrong password is refused without saying which of the two was wrong', async ({ page }) => {
  await page.goto(`${origin}/login`);
  await page.waitForURL(SIGN_IN_SCREEN);
  await submitSignIn(page, 'teams', 'coach@demo.example', 'not the password');
  await expect(page.getByRole('alert')).toHaveText('Invalid e-mail or password.');
  await submitSignIn(page, 'teams', 'nobody@demo.example', 'not the password');
  await expect(page.getByRole('alert')).toHaveText('Invalid e-mail or password.');
});

test('a return address of another site is not followed after sign-in', async ({ page }) => {
  await signIn(page, 'schools', 'coach@demo.example', DEMO_PASSWORD, '/');
  await page.goto(`${originOf('schools')}/login?redirect=${encodeURIComponent('//evil.example/')}`);
  await expect(page).toHaveURL(`${originOf('schools')}/`);
});

test('signing in with an e-mailed code', async ({ page, browser }) => {
  await page.goto(`${origin}/login?redirect=%2Fhelp`);
  await page.waitForURL(SIGN_IN_SCREEN);
  await page.getByRole('link', { name: 'E-mail me a sign-in code instead' }).click();
  await page.getByLabel('E-mail address').fill('eventadmin@demo.example');
  await page.getByRole('button', { name: 'E-mail me a code' }).click();
  await expect(page.getByText('a code is on its way')).toBeVisible();

  const mail = await latestMessageTo(browser, 'teams', 'eventadmin@demo.example');
  const code = /\b(\d{6})\b/.exec(mail.subject)?.[1] ?? '';
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${origin}/help`);
});

test('signing out ends the session here and at the identity service', async ({ page }) => {
  await signIn(page, 'leaders', 'content@demo.example', DEMO_PASSWORD, '/help');
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  // Home needs a session: the visitor is on the sign-in screen, asked for a password again.
  await page.waitForURL(SIGN_IN_SCREEN);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), storedUserKey('leaders'))).toBe(
    null,
  );
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
});

test('a refused token is renewed silently through /statics/silent.html', async ({ page }) => {
  await signIn(page, 'teams', 'developer@demo.example', DEMO_PASSWORD, '/admin/messages');
  const key = storedUserKey('teams');
  // A token the API refuses, and no refresh token: the renewal must use the hidden page.
  await page.evaluate((userKey) => {
    const user = JSON.parse(sessionStorage.getItem(userKey) ?? '{}') as Record<string, unknown>;
    delete user.refresh_token;
    sessionStorage.setItem(userKey, JSON.stringify({ ...user, access_token: 'refused' }));
  }, key);
  const silentPage = page.waitForRequest(/\/statics\/silent\.html\?code=/);
  await page.reload();
  await silentPage;
  const storedToken = () =>
    page.evaluate(
      (userKey) =>
        (JSON.parse(sessionStorage.getItem(userKey) ?? '{}') as { access_token?: string })
          .access_token,
      key,
    );
  // A new JWT from the identity service replaced the refused token.
  await expect.poll(storedToken).toMatch(/^eyJ/);
  await expect(page.getByText('Your session has ended')).toHaveCount(0);
  await expect(page).toHaveURL(`${origin}/admin/messages`);
  await expect(page.getByRole('table', { name: 'Messages' })).toBeVisible();
});
