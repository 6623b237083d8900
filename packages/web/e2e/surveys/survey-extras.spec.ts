import { expect, test, type Browser } from '@playwright/test';
import type { TSurveyDefinitionSummary } from '@portal/core';
import { callApi, grantClaims, originOf, register, signIn, type NewPerson } from '../fixtures';
import { IdPageScans } from '../a11y/axe-scan';
import { runId } from '../profile/profile-setup';

// After a survey is answered: a survey admin without staff claims picks the person to ask in the
// release dialog; the person answers from "My surveys" and reads their answers again there; the
// admin opens the person's surveys by their share code and reads the answers as a viewer. Each
// new page is scanned for WCAG 2.1 AA on the way.
const brand = 'teams';
test.use({ actionTimeout: 45_000, reducedMotion: 'reduce' });
const PASSWORD = 'Survey-Extras-2026!';

async function asPerson(browser: Browser, person: NewPerson, path: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, brand, person.email, PASSWORD, path);
  return page;
}

test('an answered survey is read again by its person and, by share code, by the survey admin', async ({
  browser,
  page,
}) => {
  test.setTimeout(300_000);
  const run = runId();
  const person = (first: string): NewPerson => ({
    email: `extras-${first.toLowerCase()}-${run}@journey.example`,
    first,
    last: 'Extras',
  });
  const [admin, ana] = [person('Admin'), person('Ana')];
  for (const someone of [admin, ana]) await register(browser, brand, someone, PASSWORD);
  // A survey admin only: no claim of the portal's people search.
  await grantClaims(browser, brand, admin.email, ['surveyAdmin']);

  // The admin's definition (its building has its own journey), then a release to Ana, on screen.
  await signIn(page, brand, admin.email, PASSWORD, '/survey/admin');
  const title = `Check-in ${run}`;
  const definition = await callApi<TSurveyDefinitionSummary>(
    page,
    brand,
    'POST',
    '/api/survey/SaveDefinition',
    {
      name: `Check-in ${run}`,
      body: {
        title,
        pages: [
          {
            name: 'p1',
            elements: [
              {
                type: 'radiogroup',
                name: 'mood',
                title: 'How was the week?',
                isRequired: true,
                choices: [
                  { value: 'good', text: 'Good' },
                  { value: 'hard', text: 'Hard' },
                ],
              },
            ],
          },
        ],
      },
    },
  );
  await page.goto(`${originOf(brand)}/survey/admin/releases?definition=${definition.id}`);
  await page.getByRole('button', { name: 'New release' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(`Check-in release ${run}`);
  await dialog.getByRole('combobox', { name: 'Add a person' }).fill(ana.email);
  await page.getByRole('option', { name: new RegExp(ana.email) }).click();
  await expect(dialog.getByText(`Person: Ana Extras <${ana.email}>`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Release saved.')).toBeVisible();

  // Ana answers from her surveys, then reads her answers again, read only.
  const anaPage = await asPerson(browser, ana, '/mysurveys');
  await anaPage.getByRole('link', { name: `Start: ${title}` }).click();
  await anaPage.getByRole('radio', { name: 'Hard' }).check();
  await anaPage.getByRole('button', { name: 'Submit' }).click();
  await expect(anaPage.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  await anaPage.getByRole('link', { name: 'My surveys' }).last().click();
  await anaPage.getByRole('link', { name: `View answers: ${title}` }).click();
  await expect(anaPage.getByText(/they cannot be changed/)).toBeVisible();
  const hard = anaPage.getByRole('radio', { name: 'Hard' });
  await expect(hard).toBeChecked();
  await expect(hard).toBeDisabled();
  await expect(anaPage.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  const scans = new IdPageScans(brand);
  await scans.page(anaPage, new URL(anaPage.url()).pathname);
  const { userAccountId } = await callApi<{ userAccountId: string }>(
    anaPage,
    brand,
    'GET',
    '/api/useraccount/GetHomeData',
  );
  const { shareCode } = await callApi<{ shareCode: string }>(
    anaPage,
    brand,
    'GET',
    `/api/useraccount/GetShareCode/${userAccountId}`,
  );
  await anaPage.context().close();

  // The admin opens Ana's surveys by her share code and reads her answers as a viewer.
  await scans.page(page, `/mysurveys/${shareCode}`);
  await expect(page.getByRole('heading', { name: 'Surveys of Ana Extras' })).toBeVisible();
  await page.getByRole('link', { name: `View answers: ${title}` }).click();
  await expect(page).toHaveURL(/\/viewer$/);
  await expect(page.getByText('Answers of Ana Extras')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Hard' })).toBeChecked();
  await scans.page(page, new URL(page.url()).pathname);
  await page.getByRole('link', { name: 'Back to the results' }).click();
  await expect(page.getByText('1 response')).toBeVisible();
  // The results list Ana's response, opening her answers again.
  await expect(
    page.getByRole('region', { name: 'Responses' }).getByRole('link', { name: 'Ana Extras' }),
  ).toBeVisible();
  expect(scans.found).toEqual({});
});
