import { expect, test } from '@playwright/test';
import type { TAssessment, TSurveyDefinition } from '@portal/core';
import { callApi, grantClaims, originOf, register, signIn, type NewPerson } from '../fixtures';
import { runId } from '../profile/profile-setup';

// An assessment from its definition to its growth report, as the people it is for do it: a survey
// editor makes a definition of the visit's questions; a visiting coach, on a phone, starts an
// assessment of the demo campus, answers it page by page, completes it and downloads its growth
// report; the campus's page lists it. In the leaders brand, which has growth assessments.
const brand = 'leaders';
test.use({ actionTimeout: 45_000 });
const PASSWORD = 'Assessment-Journey-2026!';

test('an assessment is defined, answered on a phone, completed and its growth report downloaded', async ({
  browser,
  page,
}) => {
  test.setTimeout(420_000);
  const run = runId();
  const person = (first: string): NewPerson => ({
    email: `assessment-${first.toLowerCase()}-${run}@journey.example`,
    first,
    last: 'Journey',
  });
  const [author, coach] = [person('Author'), person('Coach')];
  for (const someone of [author, coach]) await register(browser, brand, someone, PASSWORD);
  await grantClaims(browser, brand, author.email, ['surveyEditor']);
  // A visiting consultant who may see every account (an employee).
  await grantClaims(browser, brand, coach.email, ['trainer', 'globalDataAccess']);

  // The visit's questions (the survey editor has a journey of its own), then the definition.
  await signIn(page, brand, author.email, PASSWORD, '/assessment/admin');
  const levels = [1, 2, 3, 4].map((value) => ({ value, text: `Level ${value}` }));
  await callApi<TSurveyDefinition>(page, brand, 'POST', '/api/survey/SaveDefinition', {
    name: `Visit ${run}`,
    body: {
      title: `Visit ${run}`,
      pages: [
        {
          name: 'culture',
          title: 'Culture',
          elements: [
            {
              type: 'radiogroup',
              name: 'vision',
              title: 'The vision is shared',
              isRequired: true,
              choices: levels,
            },
          ],
        },
        {
          name: 'notes',
          title: 'Notes',
          elements: [{ type: 'comment', name: 'notes', title: 'Visit notes' }],
        },
      ],
    },
  });
  await expect(page.getByRole('tab', { name: 'Definitions' })).toBeVisible();
  await page.getByRole('tab', { name: 'Definitions' }).click();
  await page.getByRole('button', { name: 'New definition' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(`Visit ${run}`);
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Traction visit' }).click();
  await dialog.getByRole('combobox', { name: 'Questions (survey definition)' }).click();
  await page.getByRole('option', { name: `Visit ${run}` }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`Visit ${run}`) })).toBeVisible();

  // The coach, on a phone, starts an assessment of the demo campus and answers it.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const visit = await phone.newPage();
  await signIn(visit, brand, coach.email, PASSWORD, '/assessment/admin');
  await visit.getByRole('combobox', { name: 'Account' }).fill('Riverside High');
  await visit.getByRole('option', { name: /Riverside High School/ }).click();
  await visit.getByRole('combobox', { name: 'Assessment' }).click();
  await visit.getByRole('option', { name: `Visit ${run} (Traction visit)` }).click();
  await visit.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(visit).toHaveURL(/\/assessment\/admin\/assessments\/[0-9a-f-]{36}$/);
  const assessmentId = visit.url().split('/').at(-1) ?? '';

  await visit
    .getByRole('radiogroup', { name: /The vision is shared/ })
    .getByRole('radio', { name: 'Level 3' })
    .click();
  await visit.getByRole('button', { name: 'Next' }).click();
  await visit.getByRole('textbox', { name: /Visit notes/ }).fill('Huddles have started.');
  await visit.getByRole('button', { name: 'Complete' }).click();
  await expect(visit.getByText(/^Completed .* by Coach Journey\.$/)).toBeVisible();
  await expect(visit.getByText('Huddles have started.')).toBeVisible();
  await expect(visit.getByRole('cell', { name: '75%' })).toBeVisible();

  // The growth report as a PDF, rendered by the server from its print view.
  const downloading = visit.waitForEvent('download');
  await visit.getByRole('button', { name: `Growth report of Visit ${run} (PDF)` }).click();
  expect((await downloading).suggestedFilename()).toMatch(
    /Riverside High School .* Growth report\.pdf$/,
  );

  // The campus's page lists the assessment, completed.
  const done = await callApi<TAssessment>(
    visit,
    brand,
    'GET',
    `/api/assessment/GetAssessment/${assessmentId}`,
  );
  await visit.goto(`${originOf(brand)}/org/${done.crmAccountId}`);
  const row = visit.getByRole('row', { name: new RegExp(`Visit ${run}`) });
  await expect(row).toContainText('Completed');
  await phone.close();
});
