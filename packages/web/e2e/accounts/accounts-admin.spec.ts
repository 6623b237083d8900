import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, fillSteadily, originOf, signIn } from '../fixtures';

// The school brand words accounts as 'Districts/Campuses'.
const brand = 'schools';
const origin = originOf(brand);

/** Types into a field of the account form, by its label. */
const fillField = (page: Page, label: string, value: string) =>
  fillSteadily(page.getByRole('textbox', { name: label, exact: true }), value);

/** Fills the new-account form (name and CRM id) and saves; answers on the new account's page. */
async function createAccount(page: Page, name: string, crmId: string) {
  await expect(page.getByRole('heading', { name: 'New District/Campus', level: 2 })).toBeVisible();
  await fillField(page, 'Name', name);
  await fillField(page, 'CRM id', crmId);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(page).toHaveURL(/\/org\/[0-9a-f-]{36}$/);
}

test('an employee creates a district with two campuses and sets its admin', async ({ page }) => {
  // Three accounts made through the screens: longer than one page visit.
  test.slow();
  const run = Date.now().toString(36);
  const district = `Lakeside District ${run}`;
  await signIn(page, brand, 'employee@keystonegrowth.example', DEMO_PASSWORD, '/accounts/admin');
  await expect(page.getByRole('heading', { name: 'Districts/Campuses', level: 2 })).toBeVisible();

  await page.getByRole('button', { name: 'New District/Campus' }).click();
  await createAccount(page, district, `LSD-${run}`);
  const districtUrl = page.url();

  for (const campus of ['North', 'South']) {
    await page.getByRole('link', { name: 'Add an account under this one' }).click();
    // The campus names its district as parent.
    await expect(page.getByLabel('Parent CRM id')).toHaveValue(`LSD-${run}`);
    await createAccount(page, `Lakeside ${campus} ${run}`, `LS${campus[0]}-${run}`);
    await expect(page.getByText('Part of')).toBeVisible();
    await page.getByRole('link', { name: district }).click();
    await expect(page).toHaveURL(districtUrl);
    // The district's own values, not those of the campus shown before.
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(district);
  }
  const tree = page.getByRole('region', { name: 'Accounts under this one' });
  await expect(tree.getByRole('link', { name: `Lakeside North ${run}` })).toBeVisible();
  await expect(tree.getByRole('link', { name: `Lakeside South ${run}` })).toBeVisible();

  const admins = page.getByRole('region', { name: 'Admins', exact: true });
  await admins.getByLabel('Add an admin').fill('clientadmin');
  await page.getByRole('option', { name: /Chris Client/ }).click();
  await expect(admins.getByText('Chris Client')).toBeVisible();

  // The list finds the new district and its campuses by name.
  await page.goto(`${origin}/accounts/admin`);
  await page.getByLabel('Search by name or id').fill(run);
  const list = page.getByRole('table', { name: 'Districts/Campuses' });
  await expect(list.getByRole('row')).toHaveCount(4);
  await page.getByLabel('Top level only').check();
  await expect(list.getByRole('row')).toHaveCount(2);
  await expect(list.getByRole('link', { name: district })).toBeVisible();

  // The export holds what the filters show: the district, not its campuses.
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile((await file.path()) ?? '', 'utf8');
  expect(csv).toContain(district);
  expect(csv).not.toContain(`Lakeside North ${run}`);
});

test("an award given to a campus appears on its member's home page", async ({ page, browser }) => {
  test.slow();
  const award = `Spirit Award ${Date.now().toString(36)}`;
  await signIn(page, brand, 'employee@keystonegrowth.example', DEMO_PASSWORD, '/accounts/admin');
  await page.getByLabel('Search by name or id').fill('DEMO-RHS');
  await page.getByRole('link', { name: 'Riverside High School' }).click();
  await expect(
    page.getByRole('heading', { name: 'Riverside High School', level: 2 }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Add award' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(award);
  await dialog.getByLabel('School year').fill('2025-2026');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`The award ${award} was added.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Awards' }).getByText(award)).toBeVisible();

  // The demo participant belongs to the campus.
  const member = await (await browser.newContext()).newPage();
  await signIn(member, brand, 'participant@demo.example', DEMO_PASSWORD);
  // This run's award (a retry on the same server finds the earlier run's too).
  const given = member
    .getByRole('region', { name: 'Awards' })
    .getByRole('listitem')
    .filter({ hasText: award });
  await expect(given).toBeVisible();
  await expect(given.getByText('Awarded to Riverside High School', { exact: false })).toBeVisible();
});

test('a wrong school year is refused before anything is sent', async ({ page }) => {
  await signIn(page, brand, 'employee@keystonegrowth.example', DEMO_PASSWORD, '/accounts/admin');
  await page.getByLabel('Search by name or id').fill('DEMO-RMS');
  await page.getByRole('link', { name: 'Riverside Middle School' }).click();
  await page.getByRole('button', { name: 'Add award' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Not saved');
  await dialog.getByLabel('School year').fill('2025-2027');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Write the school year as 2026-2027.')).toBeVisible();
});

test('a participant is refused the account admin', async ({ page }) => {
  await signIn(page, brand, 'participant@demo.example', DEMO_PASSWORD, '/help');
  await page.goto(`${origin}/accounts/admin`);
  await expect(page.getByText('You are not authorized to access this feature.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Districts/Campuses' })).toHaveCount(0);
});
