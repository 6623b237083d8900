import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@portal/core';
import {
  DEMO_PASSWORD,
  SIGN_IN_SCREEN,
  latestMessageTo,
  linkIn,
  navigateInApp,
  originOf,
  requestAccount,
  signIn,
  submitSignIn,
} from '../fixtures';

const origin = originOf('teams');
/** Signs in as a demo account that the specs only read. */
const signInAs = (page: Page, email: string, path: string) =>
  signIn(page, 'teams', email, DEMO_PASSWORD, path);
const NOT_AUTHORIZED = 'You are not authorized to access this feature.';
const UNVERIFIED = 'Check your inbox to verify your email address prior to accessing this feature.';
const VERIFY_BANNER = 'Your email address is not confirmed yet.';

test('an anonymous visitor on a protected route goes to sign in carrying the redirect', async ({
  page,
}) => {
  await page.goto(`${origin}/admin/messages`);
  await page.waitForURL(SIGN_IN_SCREEN);
  // The redirect travels in the sign-in state and brings the person back after signing in.
  await submitSignIn(page, 'teams', 'developer@demo.example', DEMO_PASSWORD);
  await expect(page).toHaveURL(`${origin}/admin/messages`);
});

test('an anonymous visit to / reaches the sign-in screen booting the app once', async ({
  page,
}) => {
  // Every boot reads the brand's configuration; with the short-lived copy in local storage
  // dropped on each document load, each boot asks the server once.
  await page.addInitScript((key) => localStorage.removeItem(key), STORAGE_KEYS.commonCache);
  const boots: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/webconfig/GetLatest')) boots.push(page.url());
  });
  await page.goto(`${origin}/`);
  await page.waitForURL(SIGN_IN_SCREEN);
  await expect(page.getByLabel('E-mail address')).toBeVisible();
  expect(boots).toHaveLength(1);
  // The way back travels with the sign-in: the person lands home.
  await submitSignIn(page, 'teams', 'participant@demo.example', DEMO_PASSWORD);
  await expect(page).toHaveURL(`${origin}/`);
});

test('a user without the claim is told so and stays on the page they came from', async ({
  page,
}) => {
  await signInAs(page, 'participant@demo.example', '/help');
  await expect(page.getByRole('heading', { name: 'Help', exact: true }).last()).toBeVisible();
  await navigateInApp(page, '/admin/messages');
  await expect(page.getByText(NOT_AUTHORIZED)).toBeVisible();
  await expect(page).toHaveURL(`${origin}/help`);
});

test('a user without the claim who opens the route first goes home', async ({ page }) => {
  await signInAs(page, 'participant@demo.example', '/help');
  await page.goto(`${origin}/admin/messages`);
  await expect(page.getByText(NOT_AUTHORIZED)).toBeVisible();
  await expect(page).toHaveURL(`${origin}/`);
});

/** Opens /plan after /support as a user whose e-mail is not confirmed. */
async function openPlanUnverified(page: Page) {
  await signInAs(page, 'unverified@demo.example', '/support');
  await expect(page.getByRole('heading', { name: 'How can we help?' })).toBeVisible();
  await navigateInApp(page, '/plan');
  await expect(page.getByText(UNVERIFIED)).toBeVisible();
  await expect(page).toHaveURL(`${origin}/support`);
}

/** The toast of the guard (the banner has a Resend Email button of its own). */
const toastOf = (page: Page) => page.locator('.MuiSnackbar-root');

test('Resend Email says when sending failed: the address was confirmed meanwhile elsewhere', async ({
  page,
  browser,
}) => {
  const person = {
    email: `resend.${Date.now()}@client.example`,
    first: 'Rhea',
    last: 'Resend',
  };
  await requestAccount(page, 'teams', person, DEMO_PASSWORD);
  await signIn(page, 'teams', person.email, DEMO_PASSWORD, '/');
  const banner = page.getByRole('alert').filter({ hasText: VERIFY_BANNER });
  await expect(banner).toBeVisible();
  // The link of the e-mail is opened in another browser: the address is confirmed there.
  const other = await browser.newContext();
  try {
    const mail = await latestMessageTo(browser, 'teams', person.email);
    const confirm = await other.newPage();
    await confirm.goto(`${origin}${linkIn(mail, '/redirect/emailconfirmed/')}`);
    await expect(confirm.getByText('Your e-mail address is confirmed.')).toBeVisible();
  } finally {
    await other.close();
  }
  // This browser's session still says unconfirmed: the server refuses to send again.
  await banner.getByRole('button', { name: 'Resend Email' }).click();
  await expect(page.getByText('Error sending confirmation email.')).toBeVisible();
});

test('Resend Email says when the confirmation e-mail was sent', async ({ page }) => {
  await openPlanUnverified(page);
  await toastOf(page).getByRole('button', { name: 'Resend Email' }).click();
  await expect(page.getByText('Confirmation email sent')).toBeVisible();
});

test('a call refused for an unconfirmed e-mail shows the same notice with Resend Email', async ({
  page,
}) => {
  // The home page is open to everyone; its plan card reads the plan status, which is not.
  await signInAs(page, 'unverified@demo.example', '/');
  await expect(toastOf(page).getByText(UNVERIFIED)).toBeVisible();
  await toastOf(page).getByRole('button', { name: 'Resend Email' }).click();
  await expect(page.getByText('Confirmation email sent')).toBeVisible();
});

test('an unknown path shows the catch-all page with a way home', async ({ page }) => {
  await page.goto(`${origin}/no/such/page`);
  await expect(page.getByRole('heading', { name: 'Page not found' }).last()).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await page.waitForURL(SIGN_IN_SCREEN);
});

test('a route a later release builds says it is not available yet', async ({ page }) => {
  // The employee may open the NTD approvals (tfg), a page of a later release.
  await signInAs(page, 'employee@keystonegrowth.example', '/help');
  await page.goto(`${origin}/ntdapprovals`);
  await expect(page.getByText('This page is not available yet.')).toBeVisible();
  await expect(page.getByText('It arrives with a later release.')).toBeVisible();
  await expect(page.getByText(/other tools on the roadmap/)).toBeVisible();
});
