import { expect, test } from '@playwright/test';
import type { TInviteRegistration } from '@portal/core';
import { originOf, seedUser } from '../fixtures';

const origin = originOf('teams');

const valid: TInviteRegistration = {
  inviteCode: 'ACDEFGHJKMNP',
  status: 'Valid',
  description: 'Spring 2027 cohort of the Tandem leadership programme',
  expiresAt: '2027-06-30T00:00:00.000Z',
  appName: 'teams',
  grants: {
    roles: ['Participant'],
    claims: [],
    userGroup: true,
    crmAccount: false,
    event: true,
  },
};

test('an unknown code is looked up on the server and said to be not valid', async ({ page }) => {
  // No interception: the real anonymous look-up answers Invalid for a code that does not exist.
  await page.goto(`${origin}/invite/acde-acde-acde`);
  await expect(page.getByRole('heading', { name: 'Invite code ACDE-ACDE-ACDE' })).toBeVisible();
  await expect(page.getByTestId('invite-status')).toContainText('This invite code is not valid.');
  await expect(page.getByRole('link', { name: 'Create your account' })).toHaveCount(0);
});

test('a visitor sees what a valid code gives and the ways to join', async ({ page }, testInfo) => {
  await page.route('**/api/auth/GetUserRegistrationByInviteCode/**', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(valid) }),
  );
  await page.goto(`${origin}/invite/ACDEFGHJKMNP`);
  await expect(page.getByTestId('invite-status')).toContainText('This invite code is valid.');
  await expect(page.getByText('a place at a training event')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('invite-page.png'), fullPage: true });
  await page.getByRole('link', { name: 'I already have an account' }).click();
  await expect(page).toHaveURL(`${origin}/login?redirect=%2Finvite%2FACDEFGHJKMNP%2Fsignin`);
});

test('a signed-in person applies the code to the account', async ({ page }, testInfo) => {
  await seedUser(page, 'teams', { email: 'kj@example.org' });
  await page.route('**/api/auth/GetUserRegistrationByInviteCode/**', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(valid) }),
  );
  let redeemed = 0;
  await page.route('**/api/auth/RedeemInviteCode/ACDEFGHJKMNP', (route) => {
    redeemed++;
    return route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ applied: true, alreadyApplied: false }),
    });
  });
  await page.goto(`${origin}/invite/ACDEFGHJKMNP/signin`);
  await expect(page.getByText('Welcome back.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Apply to my account' }).click();
  await expect(page.getByText(/has been applied to your account/)).toBeVisible();
  expect(redeemed).toBe(1);
  await page.screenshot({ path: testInfo.outputPath('invite-applied.png'), fullPage: true });
});
