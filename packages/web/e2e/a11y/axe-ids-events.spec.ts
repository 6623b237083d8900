import { expect, test } from '@playwright/test';
import type { TCheckup, TEvent, TParticipantWithEvent } from '@portal/core';
import { DEMO_PASSWORD, callApi, latestMessageTo, linkIn, signIn } from '../fixtures';
import { answer } from '../checkup/checkup-helpers';
import {
  PASSWORD,
  brand,
  newEvent,
  newPerson,
  savePlan,
  startFeedback,
} from '../checkup/checkup-setup';
import { myAccountId, runId } from '../profile/profile-setup';
import { IdPageScans, signedInPage, visitorPage } from './axe-scan';

// Events and checkups: an event of this test with its checkup in feedback, as its manager, its
// trainer and a partner see them, and the demo participant's check-in pages and certificate.
test.use({ reducedMotion: 'reduce' });

/** Print views open with a print key; the scans answer their data call (see printView). */
const KEY = 'key';
const COACH = { email: 'coach@demo.example', first: 'Casey', last: 'Coach' };

test('schools: an event with its checkup meets WCAG 2.1 AA', async ({ page, browser }) => {
  test.setTimeout(600_000);
  const run = runId();
  const scans = new IdPageScans(brand);
  const ann = { email: `e2e.axe.ann.${run}@demo.example`, first: 'Ann', last: 'Lee' };
  // Jo has an account and answers later; Kim answers from the e-mail at once.
  const jo = { email: `e2e.axe.jo.${run}@demo.example`, first: 'Jo', last: 'Partner' };
  const kim = { email: `kim.${run}@example.org`, first: 'Kim', last: 'Partner' };
  const plan = { strength: 'Listens carefully', constraint: 'Impatience', step: 'Wait a breath' };
  await newPerson(browser, ann, ['tractionPlan']);
  await newPerson(browser, jo, []);
  await savePlan(browser, ann, {
    goal: 'Run calmer team meetings',
    impactStatement: 'The team leaves meetings with energy.',
    strengths: [plan.strength, 'Plans ahead'],
    constraints: [
      {
        name: plan.constraint,
        definition: ['Interrupts others'],
        steps: [{ id: 's1', description: plan.step }],
      },
    ],
    partners: [jo, kim],
  });
  await signIn(page, brand, 'eventadmin@demo.example', DEMO_PASSWORD, '/help');
  // Started yesterday: its survey is open.
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();
  const event = await newEvent(page, `Axe ${run}`, COACH, [ann], yesterday);
  await startFeedback(page, event.id);
  await answer(browser, {
    partner: kim,
    participant: 'Ann Lee',
    strength: plan.strength,
    constraint: plan.constraint,
    step: plan.step,
    rating: 'Agree',
    comment: 'Waits before answering now.',
    encouragement: 'Keep going.',
  });
  const checkup = await callApi<TCheckup>(
    page,
    brand,
    'GET',
    `/api/tractionplancheckup/GetByEventId/${event.id}`,
  );
  const participant = checkup.participants[0]?.id ?? '';

  // The event's manager: the event, its checkup and participants, the report and its prints.
  await scans.page(page, `/event/view/${event.id}`);
  await scans.dialog(page, 'checkup report', async () => {
    await page.getByRole('tab', { name: 'Checkup' }).click();
    await page.getByRole('button', { name: 'View report' }).click();
  });
  await scans.page(page, `/event/edit/${event.id}`);
  await scans.page(page, `/event/catalogadmin/${event.eventTypeId}`);
  await scans.page(page, `/participant/admin?eventId=${event.id}`);
  await scans.dialog(page, 'add a participant', () =>
    page.getByRole('button', { name: 'Add a participant' }).click(),
  );
  await scans.page(page, `/traction/checkup/${participant}`);
  await scans.page(page, `/excel/checkup/${participant}`);
  const checkups = '/api/tractionplancheckup';
  const report = await callApi(
    page,
    brand,
    'GET',
    `${checkups}/GetTractionPlanCheckupReportData/${participant}`,
  );
  for (const view of ['checkupReport', 'tractionCheckup', 'excel']) {
    await scans.printView(
      page,
      `/print/${view}/${KEY}/${participant}`,
      `${checkups}/GetTractionPlanCheckupReportPrintData/${participant}`,
      report,
    );
  }

  // Its trainer: the post-event survey, its thanks and its results.
  const trainer = await signedInPage(browser, brand, COACH.email);
  for (const view of ['survey', 'surveycompleted', 'surveyAdmin']) {
    await scans.page(trainer, `/event/${event.id}/${view}`);
  }

  // Jo's survey: signed in (by the checkup participant, or the code) and from the e-mail.
  const survey = linkIn(await latestMessageTo(browser, brand, jo.email), '/feedback/checkup/');
  const partner = await signedInPage(browser, brand, jo.email, PASSWORD);
  await scans.page(partner, `/tractionSurvey/checkup/${participant}`);
  await scans.page(partner, `/checkupFeedback/${survey.split('/').pop() ?? ''}`);
  await scans.page(await visitorPage(browser), survey);
  expect(scans.found).toEqual({});
});

test("schools: a participant's check-in pages and certificate meet WCAG 2.1 AA", async ({
  page,
}) => {
  const scans = new IdPageScans(brand);
  await signIn(page, brand, 'participant@demo.example', DEMO_PASSWORD, '/help');
  const registrations = await callApi<TParticipantWithEvent[]>(
    page,
    brand,
    'GET',
    `/api/participant/GetByUserAccountId/${await myAccountId(page)}`,
  );
  // The demo kickoff attended three weeks ago, and the next one.
  const attended = registrations.find((r) => r.certificateAvailable);
  const next = registrations.find((r) => !r.checkedIn && (r.event.startDate ?? '') > nowIso());
  expect(attended && next).toBeTruthy();
  const event = await callApi<TEvent>(page, brand, 'GET', `/api/event/${next?.eventId ?? ''}`);
  await scans.page(page, `/ci/${event.eventCode}`);
  await scans.page(page, next?.checkinPath ?? '');
  const id = attended?.id ?? '';
  await scans.page(page, `/certificate/${id}`);
  await scans.printView(
    page,
    `/print/eventCertificate/${KEY}/${id}`,
    `/api/participant/GetEventCertificatePrintData/${id}`,
    await callApi(page, brand, 'GET', `/api/participant/GetEventCertificateData/${id}`),
  );
  expect(scans.found).toEqual({});
});

const nowIso = () => new Date().toISOString();
