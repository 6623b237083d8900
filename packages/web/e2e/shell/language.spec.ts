import { expect, test } from '@playwright/test';
import { loadLocale } from '@portal/core/i18n/server';
import { SIGN_IN_SCREEN, originOf, settled, signIn } from '../fixtures';
import {
  PASSWORD,
  describeSelf,
  invitationsTo,
  invite,
  newPerson,
  origin,
  runId,
  startProfile,
} from '../profile/profile-setup';

test('the language switch changes the visible texts and is remembered', async ({ page }) => {
  const german = await loadLocale('de');
  await page.goto(`${originOf('leaders')}/support`);
  await expect(page.getByRole('heading', { name: 'How can we help?' })).toBeVisible();

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();

  await expect(page.getByRole('heading', { name: german.shell.support.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.reload();
  await expect(page.getByRole('heading', { name: german.shell.support.title })).toBeVisible();
});

// A visitor reads the portal in their browser's language, and the sign-in and survey pages
// (no toolbar there) have a language menu of their own.
test.describe('a visitor whose browser speaks German', () => {
  test.use({ locale: 'de-DE' });

  test('reads the sign-in screen in German and chooses French there, kept for the next visit', async ({
    page,
  }) => {
    await page.goto(`${originOf('schools')}/login`);
    await page.waitForURL(SIGN_IN_SCREEN);
    await expect(page.getByLabel('E-Mail-Adresse')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // The brand's words too: its sign-in button.
    await expect(page.getByRole('button', { name: 'Bei Brightpath anmelden' })).toBeVisible();

    await page.getByRole('button', { name: 'Sprache' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await expect(page.getByLabel('Adresse e-mail')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.reload();
    await expect(page.getByLabel('Adresse e-mail')).toBeVisible();
  });
});

test('an outside describer whose browser speaks German answers in German, or chooses Polish', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const run = runId();
  const person = { email: `e2e.lang.${run}@demo.example`, first: 'Lena', last: 'Lang' };
  const describer = `de.${run}@example.org`;
  await newPerson(browser, person);
  await signIn(page, 'profile', person.email, PASSWORD, '/help');
  const me = await startProfile(page);
  await describeSelf(page, me, () => 4);
  await invite(page, me.id, [
    { firstName: 'Dana', lastName: 'Deutsch', email: describer, describerRelationship: 'peer' },
  ]);
  const [link] = await invitationsTo(browser, [describer]);

  const german = await (await browser.newContext({ locale: 'de-DE' })).newPage();
  await german.goto(`${origin}${link?.path ?? ''}`);
  await expect(german.getByRole('button', { name: 'Mein Feedback senden' })).toBeVisible();
  await expect(german.getByRole('radio', { name: 'Stimme voll zu' }).first()).toBeAttached();
  await german.getByRole('button', { name: 'Sprache' }).click();
  await german.getByRole('menuitem', { name: 'Polski' }).click();
  await expect(german.getByRole('button', { name: 'Wyślij moją opinię' })).toBeVisible();
});

test('the language a person chooses follows them to another browser', async ({ page, browser }) => {
  // A registration, then a sign-in in a second browser.
  test.slow();
  const run = runId();
  const person = { email: `e2e.follow.${run}@demo.example`, first: 'Fola', last: 'Low' };
  await newPerson(browser, person);
  await signIn(page, 'profile', person.email, PASSWORD, '/help');
  const kept = page.waitForResponse(
    (response) => response.url().endsWith('/api/useraccount/language') && response.ok(),
  );
  // The page is drawn first: a click while the app still settles after sign-in can be lost.
  await settled(page);
  await expect(async () => {
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Italiano' }).click({ timeout: 3_000 });
  }).toPass();
  await kept;

  const elsewhere = await (await browser.newContext()).newPage();
  await signIn(elsewhere, 'profile', person.email, PASSWORD, '/help');
  await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'it');
  await expect(elsewhere.getByRole('button', { name: 'Lingua' })).toBeVisible();
});
