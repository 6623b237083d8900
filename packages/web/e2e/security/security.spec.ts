import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, originOf, register, signIn } from '../fixtures';
import {
  brand,
  createRole,
  createUser,
  getUser,
  giveClaim,
  giveRole,
  roleUserCount,
  runId,
  signInAsSecurityAdmin,
  userIdByEmail,
} from './security-steps';

// The security pages against the server, as the demo security admin signs in; every user, role
// and claim value a test changes is its own (named by the run).

const origin = originOf(brand);
const address = (name: string, run: string) => `${name}.${run}@example.org`;

test('a security admin lists the users and opens one', async ({ page }, testInfo) => {
  const run = runId();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsSecurityAdmin(page);
  const grace = await createUser(page, {
    email: address('grace', run),
    firstName: 'Grace',
    lastName: `Hopper ${run}`,
  });
  await createUser(page, { email: address('bold', run), firstName: '<b>Bold</b>', lastName: run });
  await createUser(page, {
    email: address('alan', run),
    firstName: 'Alan',
    lastName: `Turing ${run}`,
    lockoutEnd: '9999-12-31T23:59:59.000Z',
  });

  await page.goto(`${origin}/users`);
  await page.getByRole('searchbox', { name: 'Search' }).fill(run);
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('link', { name: `Grace Hopper ${run}` })).toBeVisible();
  // A name holding HTML is shown as typed.
  await expect(table.getByRole('link', { name: `<b>Bold</b> ${run}` })).toBeVisible();
  const alan = table.getByRole('row').filter({ hasText: `Alan Turing ${run}` });
  await expect(alan.getByText('Locked')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('users-list.png'), fullPage: true });

  await table.getByRole('link', { name: `Grace Hopper ${run}` }).click();
  await expect(page).toHaveURL(`${origin}/users/view/${grace.id}`);
  await expect(page.getByRole('heading', { name: `Grace Hopper ${run}` })).toBeVisible();
  // A role given here shows the claims it grants and its entry in the user's audit.
  await page.getByRole('combobox', { name: 'Role', exact: true }).click();
  await page.getByRole('option', { name: 'Coach', exact: true }).click();
  await page.getByRole('button', { name: 'Add role' }).click();
  await expect(page.getByText('The role Coach was added.')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Claims held through roles' }).getByText('trainer'),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: 'user.role-added' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('user-view.png'), fullPage: true });
});

test('a security admin adds a claim to a user', async ({ page }) => {
  const run = runId();
  await signInAsSecurityAdmin(page);
  const user = await createUser(page, {
    email: address('claim', run),
    firstName: 'Claire',
    lastName: `Claim ${run}`,
  });
  await page.goto(`${origin}/users/view/${user.id}`);
  await page.getByRole('combobox', { name: 'Claim type' }).fill('developer');
  await page.getByRole('textbox', { name: 'Value' }).fill('true');
  await page.getByRole('button', { name: 'Add claim' }).click();
  await expect(page.getByText('The claim developer was saved.')).toBeVisible();
  const held = page.getByRole('table', { name: 'Claims held directly' }).getByRole('row');
  await expect(held.filter({ hasText: 'developer' })).toContainText('Never');
  const saved = await getUser(page, user.id);
  expect(saved.claims.map((c) => [c.claimType, c.claimValue, c.expiresAt])).toContainEqual([
    'developer',
    'true',
    null,
  ]);
});

test('a security admin acts as another user after confirming, and Stop impersonating comes back', async ({
  page,
  browser,
}, testInfo) => {
  // A security admin of this test's own: acting as someone changes whom the admin's sessions
  // describe, which other specs signing in as the demo security admin must not meet.
  test.slow();
  const run = runId();
  const admin = { email: address('admin', run), first: 'Ada', last: `Admin ${run}` };
  await register(browser, brand, admin, DEMO_PASSWORD);
  await signInAsSecurityAdmin(page);
  const grace = await createUser(page, {
    email: address('grace', run),
    firstName: 'Grace',
    lastName: `Hopper ${run}`,
  });
  const found = await userIdByEmail(page, admin.email);
  await giveRole(page, found, 'SecurityAdmin');

  const own = await (await browser.newContext()).newPage();
  await signIn(own, brand, admin.email, DEMO_PASSWORD, `/users/view/${grace.id}`);
  await own.getByRole('button', { name: 'Act as this user' }).click();
  const dialog = own.getByRole('dialog');
  await expect(dialog).toContainText(`Act as Grace Hopper ${run}?`);
  await dialog.getByRole('button', { name: 'Act as this user' }).click();
  await own.waitForURL(`${origin}/`);
  await expect(own.getByTestId('impersonation-banner')).toHaveText(
    `You are acting as Grace Hopper ${run} (${grace.email}).`,
  );
  await own.screenshot({ path: testInfo.outputPath('impersonation-banner.png') });
  // The admin's own user holds the impersonate claim meanwhile.
  const adminUser = await getUser(page, found);
  expect(adminUser.claims).toContainEqual(
    expect.objectContaining({ claimType: 'impersonate', claimValue: grace.id }),
  );
  // The session is Grace's: the security pages are refused.
  await own.goto(`${origin}/users`);
  await expect(own.getByText('You are not authorized to access this feature.')).toBeVisible();

  await own.getByRole('button', { name: 'Stop impersonating' }).click();
  await own.waitForURL(`${origin}/users/view/${grace.id}`);
  await expect(own.getByTestId('impersonation-banner')).toHaveCount(0);
  await expect(own.getByRole('button', { name: 'Act as this user' })).toBeVisible();
  const after = await getUser(page, found);
  expect(after.claims.map((c) => c.claimType)).not.toContain('impersonate');
  await own.context().close();
});

