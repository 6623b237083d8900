import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { TEvent, TEventCatalogItem } from '@portal/core';
import {
  DEMO_PASSWORD,
  SIGN_IN_SCREEN,
  callApi,
  latestMessageTo,
  linkIn,
  signIn,
  submitSignIn,
} from '../fixtures';
import { answer, step, toast } from './checkup-helpers';
import { PASSWORD, brand, newPerson, origin, savePlan, type Person } from './checkup-setup';

// The demo's trainer runs a checkup from the event summary e-mail to the released report, which
// the participant opens from the "report is ready" e-mail (docs/decisions.md, "Checkups: who
// runs them" and "Checkups: the report's address").
test.setTimeout(300_000);

const COACH = 'coach@demo.example';
const HOUR_MS = 3_600_000;

/** Opens an e-mailed link in a browser that is not signed in: sign-in, then the link's page. */
async function openSignedOut(page: Page, path: string, email: string, password: string) {
  await page.goto(`${origin}${path}`);
  await page.waitForURL(SIGN_IN_SCREEN);
  await submitSignIn(page, brand, email, password);
  await page.waitForURL(`${origin}${path}`);
}

test('the demo coach runs a checkup of an event they trained, from the summary e-mail to the report the participant opens from hers', async ({
  page,
  browser,
}) => {
  const run = Date.now().toString(36);
  const ada: Person = { email: `e2e.trainee.${run}@demo.example`, first: 'Tia', last: 'Trainee' };
  const partners: Person[] = ['Uma', 'Vic'].map((first) => ({
    email: `${first.toLowerCase()}.${run}@example.org`,
    first,
    last: 'Partner',
  }));
  const plan = {
    constraint: 'Saying yes to everything',
    step: 'Check the week before accepting a new request',
    strengths: ['Warm with new colleagues', 'Prepares well'],
    partners,
  };
  await newPerson(browser, ada, ['tractionPlan']);
  await savePlan(browser, ada, {
    goal: 'Protect the week for the work that matters.',
    impactStatement: 'Fewer late evenings.',
    strengths: plan.strengths,
    constraints: [
      {
        name: plan.constraint,
        definition: ['Seen every Monday.'],
        steps: [{ id: 'tia-1', description: plan.step }],
      },
    ],
    partners,
  });

  // The coach's session of this afternoon, over two hours ago: its summary is due.
  const staff = await browser.newContext();
  let event: TEvent;
  try {
    const coach = await staff.newPage();
    await signIn(coach, brand, COACH, DEMO_PASSWORD, '/help');
    const types = await callApi<TEventCatalogItem[]>(
      coach,
      brand,
      'GET',
      '/api/eventcatalog/getall',
    );
    const type = types.find((t) => t.name === 'Team Coaching Session');
    expect(type).toBeDefined();
    const start = Date.now() - 4 * HOUR_MS;
    event = await callApi<TEvent>(coach, brand, 'POST', '/api/event/save', {
      eventTypeId: type?.id,
      description: `Coaching with checkup ${run}`,
      trainerEmail: COACH,
      startDate: new Date(start).toISOString(),
      endDate: new Date(start + HOUR_MS).toISOString(),
    });
    await callApi(coach, brand, 'POST', '/api/participant/save', {
      eventId: event.id,
      firstName: ada.first,
      lastName: ada.last,
      email: ada.email,
    });
    const developer = await staff.newPage();
    await staff.clearCookies();
    await signIn(developer, brand, 'developer@demo.example', DEMO_PASSWORD, '/help');
    await callApi(developer, brand, 'GET', '/api/event/ProcessEventSummary');
  } finally {
    await staff.close();
  }

  // The summary e-mail's link opens the event's summary for its trainer.
  const summary = await latestMessageTo(browser, brand, COACH);
  expect(summary.subject).toContain('Summary of');
  const link = linkIn(summary, `/event/view/${event.id}`);
  await openSignedOut(page, link, COACH, DEMO_PASSWORD);
  await expect(page.getByRole('tab', { name: 'Summary', selected: true })).toBeVisible();

  // The Checkup tab: the coach saves the checkup and takes its steps.
  await page.getByRole('tab', { name: 'Checkup' }).click();
  await expect(page.getByText(/This event has no checkup yet/)).toBeVisible();
  await expect(page.getByText(/You can follow this checkup here/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Traction plan checkup has been updated.')).toBeVisible();
  const card = page.locator(`[data-participant="${ada.email}"]`);
  await expect(card).toBeVisible();
  await step(page, 'Send initial notification', 1);
  await step(page, 'Send final notification', 2);
  await step(page, 'Start feedback', 3);
  await expect(card.getByText('Partners answered: 0 of 2')).toBeVisible();

  const name = `${ada.first} ${ada.last}`;
  const comments = partners.map((p) => `${p.first} saw the week checked first ${run}`);
  for (const [i, partner] of partners.entries()) {
    await answer(browser, {
      partner,
      participant: name,
      strength: plan.strengths[i] ?? '',
      constraint: plan.constraint,
      step: plan.step,
      rating: 'Agree',
      comment: comments[i] ?? '',
      encouragement: `Keep it up ${run}`,
    });
  }

  await page.reload();
  await page.getByRole('tab', { name: 'Checkup' }).click();
  await expect(card.getByText('Partners answered: 2 of 2')).toBeVisible();
  await step(page, 'Close feedback', 4);
  await step(page, 'Release reports', 5);
  await toast(page, 'The reports have been released.');

  // The participant opens the report from the e-mail that says it is ready.
  const ready = await latestMessageTo(browser, brand, ada.email, 'checkup report is ready');
  expect(ready.subject).toContain('checkup report is ready');
  const reportLink = linkIn(ready, '/traction/checkup/');
  expect(reportLink).toMatch(/^\/traction\/checkup\/[0-9a-f-]{36}$/);
  const context = await browser.newContext();
  try {
    const reader = await context.newPage();
    await openSignedOut(reader, reportLink, ada.email, PASSWORD);
    await expect(reader.getByRole('heading', { name: 'Checkup report' })).toBeVisible();
    await expect(reader.getByText('Partners answered: 2 of 2').first()).toBeVisible();
    for (const comment of comments) await expect(reader.getByText(comment).first()).toBeVisible();
    await expect(reader.getByRole('button', { name: 'Download PDF' })).toBeVisible();
    // Home's card leads to the same address.
    await reader.getByRole('link', { name: 'Home' }).last().click();
    await reader.getByRole('link', { name: /^Report of / }).click();
    await expect(reader).toHaveURL(`${origin}${reportLink}`);

    // Its scorecard downloads as a real workbook: the rated steps, then the overall line.
    await reader.goto(`${origin}${reportLink.replace('/traction/', '/excel/')}`);
    const downloading = reader.waitForEvent('download');
    await reader.getByRole('button', { name: 'Download Excel' }).click();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await (await downloading).path()) ?? '');
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Constraint');
    const overall = sheet.getRow(sheet.rowCount);
    expect(overall.getCell(1).value).toBe('Overall');
    expect(overall.getCell(9).type).toBe(ExcelJS.ValueType.Number);
    expect(overall.getCell(9).value).toBeGreaterThan(0);
  } finally {
    await context.close();
  }
});
