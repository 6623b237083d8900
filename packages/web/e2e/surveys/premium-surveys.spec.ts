import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { TPremiumRelease, TSurveyReleaseSummary } from '@portal/core';
import { DEMO_PASSWORD, callApi, grantClaims, register, signIn, type NewPerson } from '../fixtures';
import { runId } from '../profile/profile-setup';

// Premium surveys as the people they are for, on the demo premium survey ("Campus culture
// review", answered about Riverside High School by its principal): a survey admin finds the
// campus's response on the release, the district's admin opens it from the campus's page and
// downloads its PDF. Then a reader answers the survey of a content page in place and finds it
// answered when they come back. Nothing of the demo accounts changes.
test.use({ actionTimeout: 45_000 });
const PASSWORD = 'Premium-Survey-2026!';

test("a campus's premium survey is read on the release and the campus, and downloaded", async ({
  browser,
  page,
}) => {
  test.setTimeout(300_000);
  const brand = 'schools';
  const admin: NewPerson = {
    email: `premium-admin-${runId()}@journey.example`,
    first: 'Prem',
    last: 'Admin',
  };
  await register(browser, brand, admin, PASSWORD);
  await grantClaims(browser, brand, admin.email, ['surveyAdmin']);

  // The survey admin: the release is premium and lists the campus's response.
  await signIn(page, brand, admin.email, PASSWORD, '/help');
  const releases = await callApi<TSurveyReleaseSummary[]>(
    page,
    brand,
    'GET',
    '/api/survey/GetReleases',
  );
  const release = releases.find((r) => r.name === 'Campus culture review: this year');
  expect(release).toBeDefined();
  const releaseId = release?.id ?? '';
  const premium = await callApi<TPremiumRelease>(
    page,
    brand,
    'GET',
    `/api/survey/GetPremiumRelease/${releaseId}`,
  );
  const campus = premium.responses[0]?.accountId ?? '';
  const adminContext = await browser.newContext();
  const onRelease = await adminContext.newPage();
  await signIn(
    onRelease,
    brand,
    admin.email,
    PASSWORD,
    `/survey/admin/releases/${releaseId}/results`,
  );
  await expect(onRelease.getByRole('switch', { name: /Premium: each account/ })).toBeChecked();
  const accounts = onRelease.getByRole('list', { name: 'Premium survey' });
  await expect(accounts.getByText('Riverside High School')).toBeVisible();
  await adminContext.close();

  // The district's admin opens the campus's results from its page and saves the PDF.
  const context = await browser.newContext();
  const districtAdmin = await context.newPage();
  await signIn(districtAdmin, brand, 'clientadmin@demo.example', DEMO_PASSWORD, `/org/${campus}`);
  const section = districtAdmin.getByRole('region', { name: 'Premium surveys' });
  await section.getByRole('link', { name: /View results: Riverside High School/ }).click();
  await expect(districtAdmin.getByRole('heading', { name: 'Campus culture review' })).toBeVisible();
  const climate = districtAdmin.getByRole('region', {
    name: 'How positive is the climate on campus this year?',
  });
  await expect(climate.getByRole('heading', { name: 'This account' })).toBeVisible();
  await expect(
    climate.getByRole('heading', { name: /All accounts \(\d+ responses?\)/ }),
  ).toBeVisible();
  const [download] = await Promise.all([
    districtAdmin.waitForEvent('download'),
    districtAdmin.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/Riverside High School.*\.pdf$/);
  const pdf = await readFile((await download.path()) ?? '');
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  await context.close();
});

test('a reader answers the survey of a content page in place and finds it answered', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  const brand = 'teams';
  const reader: NewPerson = {
    email: `content-survey-${runId()}@journey.example`,
    first: 'Rea',
    last: 'Der',
  };
  await register(browser, brand, reader, PASSWORD);
  // The content staff reach every item of the library (the demo team's members do too).
  await grantClaims(browser, brand, reader.email, ['contentEditor']);
  await signIn(page, brand, reader.email, PASSWORD, '/resources/getting-started');
  await page.getByRole('link', { name: 'Tell us how it is going' }).first().click();
  const scale = page.getByRole('radiogroup', { name: /How confident do you feel/ });
  await scale.getByRole('radio', { name: '4', exact: true }).click();
  await page
    .getByRole('textbox', { name: /What would you like to know more about/ })
    .fill('Huddles');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  await page.reload();
  await expect(page.getByText(/You answered this survey on/)).toBeVisible();
});
