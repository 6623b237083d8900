import { expect, test, type Browser, type Page } from '@playwright/test';
import type { TCrmAccount } from '@portal/core';
import { callApi, grantClaims, originOf, register, signIn, type NewPerson } from '../fixtures';
import { runId } from '../profile/profile-setup';

// An award programme from its setting up to the award, as the people it is for do it: a survey
// admin sets up a programme over the demo "School climate" releases (staff and students, one
// response each) for a new campus; a staff member and a student answer its links on their
// phones without signing in, each getting the thank-you worded for them; the campus then has
// its award, which the admin sees in the progress and on the account's page.
const brand = 'schools';
test.use({ actionTimeout: 45_000 });
const PASSWORD = 'Award-Journey-2026!';

/** Answers the demo climate survey at an award link on a phone, and sends it. */
async function answerOnPhone(browser: Browser, link: string, heading: string, type: string) {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  try {
    const page = await phone.newPage();
    await page.goto(link);
    await expect(page.getByText(new RegExp(`${type} for Award Campus`))).toBeVisible();
    const scale = page.getByRole('radiogroup', { name: /How safe and welcome/ });
    await scale.getByRole('radio', { name: '4', exact: true }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  } finally {
    await phone.close();
  }
}

/** The link of a type in the account's progress table, as the page shows it. */
async function linkOf(page: Page, type: string) {
  const row = page.getByRole('row', { name: new RegExp(type) });
  return (await row.locator('code').textContent()) ?? '';
}

test('an award programme is set up, its surveys answered on phones and the award earned', async ({
  browser,
  page,
}) => {
  test.setTimeout(360_000);
  const run = runId();
  const admin: NewPerson = {
    email: `award-admin-${run}@journey.example`,
    first: 'Ava',
    last: 'Award',
  };
  await register(browser, brand, admin, PASSWORD);
  await grantClaims(browser, brand, admin.email, [
    'surveyAdmin',
    'globalDataAccess',
    'clientAdmin',
  ]);
  await signIn(page, brand, admin.email, PASSWORD, '/survey/awards');
  const campusName = `Award Campus ${run}`;
  const campus = await callApi<TCrmAccount>(page, brand, 'POST', '/api/crmaccount/upsert', {
    accountName: campusName,
  });

  // The admin sets up the programme: two campus surveys, one response each, for the campus.
  await page.getByRole('button', { name: 'New program' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Program name' }).fill(`Climate ${run}`);
  await dialog.getByRole('textbox', { name: 'Award name' }).fill('Start Strong');
  const require = async (type: string, release: string) => {
    await dialog.getByRole('combobox', { name: type }).click();
    await page.getByRole('option', { name: release }).click();
    await dialog.getByRole('spinbutton', { name: `Minimum responses (${type})` }).fill('1');
  };
  await require('Campus staff survey', 'School climate: staff');
  await require('Campus student survey', 'School climate: students');
  await dialog.getByRole('combobox', { name: 'Add an account' }).fill(campusName);
  await page.getByRole('option', { name: campusName }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Award program saved.')).toBeVisible();

  // Its progress: nothing answered yet, a link per survey to send.
  await page.getByRole('link', { name: `Progress of Climate ${run}` }).click();
  await expect(page.getByRole('heading', { name: campusName })).toBeVisible();
  await expect(page.getByText('In progress')).toBeVisible();
  const staffLink = await linkOf(page, 'Campus staff survey');
  const studentLink = await linkOf(page, 'Campus student survey');
  expect(staffLink).toContain('/awardsurvey?code=');

  // A staff member and a student answer on their phones, without an account.
  await answerOnPhone(browser, staffLink, 'Thank you for your answers', 'Campus staff survey');
  await answerOnPhone(browser, studentLink, 'Thanks for sharing!', 'Campus student survey');

  // A link that was tampered with opens nothing.
  const visitor = await browser.newPage();
  await visitor.goto(`${originOf(brand)}/awardsurvey?code=${'x'.repeat(43)}`);
  await expect(visitor.getByRole('heading', { name: 'Survey unavailable' })).toBeVisible();
  await visitor.close();

  // The campus has earned its award: the progress says so, and the account's page lists it.
  await page.reload();
  await expect(page.getByText(/^Awarded /)).toBeVisible();
  await page.goto(`${originOf(brand)}/org/${campus.id}`);
  await expect(page.getByRole('heading', { name: 'Award surveys' })).toBeVisible();
  await expect(page.getByText(/^Awarded /)).toBeVisible();
  await expect(page.getByText('Start Strong').first()).toBeVisible();
});
