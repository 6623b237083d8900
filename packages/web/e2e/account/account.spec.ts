import { randomUUID } from 'node:crypto';
import { expect, test, type Page, type Request } from '@playwright/test';
import { DEMO_PASSWORD, originOf, register, signIn, type NewPerson } from '../fixtures';

// Against the server. The specs that change an account register a person of their own; the
// demo participant only reads.
const brand = 'schools';
const origin = originOf(brand);
const PASSWORD = 'a long e2e passphrase';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAAOklEQVR42u3OQQ0AAAgEoCtiJfMbxxbOBxsBSPW8EiEhISEhISEhISEhISEhISEhISEhISEhISGhOwubwVumu4nCRQAAAABJRU5ErkJggg==',
  'base64',
);

/** A person of the test's own, registered and confirmed. */
async function newPerson(browser: Parameters<typeof register>[0]): Promise<NewPerson> {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const person = { email: `kj.${run}@demo.example`, first: 'Katherine', last: 'Johnson' };
  await register(browser, brand, person, PASSWORD);
  return person;
}

/** The requests the page sends whose path contains `part`. */
function requestsTo(page: Page, part: string): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes(part)) sent.push(request);
  });
  return sent;
}

test('a visitor opening the account page is sent to sign in first', async ({ page }) => {
  await page.goto(`${origin}/account`);
  // Straight to the identity service's sign-in screen, without booting the app on the way.
  await expect(page).toHaveURL(new RegExp(`^${origin}/auth/login\\?interaction=`));
});

test('the account page edits names, titles, contacts, the picture and the password', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const person = await newPerson(browser);
  const home = `home.${person.email}`;
  await signIn(page, brand, person.email, PASSWORD, '/account');
  await expect(page.getByRole('heading', { name: 'Katherine Johnson' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('account-page.png'), fullPage: true });

  await page.getByLabel('Last name').fill('Johnson-Goble');
  const titles = page.getByRole('combobox', { name: 'Titles' });
  for (const title of ['Teacher', 'Mentor']) {
    await titles.fill(title);
    await titles.press('Enter');
  }
  await page.getByRole('button', { name: 'Add an e-mail address' }).click();
  const second = page.getByTestId('email-row').nth(1);
  await second.getByRole('textbox', { name: 'E-mail address' }).fill(home);
  await second.getByRole('textbox', { name: 'Description' }).fill('home');
  await second.getByLabel('Preferred').check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Save completed')).toBeVisible();

  // Stored: the page read again shows what was saved.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Katherine Johnson-Goble' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Teacher' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mentor' })).toBeVisible();
  const reread = page.getByTestId('email-row').nth(1);
  await expect(reread.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(home);
  await expect(reread.getByLabel('Preferred')).toBeChecked();

  await page.getByTestId('picture-input').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  // Toasts show one at a time ('Save completed' first), so the picture itself is the proof.
  const picture = page.getByTestId('account-picture').locator('img');
  await expect(picture).toHaveAttribute('src', /\/pictures\/useraccount\//);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);

  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
  await page.getByLabel('Confirm the new password').fill('a brand new passphrase');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('account-page-saved.png'), fullPage: true });

  // The new password signs in.
  const context = await browser.newContext();
  try {
    const again = await context.newPage();
    await signIn(again, brand, person.email, 'a brand new passphrase', '/account');
    await expect(again.getByRole('heading', { name: 'Katherine Johnson-Goble' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the user menu leads to the account page', async ({ page }) => {
  await signIn(page, brand, 'participant@demo.example', DEMO_PASSWORD, '/help');
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await expect(page).toHaveURL(`${origin}/account`);
  await expect(page.getByRole('heading', { name: 'Pat Participant' })).toBeVisible();
});

test('a picture that is not an image is refused before it is sent', async ({ page }) => {
  const pictures = requestsTo(page, '/api/useraccount/UpdatePicture/');
  await signIn(page, brand, 'participant@demo.example', DEMO_PASSWORD, '/account');
  await expect(page.getByRole('heading', { name: 'Pat Participant' })).toBeVisible();
  await page.getByTestId('picture-input').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await expect(page.getByText('Choose a PNG, JPEG or WebP image.')).toBeVisible();
  expect(pictures).toEqual([]);
});

test('a stale save offers a reload that brings the newer account', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const person = await newPerson(browser);
  await signIn(page, brand, person.email, PASSWORD, '/account');
  await expect(page.getByRole('heading', { name: 'Katherine Johnson' })).toBeVisible();

  // Meanwhile the same person saves a newer last name in another window.
  const context = await browser.newContext();
  try {
    const other = await context.newPage();
    await signIn(other, brand, person.email, PASSWORD, '/account');
    await other.getByLabel('Last name').fill('Newer');
    await other.getByRole('button', { name: 'Save changes' }).click();
    await expect(other.getByText('Save completed')).toBeVisible();
  } finally {
    await context.close();
  }

  await page.getByLabel('First name').fill('Kate');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/This account was changed since you opened it/)).toBeVisible();
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByText(/This account was changed since you opened it/)).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Katherine Newer' })).toBeVisible();
});

test("someone else's account that the server refuses says so, with the spec's toast", async ({
  page,
}) => {
  await signIn(page, brand, 'participant@demo.example', DEMO_PASSWORD, '/help');
  const other = randomUUID();
  await page.goto(`${origin}/account/${other}`);
  await expect(page.getByText(`Unable to load user account: ${other}`)).toBeVisible();
  // The server's refusal, with the reference of its log entry.
  await expect(
    page.getByRole('alert').filter({
      hasText: /You are not authorized to access this feature\.\s*Reference: [0-9a-f-]{36}/,
    }),
  ).toBeVisible();
});
