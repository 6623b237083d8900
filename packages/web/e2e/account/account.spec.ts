import { expect, test, type Page, type Route } from '@playwright/test';
import type { TUserAccount } from '@portal/core';
import { originOf, seedUser } from '../fixtures';

// The seeded session's token is not one the server accepts, so the account calls are answered
// here (page.route); the guard, the page and its requests are the real ones.
const origin = originOf('schools');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAAOklEQVR42u3OQQ0AAAgEoCtiJfMbxxbOBxsBSPW8EiEhISEhISEhISEhISEhISEhISEhISEhISGhOwubwVumu4nCRQAAAABJRU5ErkJggg==',
  'base64',
);

const account: TUserAccount = {
  id: '1d4b7c0e-6a8e-4f0b-9a55-0c1f0f1b2a33',
  userId: 'seeded-user',
  appName: 'schools',
  kind: 0,
  firstName: 'Katherine',
  lastName: 'Johnson',
  titles: ['Teacher', 'Process Champion'],
  emails: [
    { address: 'kj@example.org', description: 'work', primary: true, preferred: true },
    { address: 'katherine@home.example', description: 'home', primary: false, preferred: false },
  ],
  phoneNumbers: [{ number: '(555) 123-4567', preferred: true }],
  crmAccounts: [],
  emailConfirmed: true,
  dataImageUrl: null,
  isProfileIntroduced: false,
  pinnedNoteIds: [],
  version: 2,
  abilities: { edit: true, changePassword: true },
};

type Calls = { saves: unknown[]; pictures: unknown[]; passwords: unknown[] };

const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** Answers the account page's calls as the server would, and records what was sent. */
async function serveAccount(page: Page, answer: TUserAccount = account): Promise<Calls> {
  const calls: Calls = { saves: [], pictures: [], passwords: [] };
  let current = answer;
  await page.route('**/api/useraccount/GetByUserId/**', (route) => json(route, current));
  await page.route('**/api/useraccount/save', async (route) => {
    const body = route.request().postDataJSON() as TUserAccount;
    calls.saves.push(body);
    if (body.version !== current.version) {
      return json(route, { message: 'The account was changed.', referenceId: 'r1' }, 409);
    }
    current = { ...current, ...body, version: current.version + 1 };
    return json(route, current);
  });
  await page.route('**/api/useraccount/UpdatePicture/**', async (route) => {
    calls.pictures.push(route.request().postDataJSON());
    current = { ...current, dataImageUrl: `/pictures/useraccount/${current.id}/${'a'.repeat(32)}` };
    return json(route, current);
  });
  await page.route('**/pictures/useraccount/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PNG }),
  );
  await page.route('**/api/auth/ChangePassword', async (route) => {
    calls.passwords.push(route.request().postDataJSON());
    return json(route, { ok: true });
  });
  return calls;
}

test('a visitor opening the account page is sent to sign in first', async ({ page }) => {
  await page.goto(`${origin}/account`);
  await expect(page).toHaveURL(`${origin}/login?redirect=%2Faccount`);
});

test('the account page edits names, titles, contacts, the picture and the password', async ({
  page,
}, testInfo) => {
  await seedUser(page, 'schools', { name: 'Katherine Johnson', email: 'kj@example.org' });
  const calls = await serveAccount(page);
  await page.goto(`${origin}/account`);
  await expect(page.getByRole('heading', { name: 'Katherine Johnson' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Process Champion' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('account-page.png'), fullPage: true });

  await page.getByLabel('Last name').fill('Johnson-Goble');
  await page.getByLabel('Titles').fill('Mentor');
  await page.getByLabel('Titles').press('Enter');
  await page.getByTestId('email-row').nth(1).getByLabel('Primary').check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Save completed')).toBeVisible();
  expect(calls.saves[0]).toMatchObject({
    version: 2,
    lastName: 'Johnson-Goble',
    titles: ['Teacher', 'Process Champion', 'Mentor'],
    emails: [{ primary: false }, { address: 'katherine@home.example', primary: true }],
  });

  await page.getByTestId('picture-input').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  // Toasts show one at a time ('Save completed' first), so the picture itself is the proof.
  await expect(page.getByTestId('account-picture').locator('img')).toHaveAttribute(
    'src',
    /\/pictures\/useraccount\//,
  );
  expect((calls.pictures[0] as { data: string }).data).toMatch(/^data:image\/png;base64,/);

  await page.getByLabel('Current password').fill('an old passphrase');
  await page.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
  await page.getByLabel('Confirm the new password').fill('a brand new passphrase');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  expect(calls.passwords).toEqual([
    {
      oldPassword: 'an old passphrase',
      newPassword: 'a brand new passphrase',
      confirmPassword: 'a brand new passphrase',
    },
  ]);
  await page.screenshot({ path: testInfo.outputPath('account-page-saved.png'), fullPage: true });
});

test('the user menu leads to the account page', async ({ page }) => {
  await seedUser(page, 'schools', { name: 'Katherine Johnson' });
  await serveAccount(page);
  await page.goto(`${origin}/help`);
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await expect(page).toHaveURL(`${origin}/account`);
  await expect(page.getByRole('heading', { name: 'Katherine Johnson' })).toBeVisible();
});

test('a picture that is not an image is refused before it is sent', async ({ page }) => {
  await seedUser(page, 'schools');
  const calls = await serveAccount(page);
  await page.goto(`${origin}/account`);
  await page.getByTestId('picture-input').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await expect(page.getByText('Choose a PNG, JPEG or WebP image.')).toBeVisible();
  expect(calls.pictures).toEqual([]);
});

test('a stale save offers a reload that brings the newer account', async ({ page }) => {
  await seedUser(page, 'schools');
  await serveAccount(page, { ...account, version: 7 });
  await page.route('**/api/useraccount/save', (route) =>
    json(route, { message: 'The account was changed.', referenceId: 'r2' }, 409),
  );
  await page.goto(`${origin}/account`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/This account was changed since you opened it/)).toBeVisible();
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByText(/This account was changed since you opened it/)).toBeHidden();
});

test("someone else's account that the server refuses says so, with the spec's toast", async ({
  page,
}) => {
  await seedUser(page, 'schools');
  const other = '0e3c9a7d-2b6f-4c1e-8d2a-5f4b3c2d1e0f';
  await page.route('**/api/useraccount/GetByUserId/**', (route) =>
    json(
      route,
      { message: 'You are not authorized to access this feature.', referenceId: 'r3' },
      403,
    ),
  );
  await page.goto(`${origin}/account/${other}`);
  await expect(page.getByText(`Unable to load user account: ${other}`)).toBeVisible();
  await expect(page.getByText('Reference: r3')).toBeVisible();
});
