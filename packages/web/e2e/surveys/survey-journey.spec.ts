import { expect, test, type Browser, type Page } from '@playwright/test';
import type { TSurveyReleaseSummary } from '@portal/core';
import {
  callApi,
  grantClaims,
  latestMessageTo,
  originOf,
  register,
  signIn,
  type NewPerson,
} from '../fixtures';
import { runId } from '../profile/profile-setup';

// A survey from its building to its results, as the people it is for do it: a survey admin builds
// a definition and releases it to two people and to anyone with its public link; one answers from
// "My surveys", one from the one-click answer in their invitation e-mail, a visitor on a phone
// answers anonymously; the admin reads the results and downloads them as Excel.
const brand = 'teams';
// A step that cannot happen fails in under a minute, not at the test's end.
test.use({ actionTimeout: 45_000 });
const PASSWORD = 'Survey-Journey-2026!';

async function answerAndSubmit(page: Page, rating: string | null, comment: string) {
  if (rating) {
    const scale = page.getByRole('radiogroup', { name: /How is your energy this week/ });
    await scale.getByRole('radio', { name: rating, exact: true }).click();
  }
  await page.getByRole('textbox', { name: /What would help most/ }).fill(comment);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
}

async function asPerson(browser: Browser, person: NewPerson, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, brand, person.email, PASSWORD, path);
  return page;
}

test('a survey is built, released, answered three ways and its results read', async ({
  browser,
  page,
}) => {
  test.setTimeout(420_000);
  const run = runId();
  const person = (first: string): NewPerson => ({
    email: `survey-${first.toLowerCase()}-${run}@journey.example`,
    first,
    last: 'Journey',
  });
  const [admin, ana, ben] = [person('Admin'), person('Ana'), person('Ben')];
  for (const someone of [admin, ana, ben]) await register(browser, brand, someone, PASSWORD);
  // A survey admin who may also look people up (the release's person picker).
  await grantClaims(browser, brand, admin.email, ['surveyAdmin', 'globalDataAccess']);

  // The admin builds a definition: a required rating and a long answer.
  await signIn(page, brand, admin.email, PASSWORD, '/survey/admin');
  await page.getByRole('link', { name: 'New definition' }).click();
  await page.getByRole('textbox', { name: 'Definition name' }).fill(`Pulse ${run}`);
  await page.getByRole('textbox', { name: 'Survey title' }).fill(`Team pulse ${run}`);
  const addQuestion = async (type: string) => {
    await page.getByRole('button', { name: 'Add a question' }).click();
    await page.getByRole('menuitem', { name: type }).click();
  };
  await addQuestion('Rating scale');
  const first = page.getByRole('region', { name: 'Question 1' });
  await first.getByRole('textbox', { name: 'Question' }).fill('How is your energy this week?');
  await first.getByRole('switch', { name: 'Required' }).check();
  await addQuestion('Long answer');
  const second = page.getByRole('region', { name: 'Question 2' });
  await second.getByRole('textbox', { name: 'Question' }).fill('What would help most?');
  await page.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(page.getByText('Saved as version 1.')).toBeVisible();

  // It releases it to Ana and Ben, and publicly.
  await page.getByRole('button', { name: 'Back to the definitions' }).click();
  const row = page.getByRole('row', { name: new RegExp(`Pulse ${run}`) });
  await row.getByRole('link', { name: 'Releases' }).click();
  await page.getByRole('button', { name: 'New release' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(`Pulse release ${run}`);
  for (const someone of [ana, ben]) {
    await dialog.getByRole('combobox', { name: 'Add a person' }).fill(someone.email);
    await page.getByRole('option', { name: new RegExp(someone.email) }).click();
  }
  await dialog.getByRole('switch', { name: /^Public/ }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Release saved.')).toBeVisible();
  const releases = await callApi<TSurveyReleaseSummary[]>(
    page,
    brand,
    'GET',
    '/api/survey/GetReleases',
  );
  const release = releases.find((r) => r.name === `Pulse release ${run}`);
  expect(release).toBeDefined();

  // Ana answers from her surveys.
  const anaPage = await asPerson(browser, ana, '/mysurveys');
  await anaPage.getByRole('link', { name: /Start/ }).first().click();
  await answerAndSubmit(anaPage, '4', 'More planning time');
  await anaPage.context().close();

  // Ben answers the first question in his e-mail with one click, then the rest.
  const mail = await latestMessageTo(browser, brand, ben.email, `Pulse release ${run}`);
  const oneClick = /^5: (https?:\/\/\S+)$/m.exec(mail.bodyText)?.[1];
  expect(oneClick).toBeDefined();
  const benContext = await browser.newContext();
  const benPage = await benContext.newPage();
  await benPage.goto(`${originOf(brand)}${new URL(oneClick ?? '').pathname}`);
  const scale = benPage.getByRole('radiogroup', { name: /How is your energy this week/ });
  await expect(scale.getByRole('radio', { name: '5', exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await answerAndSubmit(benPage, null, 'A quieter staff room');
  await benContext.close();

  // A visitor answers anonymously on a phone, at the public link.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const visitor = await phone.newPage();
  await visitor.goto(`${originOf(brand)}/public-survey/${release?.shortCode ?? ''}`);
  await answerAndSubmit(visitor, '2', 'Fewer meetings');
  await phone.close();

  // The admin reads the results and downloads them.
  await page
    .getByRole('row', { name: new RegExp(`Pulse release ${run}`) })
    .getByRole('link', { name: 'Results' })
    .click();
  await expect(page.getByText('3 responses')).toBeVisible();
  const energy = page.getByRole('table', { name: /How is your energy this week/ });
  await expect(energy).toBeVisible();
  await expect(page.getByText('A quieter staff room')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download .xlsx' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = await download.path();
  const { readFile } = await import('node:fs/promises');
  // An .xlsx is a zip: it starts with the zip signature.
  expect((await readFile(workbook)).subarray(0, 2).toString()).toBe('PK');
});
