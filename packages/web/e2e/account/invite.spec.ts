import { expect, test, type Browser } from '@playwright/test';
import { DEMO_PASSWORD, callApi, originOf, signIn } from '../fixtures';

const brand = 'teams';
const origin = originOf(brand);

test('an unknown code is looked up on the server and said to be not valid', async ({ page }) => {
  // No interception: the real anonymous look-up answers Invalid for a code that does not exist.
  await page.goto(`${origin}/invite/acde-acde-acde`);
  await expect(page.getByRole('heading', { name: 'Invite code ACDE-ACDE-ACDE' })).toBeVisible();
  await expect(page.getByTestId('invite-status')).toContainText('This invite code is not valid.');
  await expect(page.getByRole('link', { name: 'Create your account' })).toHaveCount(0);
});

/** A fresh invite code of the brand, made by the security admin through the API. */
async function newInviteCode(browser: Browser, description: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const admin = await context.newPage();
    await signIn(admin, brand, 'security@demo.example', DEMO_PASSWORD);
    const created = await callApi<{ code: string }>(admin, brand, 'POST', '/api/auth/invitecodes', {
      description,
      maxUses: 5,
      roles: ['Participant'],
    });
    return created.code;
  } finally {
    await context.close();
  }
}

test('a visitor sees what a valid code gives and the ways to join', async ({
  page,
  browser,
}, testInfo) => {
  const description = `Spring cohort ${Date.now().toString(36)}`;
  const code = await newInviteCode(browser, description);
  await page.goto(`${origin}/invite/${code}`);
  await expect(page.getByTestId('invite-status')).toContainText('This invite code is valid.');
  await expect(page.getByText(description)).toBeVisible();
  await expect(page.getByText('the role Participant')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('invite-page.png'), fullPage: true });
  await page.getByRole('link', { name: 'I already have an account' }).click();
  await expect(page).toHaveURL(
    `${origin}/login?redirect=${encodeURIComponent(`/invite/${code}/signin`)}`,
  );
});

test('a signed-in person applies the code to their account, once', async ({
  page,
  browser,
}, testInfo) => {
  const code = await newInviteCode(browser, `Returning ${Date.now().toString(36)}`);
  await signIn(page, brand, 'content@demo.example', DEMO_PASSWORD, `/invite/${code}/signin`);
  await expect(page.getByText('Welcome back.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Apply to my account' }).click();
  await expect(page.getByText(/has been applied to your account/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('invite-applied.png'), fullPage: true });
  // The server remembers the use: applying again says so.
  const again = await callApi<{ applied: boolean; alreadyApplied: boolean }>(
    page,
    brand,
    'POST',
    `/api/auth/RedeemInviteCode/${code}`,
  );
  expect(again.alreadyApplied).toBe(true);
});
