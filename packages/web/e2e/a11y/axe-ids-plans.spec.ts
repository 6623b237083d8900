import { expect, test } from '@playwright/test';
import type { TractionPlan } from '@portal/core';
import { DEMO_PASSWORD, callApi, signIn } from '../fixtures';
import { PASSWORD, newPerson } from '../checkup/checkup-setup';
import { myAccountId, runId } from '../profile/profile-setup';
import { IdPageScans, signedInPage, visitorPage } from './axe-scan';

// Plans by their id: a coach's view of the demo participant's plan, and a person's own plan with
// its saved versions, its review link and its print views.
test.use({ reducedMotion: 'reduce' });

test('teams: a group coach dashboard and a plan meet WCAG 2.1 AA', async ({ page }) => {
  test.setTimeout(180_000);
  const scans = new IdPageScans('teams');
  await signIn(page, 'teams', 'coach@demo.example', DEMO_PASSWORD, '/');
  const card = page.getByRole('region', { name: 'Coach dashboard' });
  await card.getByRole('link', { name: 'Riverside High Leadership Team' }).click();
  await expect(page).toHaveURL(/\/coachDashboard\/group\/[0-9a-f-]{36}$/);
  const dashboard = new URL(page.url()).pathname;
  const row = page
    .getByRole('table', { name: 'Members' })
    .getByRole('row', { name: /Pat Participant/ });
  await row.locator('[data-column="plan"]').getByRole('link', { name: 'Complete' }).click();
  await expect(page).toHaveURL(/\/plan\/userAccount\/[0-9a-f-]{36}$/);
  const plan = new URL(page.url()).pathname;
  await scans.page(page, dashboard);
  await scans.page(page, dashboard.replace('/coachDashboard/', '/coach/'));
  await scans.page(page, plan);
  expect(scans.found).toEqual({});
});

test('schools: a plan with its versions, review link and print views meets WCAG 2.1 AA', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const brand = 'schools';
  const scans = new IdPageScans(brand);
  const ria = { email: `e2e.axe.ria.${runId()}@demo.example`, first: 'Ria', last: 'Tester' };
  await newPerson(browser, ria, ['tractionPlan']);
  await signIn(page, brand, ria.email, PASSWORD, '/help');
  // Saved twice: the first save is a version of the plan.
  const userAccountId = await myAccountId(page);
  const save = (body: object) =>
    callApi<TractionPlan>(page, brand, 'POST', '/api/tractionplan/save', {
      userAccountId,
      ...body,
    });
  const first = await save({
    version: 0,
    plan: {
      goal: 'Plan the week on Monday',
      impactStatement: 'Fewer late evenings.',
      strengths: ['Prepares well', 'Listens carefully'],
      constraints: [
        {
          name: 'Saying yes to everything',
          definition: ['Seen every Monday.'],
          steps: [{ id: 'r1', description: 'Check the week before accepting' }],
        },
      ],
      accountabilityPartners: [],
    },
  });
  const plan = await save({
    id: first.id,
    version: first.version,
    plan: { ...first.plan, goal: 'Plan the week on Monday morning' },
  });
  const planId = plan.id ?? '';

  await scans.page(page, `/plan/userAccount/${userAccountId}`);
  await scans.dialog(page, 'a saved version', async () => {
    await page.getByRole('button', { name: 'Versions' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Version 1/ })
      .click();
    await expect(page.getByRole('button', { name: 'Restore version 1' })).toBeVisible();
  });
  const { printKey } = await callApi<{ printKey: string }>(
    page,
    brand,
    'GET',
    `/api/tractionplan/GetPrintApiKey?tractionPlanId=${planId}`,
  );
  await scans.printed(page, `/print/tractionplan/${printKey}/${planId}`);
  const shared = await callApi<TractionPlan>(
    page,
    brand,
    'GET',
    `/api/tractionplan/review/GenerateReviewId?tractionPlanId=${planId}`,
  );
  await scans.page(await visitorPage(browser), `/review/plan/review/${shared.reviewId ?? ''}`);

  // The security admins' print preview, with a key of their own.
  const security = await signedInPage(browser, brand, 'security@demo.example');
  const preview = await callApi<{ printKey: string }>(
    security,
    brand,
    'GET',
    `/api/tractionplan/GetPrintApiKey?tractionPlanId=${planId}`,
  );
  await scans.page(security, `/printpreview/tractionplan/${preview.printKey}/${planId}`);
  expect(scans.found).toEqual({});
});
