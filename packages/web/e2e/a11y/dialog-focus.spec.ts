import { expect, test, type Locator, type Page } from '@playwright/test';
import { originOf } from '../fixtures';
import {
  brand,
  createRole,
  createUser,
  giveClaim,
  runId,
  signInAsSecurityAdmin,
} from '../security/security-steps';

// WCAG 2.4.3 (Focus order): a dialog closed by Cancel, Escape or its action gives focus back to
// the control that opened it, also when that control was busy (disabled) while the action ran;
// when the action removed it, its section has focus. Keyboard alone acts in the dialogs; a
// dialog opened from a menu item is tested in ui/focus-return.test.tsx (no menu opens one yet).
const origin = originOf(brand);

/** Opens the dialog from `opener` by keyboard: answers the dialog. */
async function openFrom(page: Page, opener: Locator) {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Tabs to the dialog's button named `name` and presses it: the dialog closes. */
async function press(page: Page, dialog: Locator, name: string) {
  const button = dialog.getByRole('button', { name, exact: true });
  for (let presses = 0; presses < 20; presses++) {
    if (await button.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(button).toBeHidden();
}

test('focus goes back to the control that opened a dialog', async ({ page }) => {
  const run = runId();
  await signInAsSecurityAdmin(page, '/roles');
  const user = await createUser(page, {
    email: `focus.${run}@example.org`,
    firstName: 'Fay',
    lastName: `Focus ${run}`,
  });
  await giveClaim(page, [user.id], `focus${run}`, 'yes');
  await createRole(page, `Focus ${run}`);
  await createRole(page, `Gone ${run}`);

  // A form dialog: closed by Escape, then saved.
  await page.goto(`${origin}/roles`);
  const rename = page.getByRole('row', { name: new RegExp(`Focus ${run}`) }).getByRole('button', {
    name: 'Rename',
  });
  await openFrom(page, rename);
  await page.keyboard.press('Escape');
  await expect(rename).toBeFocused();
  const naming = await openFrom(page, rename);
  await expect(naming.getByRole('textbox', { name: 'Role name' })).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type(' renamed');
  await page.keyboard.press('Enter');
  await expect(naming).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Focus ${run} renamed` })).toBeVisible();
  await expect(rename).toBeFocused();

  // A confirmation: No; then Yes, which deletes the opener's row: its section has focus.
  const gone = page.getByRole('row', { name: new RegExp(`Gone ${run}`) });
  await press(page, await openFrom(page, gone.getByRole('button', { name: 'Delete' })), 'No');
  await expect(gone.getByRole('button', { name: 'Delete' })).toBeFocused();
  await press(page, await openFrom(page, gone.getByRole('button', { name: 'Delete' })), 'Yes');
  await expect(gone).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Roles', exact: true })).toBeFocused();

  // A confirmation whose action disables its opener until it ends (Lock becomes Unlock).
  await page.goto(`${origin}/users/view/${user.id}`);
  const lock = page.getByRole('button', { name: 'Lock', exact: true });
  await press(page, await openFrom(page, lock), 'Yes');
  await expect(page.getByRole('button', { name: 'Unlock', exact: true })).toBeFocused();

  // A form dialog whose opener is in a table row that is drawn again with the saved date.
  const expiry = page
    .getByRole('row', { name: new RegExp(`focus${run}`) })
    .getByRole('button', { name: 'Expiry' });
  const dating = await openFrom(page, expiry);
  await dating.getByLabel('Expires').fill('2031-01-01');
  await press(page, dating, 'Save');
  await expect(page.getByText('The expiry date was saved.')).toBeVisible();
  await expect(expiry).toBeFocused();

  // A dialog that leads to another: the new invite code, then the code made.
  await page.goto(`${origin}/users/invitecodes`);
  const create = page.getByRole('button', { name: 'New invite code' });
  const describing = await openFrom(page, create);
  await describing.getByRole('textbox', { name: /^Description/ }).fill(`Focus ${run}`);
  await press(page, describing, 'Create');
  const created = page.getByRole('dialog', { name: 'Invite code created' });
  await press(page, created, 'Close');
  await expect(create).toBeFocused();
});