test('a security admin goes from the roles page to the utilities and replaces a role', async ({
  page,
}, testInfo) => {
  const run = runId();
  const from = `E2E from ${run}`;
  const to = `E2E to ${run}`;
  const claimValue = `e2e-${run}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsSecurityAdmin(page, '/roles');
  await createRole(page, from);
  await createRole(page, to);
  const ids: string[] = [];
  for (const name of ['ann', 'ben', 'cat']) {
    const user = await createUser(page, {
      email: address(name, run),
      firstName: name,
      lastName: run,
    });
    await giveRole(page, user.id, from);
    ids.push(user.id);
  }
  await giveClaim(page, ids, 'eventType', claimValue);

  await page.goto(`${origin}/roles`);
  await expect(
    page.getByRole('table', { name: 'Roles' }).getByRole('row').filter({ hasText: from }),
  ).toContainText('3 users');
  await expect(
    page
      .getByRole('table', { name: 'Claims in use' })
      .getByRole('row')
      .filter({ hasText: claimValue })
      .getByRole('link', { name: '3 users' }),
  ).toHaveAttribute('href', `/users/claim/eventType/${claimValue}`);
  await page.getByRole('main').getByRole('link', { name: 'Security utilities' }).click();
  await expect(page).toHaveURL(`${origin}/secUtil`);
  await page.getByRole('combobox', { name: 'Role to replace' }).click();
  await page.getByRole('option', { name: from, exact: true }).click();
  await page.getByRole('combobox', { name: 'Replace with' }).click();
  await page.getByRole('option', { name: to, exact: true }).click();
  await page.getByRole('button', { name: 'Replace a role' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Users affected: 3.');
  await page.screenshot({ path: testInfo.outputPath('replace-role.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('3 users changed.')).toBeVisible();
  expect(await roleUserCount(page, to)).toBe(3);
  expect(await roleUserCount(page, from)).toBe(0);
});

test('a security admin gives a claim to the users of pasted addresses', async ({
  page,
}, testInfo) => {
  const run = runId();
  const claimValue = `workshop-${run}`;
  const nobody = address('nobody', run);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsSecurityAdmin(page, '/secUtil');
  const grace = await createUser(page, {
    email: address('grace', run),
    firstName: 'Grace',
    lastName: `Hopper ${run}`,
  });
  // The innermost surface holding the tool's heading.
  const tool = page
    .locator('.MuiPaper-root')
    .filter({ has: page.getByRole('heading', { name: 'Give a claim to many users' }) })
    .last();
  await tool.getByRole('textbox', { name: 'Claim type', exact: true }).fill('eventType');
  await tool.getByRole('textbox', { name: 'Value', exact: true }).fill(claimValue);
  await tool.getByRole('textbox', { name: 'E-mail addresses' }).fill(`${grace.email}\n${nobody}`);
  await tool.getByRole('button', { name: 'Give the claim' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Users affected: 1. Addresses without a user, left out: 1.');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('1 user changed.')).toBeVisible();
  await expect(tool.getByRole('listitem')).toHaveText([nobody]);
  await page.screenshot({ path: testInfo.outputPath('security-utilities.png'), fullPage: true });
  const saved = await getUser(page, grace.id);
  expect(saved.claims).toContainEqual(
    expect.objectContaining({ claimType: 'eventType', claimValue }),
  );
});

test('a developer toggles the page-text edit mode with Ctrl+Alt+Shift+E', async ({
  page,
}, testInfo) => {
  await signIn(page, brand, 'developer@demo.example', DEMO_PASSWORD, '/help');
  await expect(page.getByRole('heading', { name: 'Help', exact: true }).last()).toBeVisible();
  await page.keyboard.press('Control+Alt+Shift+KeyE');
  await expect(page.getByTestId('edit-mode-chip')).toHaveText('Edit mode');
  await page.screenshot({ path: testInfo.outputPath('edit-mode.png') });
  await page.keyboard.press('Control+Alt+Shift+KeyE');
  await expect(page.getByTestId('edit-mode-chip')).toHaveCount(0);
});
