import { expect, test } from '@playwright/test';
import { awardSurveyPath, type TAwardAccountProgress, type TAwardProgram } from '@portal/core';
import { DEMO_PASSWORD, callApi, originOf, signIn } from '../fixtures';
import { IdPageScans, violationsOn, visitorPage } from './axe-scan';

// The award survey pages on the demo programme ("School climate award", over the demo campuses):
// its progress with the programme dialog open, and a campus's survey as a visitor opens it from
// its link (the code travels in the query, not the path). Nothing is answered or saved.
test.use({ reducedMotion: 'reduce' });

const brand = 'schools';

test('schools: the award survey pages by their ids meet WCAG 2.1 AA', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const scans = new IdPageScans(brand);
  await signIn(page, brand, 'content@demo.example', DEMO_PASSWORD, '/help');
  const programs = await callApi<TAwardProgram[]>(
    page,
    brand,
    'GET',
    '/api/survey/GetAwardPrograms',
  );
  const program = programs.find((p) => p.name === 'School climate award');
  expect(program).toBeDefined();
  if (!program) return;
  await scans.page(page, `/survey/awards/${program.id}`);
  await scans.dialog(page, 'programme', () =>
    page.getByRole('button', { name: `Edit ${program.name}` }).click(),
  );
  const progress = await callApi<TAwardAccountProgress[]>(
    page,
    brand,
    'GET',
    `/api/survey/GetAwardProgress/${program.id}`,
  );
  const code = progress[0]?.types[0]?.code ?? '';
  const visitor = await visitorPage(browser);
  const onSurvey = await violationsOn(visitor, `${originOf(brand)}${awardSurveyPath(code)}`);
  expect({ ...scans.found, ...(onSurvey.length ? { awardsurvey: onSurvey } : {}) }).toEqual({});
});
