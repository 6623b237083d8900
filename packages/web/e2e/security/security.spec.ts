import { expect, test, type Page } from '@playwright/test';
import { originOf, seedUser } from '../fixtures';
import { ADMIN_ID, grace, mockSecurityApi } from './security-api-mock';

// The identity service's admin calls are answered in the browser (security-api-mock.ts) until
// that service is merged; the sign-in is a seeded session holding the securityAdmin claim.

const origin = originOf('teams');

/** A security admin signed in; the identity service cannot renew this seeded session. */
async function asSecurityAdmin(page: Page, extra: Parameters<typeof seedUser>[2] = {}) {
  await seedUser(page, 'teams', {
    name: 'Sam Security',
    email: 'security@demo.example',
    userId: ADMIN_ID,
    claims: ['securityAdmin'],
    ...extra,
  });
  await page.route('**/.well-known/openid-configuration', (route) =>
    route.fulfill({ status: 503, body: '' }),
  );
  return mockSecurityApi(page);
}

test('a security admin lists the users and opens one', async ({ page }, testInfo) => {
  await asSecurityAdmin(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${origin}/users`);
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('link', { name: 'Grace Hopper' })).toBeVisible();
  // A name holding HTML is shown as typed.
  await expect(table.getByRole('link', { name: '<b>Bold</b> Name' })).toBeVisible();
  const alan = table.getByRole('row').filter({ hasText: 'Alan Turing' });
  await expect(alan.getByText('Locked')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('users-list.png'), fullPage: true });

  await table.getByRole('link', { name: 'Grace Hopper' }).click();
  await expect(page).toHaveURL(`${origin}/users/view/${grace.id}`);
  await expect(page.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Claims held through roles' }).getByText('trainer'),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: 'user.role.add' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('user-view.png'), fullPage: true });
});

test('a security admin adds a claim to a user', async ({ page }) => {
  const calls = await asSecurityAdmin(page);
  await page.goto(`${origin}/users/view/${grace.id}`);
  await page.getByRole('combobox', { name: 'Claim type' }).fill('developer');
  await page.getByRole('textbox', { name: 'Value' }).fill('true');
  await page.getByRole('button', { name: 'Add claim' }).click();
  await expect(page.getByText('The claim developer was saved.')).toBeVisible();
  expect(calls).toContainEqual({
    method: 'POST',
    path: 'users/UpsertClaimToUser',
    body: { userId: grace.id, claimType: 'developer', claimValue: 'true', expiresAt: null },
  });
});

test('impersonating asks first, saves the impersonate claim on the admin, then renews', async ({
  page,
}) => {
  const calls = await asSecurityAdmin(page);
  await page.goto(`${origin}/users/view/${grace.id}`);
  await page.getByRole('button', { name: 'Act as this user' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Act as Grace Hopper?');
  await dialog.getByRole('button', { name: 'Act as this user' }).click();
  // The seeded session cannot be renewed here: the admin is told, and stays.
  await expect(page.getByText(/your session could not be renewed/)).toBeVisible({
    timeout: 20_000,
  });
  expect(calls).toContainEqual({
    method: 'POST',
    path: 'users/UpsertClaimToUser',
    body: { userId: ADMIN_ID, claimType: 'impersonate', claimValue: grace.id },
  });
});

test('while acting as another user a banner says so, and Stop impersonating ends it', async ({
  page,
}, testInfo) => {
  const calls = await asSecurityAdmin(page, {
    name: 'Grace Hopper',
    email: grace.email,
    userId: grace.id,
    claims: ['participant'],
    claimValues: { originalUserId: ADMIN_ID },
  });
  await page.goto(`${origin}/help`);
  await expect(page.getByTestId('impersonation-banner')).toHaveText(
    `You are acting as Grace Hopper (${grace.email}).`,
  );
  await page.screenshot({ path: testInfo.outputPath('impersonation-banner.png') });
  await page.getByRole('button', { name: 'Stop impersonating' }).click();
  // Without a renewable session the app signs out rather than stay as the other user.
  await expect(page.getByText('Impersonation has ended. Please sign in again.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(calls).toContainEqual({ method: 'POST', path: 'StopImpersonation', body: null });
});

test('a security admin goes from the roles page to the utilities and replaces a role', async ({
  page,
}, testInfo) => {
  const calls = await asSecurityAdmin(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${origin}/roles`);
  await expect(
    page.getByRole('table', { name: 'Roles' }).getByRole('link', { name: '3 users' }),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Claims in use' }).getByRole('link', { name: '3 users' }),
  ).toHaveAttribute('href', '/users/claim/tractionPlan/true');
  await page.getByRole('main').getByRole('link', { name: 'Security utilities' }).click();
  await expect(page).toHaveURL(`${origin}/secUtil`);
  await page.getByRole('combobox', { name: 'Role to replace' }).click();
  await page.getByRole('option', { name: 'Participant' }).click();
  await page.getByRole('combobox', { name: 'Replace with' }).click();
  await page.getByRole('option', { name: 'Coach' }).click();
  await page.getByRole('button', { name: 'Replace a role' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Users affected: 3.');
  await page.screenshot({ path: testInfo.outputPath('replace-role.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('3 users changed.')).toBeVisible();
  expect(calls).toContainEqual({
    method: 'POST',
    path: 'ReplaceRole',
    body: { fromRole: 'Participant', toRole: 'Coach' },
  });
});

test('a security admin gives a claim to the users of pasted addresses', async ({
  page,
}, testInfo) => {
  const calls = await asSecurityAdmin(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${origin}/secUtil`);
  // The innermost surface holding the tool's heading.
  const tool = page
    .locator('.MuiPaper-root')
    .filter({ has: page.getByRole('heading', { name: 'Give a claim to many users' }) })
    .last();
  await tool.getByRole('textbox', { name: 'Claim type', exact: true }).fill('eventType');
  await tool.getByRole('textbox', { name: 'Value', exact: true }).fill('workshop');
  await tool
    .getByRole('textbox', { name: 'E-mail addresses' })
    .fill(`${grace.email}\nnobody@example.org`);
  await tool.getByRole('button', { name: 'Give the claim' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Users affected: 1. Addresses without a user, left out: 1.');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('1 user changed.')).toBeVisible();
  await expect(tool.getByRole('listitem')).toHaveText(['nobody@example.org']);
  await page.screenshot({ path: testInfo.outputPath('security-utilities.png'), fullPage: true });
  expect(calls).toContainEqual({
    method: 'POST',
    path: 'UpsertClaimToUsersWithValue',
    body: { claimType: 'eventType', claimValue: 'workshop', userIds: [grace.id] },
  });
});

test('a developer toggles the page-text edit mode with Ctrl+Alt+Shift+E', async ({
  page,
}, testInfo) => {
  await seedUser(page, 'teams', { claims: ['developer'] });
  await page.goto(`${origin}/help`);
  await expect(page.getByRole('heading', { name: 'Help', exact: true }).last()).toBeVisible();
  await page.keyboard.press('Control+Alt+Shift+KeyE');
  await expect(page.getByTestId('edit-mode-chip')).toHaveText('Edit mode');
  await page.screenshot({ path: testInfo.outputPath('edit-mode.png') });
  await page.keyboard.press('Control+Alt+Shift+KeyE');
  await expect(page.getByTestId('edit-mode-chip')).toHaveCount(0);
});
