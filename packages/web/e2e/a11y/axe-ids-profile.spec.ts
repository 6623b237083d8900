import { expect, test } from '@playwright/test';
import { callApi, signIn } from '../fixtures';
import {
  PASSWORD,
  brand,
  grantClaims,
  invitationsTo,
  invite,
  myAccountId,
  newPerson,
  reportFromThreePeers,
  runId,
  signedInAs,
  startProfile,
} from '../profile/profile-setup';
import { IdPageScans, signedInPage, visitorPage } from './axe-scan';

// The 360's pages that take an id, made by the test: a person's survey, report and print views
// as they see them, a describer's open survey, and the team report and insights of their coach.
test.use({ reducedMotion: 'reduce' });

/** Print views open with a print key; the scans answer their data call (see printView). */
const KEY = 'key';
const REPORTS = '/api/profilereport';

test('profile: a 360 from the self-description to the team report meets WCAG 2.1 AA', async ({
  page,
  browser,
}) => {
  test.setTimeout(600_000);
  const run = runId();
  const scans = new IdPageScans(brand);
  const person = { email: `e2e.axe.${run}@demo.example`, first: 'Axel', last: 'Tester' };
  const coach = { email: `e2e.axecoach.${run}@demo.example`, first: 'Cory', last: 'Coach' };
  await newPerson(browser, person);
  await newPerson(browser, coach);
  await grantClaims(browser, coach.email, ['trainer', 'profileViewer']);

  // The person's self-description while it is open, then their report from three peers.
  await signIn(page, brand, person.email, PASSWORD, '/help');
  const me = await startProfile(page);
  await scans.page(page, `/start-my-360/self/${me.selfSurveyCode ?? ''}`);
  const report = await reportFromThreePeers(browser, page, me, run);
  const personId = await myAccountId(page);
  for (const view of ['', '/groups', '/comments']) {
    await scans.page(page, `/report/${report.reportCode}${view}`);
  }
  await scans.page(page, `/myreports/${personId}`);
  await scans.page(page, `/read-my-360/${personId}`);
  const reportData = await callApi(
    page,
    brand,
    'GET',
    `${REPORTS}/getProfileReportData/${report.reportCode}`,
  );
  await scans.printView(
    page,
    `/print/report/${KEY}/${report.reportCode}`,
    `${REPORTS}/getProfileReportPrintData/${report.reportCode}`,
    reportData,
  );
  await scans.printView(
    page,
    `/print/reportByParticipant/${KEY}/${me.id}`,
    `${REPORTS}/getProfileReportPrintData/${me.id}/participant`,
    await callApi(page, brand, 'GET', `${REPORTS}/GetProfileReportDataByParticipantId/${me.id}`),
  );

  // A describer's survey, not answered yet: signed in (shell) and from the e-mailed link (bare).
  const fay = `fay.${run}@example.org`;
  await invite(page, me.id, [
    { firstName: 'Fay', lastName: 'Describer', email: fay, describerRelationship: 'peer' },
  ]);
  const [survey] = await invitationsTo(browser, [fay]);
  await scans.page(page, `/describerFeedback/${survey?.surveyCode ?? ''}`);
  await scans.page(await visitorPage(browser), survey?.path ?? '');

  // Their coach: trainer of a team the person is a member of.
  const trainer = await signedInPage(browser, brand, coach.email, PASSWORD);
  const groupId = await signedInAs(browser, 'employee@keystonegrowth.example', async (staff) => {
    const group = await callApi<{ id: string }>(staff, brand, 'POST', '/api/usergroup/upsert', {
      name: `Axe team ${run}`,
      trainerUserAccountIds: [await myAccountId(trainer)],
    });
    await callApi(staff, brand, 'POST', `/api/usergroup/AddMember/${group.id}`, {
      emails: [person.email],
    });
    return group.id;
  });
  await scans.page(trainer, `/teamreport/${groupId}/${report.id}`);
  await scans.page(trainer, `/insightsReportBuilder/${report.id}`);
  await scans.printView(
    trainer,
    `/print/team/${KEY}/${groupId}/${report.id}`,
    `${REPORTS}/getProfileTeamReportPrintData/${groupId}`,
    await callApi(trainer, brand, 'GET', `${REPORTS}/getProfileTeamReportData/${groupId}`),
  );
  expect(scans.found).toEqual({});
});
