import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from '../fixtures';

// The leaders brand: no other browser test changes its feedback formats.
const brand = 'leaders';

test('a security admin saves a new version of the checkup format, makes it the default and deletes the old one', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, brand, 'security@demo.example', DEMO_PASSWORD, '/feedback/formats');
  const table = page.getByRole('table', { name: 'traction_plan_checkup' });
  const first = table.getByRole('row').filter({ has: page.getByText('Default', { exact: true }) });
  await expect(first).toHaveCount(1);
  const firstVersion = (await first.getByRole('cell').first().innerText()).replace(/\D/g, '');

  // Open the default version, change its header in en-us and keep it as a new version.
  await first.getByRole('button', { name: 'Open' }).click();
  const dialog = page.getByRole('dialog');
  const header = dialog.getByRole('textbox', { name: 'Header' });
  await header.fill('Checkup for {{participantName}} (spring)');
  await page.screenshot({ path: test.info().outputPath('formats-editor.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Save as new version' }).click();
  const saved = page.getByText(/^Version \d+ was saved\.$/);
  await expect(saved).toBeVisible();
  const newVersion = (await saved.innerText()).replace(/\D/g, '');
  await expect(dialog).toBeHidden();
  const rows = table.getByRole('row');
  const versionRow = (version: string) =>
    rows.filter({ has: page.getByRole('cell', { name: new RegExp(`^${version}( Default)?$`) }) });
  const added = versionRow(newVersion);
  await added.getByRole('button', { name: 'Set as default' }).click();
  // Toasts show one at a time: this one waits for the saved one to go.
  await expect(page.getByText(/is now the default\.$/)).toBeVisible({ timeout: 15_000 });

  // The old default is an ordinary version now: delete it after confirming.
  const old = versionRow(firstVersion);
  await expect(old.getByText('Default', { exact: true })).toHaveCount(0);
  await expect(added.getByText('Default', { exact: true })).toBeVisible();
  await old.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(`Version ${firstVersion} was deleted.`)).toBeVisible({
    timeout: 15_000,
  });
  await expect(old).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('formats-desktop.png'), fullPage: true });
});
