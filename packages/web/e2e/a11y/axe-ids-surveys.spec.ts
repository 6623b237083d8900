import { expect, test } from '@playwright/test';
import type {
  TMySurvey,
  TMySurveys,
  TSurveyDefinitionSummary,
  TSurveyReleaseSummary,
  TTeamSurveyRelease,
  TAssessmentSummary,
  TGrowthReport,
  TGrowthSummary,
  TPremiumRelease,
} from '@portal/core';
import { DEMO_PASSWORD, callApi, signIn } from '../fixtures';
import { IdPageScans, signedInPage, visitorPage } from './axe-scan';

// The survey pages that take an id, on the demo survey ("Team pulse", released to the demo team
// and public): the editor, the results, and each way of answering; and the demo team surveys'
// (the alignment started for the demo team, the scorecard's team picker). Nothing is answered:
// the demo participant's invitations stay as they were.
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
  const codeOf = (title: string) => {
    const named = (survey: TMySurvey) =>
      (typeof survey.title === 'string' ? survey.title : survey.title.default) === title;
    return (mine.pending.find(named) ?? mine.done.find(named))?.surveyCode ?? '';
  };
  const code = codeOf('Team pulse');
  await scans.page(participant, `/mysurvey/${code}`);

  const visitor = await visitorPage(browser);
  await scans.page(visitor, `/surveys/${code}`);
  await scans.page(visitor, `/public-survey/${release.shortCode}`);
  // A one-click answer the demo survey's first question (a matrix) cannot take: the page says so.
  await scans.page(visitor, `/survey/${code}/00000000-0000-4000-8000-000000000001/0/5`);
  await scans.page(visitor, '/squrl/unknown1/group/north');
  await scans.page(visitor, `/teamAlignment?code=${codeOf('Team alignment')}`);
  const teamSurveys = await callApi<TTeamSurveyRelease[]>(
    page,
    brand,
    'GET',
    '/api/survey/GetTeamSurveyReleases',
  );
  const scorecard = teamSurveys.find((release) => release.kind === 'scorecard');
  await scans.page(visitor, `/aTeamScorecard?survey=${scorecard?.shortCode ?? ''}`);
  expect(scans.found).toEqual({});
});

// The assessment pages that take an id, on the demo growth assessment (two completed visits of the
// demo campus by the demo coach), in the leaders brand, which has growth assessments.
test('leaders: the assessment pages by their ids meet WCAG 2.1 AA', async ({ page }) => {
  test.setTimeout(300_000);
  const leaders = 'leaders';
  const scans = new IdPageScans(leaders);
  await signIn(page, leaders, 'coach@demo.example', DEMO_PASSWORD, '/help');
  const api = '/api/assessment';
  const list = await callApi<TAssessmentSummary[]>(page, leaders, 'GET', `${api}/GetAssessments`);
  const latest = list.find((a) => a.completedAt && a.scored);
  expect(latest).toBeDefined();
  if (!latest) return;
  const id = latest.id;
  await scans.page(page, `/assessment/admin/assessments/${id}`);
  const summary = await callApi<TGrowthSummary>(
    page,
    leaders,
    'GET',
    `${api}/GetGrowthSummary/${id}`,
  );
  await scans.printView(
    page,
    `/print/growthAssessmentSummary/key/${id}`,
    `${api}/GrowthSummaryPrintData/${id}`,
    summary,
  );
  const report = await callApi<TGrowthReport>(page, leaders, 'GET', `${api}/GetGrowthReport/${id}`);
  await scans.printView(
    page,
    `/print/growthAssessmentReport/key/${id}`,
    `${api}/GrowthReportPrintData/${id}`,
    report,
  );
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
