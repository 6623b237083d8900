import { expect, test } from '@playwright/test';
import type {
  TMySurveys,
  TPremiumRelease,
  TSurveyDefinitionSummary,
  TSurveyReleaseSummary,
} from '@portal/core';
import { DEMO_PASSWORD, callApi, signIn } from '../fixtures';
import { IdPageScans, signedInPage, visitorPage } from './axe-scan';

// The survey pages that take an id, on the demo survey ("Team pulse", released to the demo team
// and public): the editor, the results, and each way of answering. Nothing is answered: the demo
// participant's invitation stays as it was.
test.use({ reducedMotion: 'reduce' });

const brand = 'teams';

test('teams: the survey pages by their ids meet WCAG 2.1 AA', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const scans = new IdPageScans(brand);
  await signIn(page, brand, 'content@demo.example', DEMO_PASSWORD, '/help');
  const definitions = await callApi<TSurveyDefinitionSummary[]>(
    page,
    brand,
    'GET',
    '/api/survey/GetDefinitions',
  );
  const definition = definitions.find((d) => d.name === 'Team pulse');
  const releases = await callApi<TSurveyReleaseSummary[]>(
    page,
    brand,
    'GET',
    `/api/survey/GetReleases?definitionId=${definition?.id ?? ''}`,
  );
  const release = releases[0];
  expect(release).toBeDefined();
  if (!definition || !release) return;

  await scans.page(page, `/survey/admin/definitions/${definition.id}`);
  await scans.page(page, `/survey/admin/releases/${release.id}/results`);
  await scans.page(page, `/open-survey/${release.shortCode}`);

  const participant = await signedInPage(browser, brand, 'participant@demo.example');
  const mine = await callApi<TMySurveys>(participant, brand, 'GET', '/api/survey/GetMySurveys');
  const code = mine.toDo[0]?.surveyCode ?? mine.done[0]?.surveyCode ?? '';
  await scans.page(participant, `/mysurvey/${code}`);

  const visitor = await visitorPage(browser);
  await scans.page(visitor, `/surveys/${code}`);
  await scans.page(visitor, `/public-survey/${release.shortCode}`);
  // A one-click answer the demo survey's first question (a matrix) cannot take: the page says so.
  await scans.page(visitor, `/survey/${code}/00000000-0000-4000-8000-000000000001/0/5`);
  await scans.page(visitor, '/squrl/unknown1/group/north');
  expect(scans.found).toEqual({});
});

test('schools: the premium survey pages by their ids meet WCAG 2.1 AA', async ({ page }) => {
  test.setTimeout(180_000);
  const scans = new IdPageScans('schools');
  await signIn(page, 'schools', 'content@demo.example', DEMO_PASSWORD, '/help');
  const releases = await callApi<TSurveyReleaseSummary[]>(
    page,
    'schools',
    'GET',
    '/api/survey/GetReleases',
  );
  const release = releases.find((r) => r.name === 'Campus culture review: this year');
  const premium = await callApi<TPremiumRelease>(
    page,
    'schools',
    'GET',
    `/api/survey/GetPremiumRelease/${release?.id ?? ''}`,
  );
  const responseId = premium.responses[0]?.responseId ?? '';
  await scans.page(page, `/survey/premium/${responseId}`);
  // On paper: the data as the print key's call would answer it.
  await scans.printView(
    page,
    `/print/premiumSurveyResults/key/${responseId}`,
    `/api/survey/GetPremiumSurveyResultsPrintData/${responseId}`,
    await callApi(page, 'schools', 'GET', `/api/survey/GetPremiumSurveyResults/${responseId}`),
  );
  expect(scans.found).toEqual({});
});
