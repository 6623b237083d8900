import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PagedResult,
  TCampusSummaryRow,
  TCkhEventRow,
  TClientResults,
  TReportExport,
} from '@portal/core';
import { apiHeaders } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { firstSheet } from '../../../test/workbook';
import { issuePrintKey } from '../../documents/documents';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { setFeatures } from '../webconfig/webconfig.store';
import { CLIENT_RESULTS_PRINT_SCOPE } from './client-reports.service';
import {
  linkPerson,
  makeAccountAdmin,
  seedAccount,
  seedEvent,
  seedEventType,
  seedPlan,
  seedSurveyResponse,
} from './reports-test-support';

const MARCH = 'from=2026-03-01&to=2026-03-31';

describe.each(testEngines())('the client reports on %s', (engine) => {
  let t: TestApp;
  let employee: TestPerson;
  let principal: TestPerson;
  let adminOnly: TestPerson;
  let reporterOnly: TestPerson;
  const ids = { district: '', alder: '', aspen: '', cedar: '', alderKickoff: '' };

  const get = (path: string, who: TestPerson) => call(t, 'GET', `/api/reports/${path}`, who);
  const page = async <Row>(action: string, query: string, who: TestPerson) => {
    const res = await get(`${action}?${query}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PagedResult<Row>>();
  };

  beforeAll(async () => {
    t = await createTestApp({ engine });
    const db = t.database.db;
    employee = await createPerson(t, 'Emma', ['globalDataAccess', 'tfg']);
    principal = await createPerson(t, 'Priya', ['clientAdmin', 'taClientReporting']);
    adminOnly = await createPerson(t, 'Cleo', ['clientAdmin']);
    reporterOnly = await createPerson(t, 'Rita', ['taClientReporting']);
    const [ann, ben] = await Promise.all(['Ann', 'Ben'].map((n) => createPerson(t, n)));
    // Birch District with two campuses, and a school of no district.
    ids.district = await seedAccount(db, 'Birch District', 'C-D');
    ids.alder = await seedAccount(db, 'Alder Campus', 'C-A', 'C-D');
    ids.aspen = await seedAccount(db, 'Aspen Campus', 'C-B', 'C-D');
    ids.cedar = await seedAccount(db, 'Cedar School', 'C-C');
    await makeAccountAdmin(db, ids.alder, principal.userAccountId);
    await makeAccountAdmin(db, ids.alder, adminOnly.userAccountId);
    await makeAccountAdmin(db, ids.district, reporterOnly.userAccountId);
    await linkPerson(db, ids.alder, ann!.userAccountId);
    await linkPerson(db, ids.aspen, ben!.userAccountId);
    await seedPlan(db, ann!.userAccountId, true, '2026-03-04T10:00:00Z');

    const ckh = await seedEventType(db, 'Kickoff', 'CKH2');
    const ckhLower = await seedEventType(db, 'Booster', 'ckh1');
    const other = await seedEventType(db, 'Seminar', 'DEMO');
    // Alder's CKH kickoff in March: three registered, two checked in (Ann with a complete plan),
    // two survey answers: all 5s, and 4, 4, 4, 4, 3 (mean 3.8): the event's mean is 4.4.
    ids.alderKickoff = await seedEvent(db, {
      accountIds: [ids.alder],
      typeId: ckh,
      startsAt: '2026-03-03T15:00:00Z',
      participants: [
        { checkedIn: true, userAccountId: ann!.userAccountId },
        { checkedIn: true },
        { checkedIn: false },
      ],
    });
    await seedSurveyResponse(db, ids.alderKickoff, [5, 5, 5, 5, 5]);
    await seedSurveyResponse(db, ids.alderKickoff, [4, 4, 4, 4, 3]);
    // Aspen's CKH event in February, Alder's seminar in March (not CKH), Cedar's booster in March.
    await seedEvent(db, {
      accountIds: [ids.aspen],
      typeId: ckh,
      startsAt: '2026-02-10T09:00:00Z',
      participants: [{ checkedIn: true, userAccountId: ben!.userAccountId }],
    });
    await seedEvent(db, {
      accountIds: [ids.alder],
      typeId: other,
      startsAt: '2026-03-10T09:00:00Z',
      participants: [{ checkedIn: true }],
    });
    await seedEvent(db, {
      accountIds: [ids.cedar],
      typeId: ckhLower,
      startsAt: '2026-03-25T09:00:00Z',
      participants: [{ checkedIn: false }],
    });
  });
  afterAll(async () => t?.close());

  it('belong to brands with the clientReports feature', async () => {
    expect((await get(`ClientCkh?${MARCH}`, employee)).statusCode).toBe(403);
    await setFeatures(t.database.db, 'teams', { clientReports: true });
    t.app.portal.webConfig.invalidate('teams');
    expect((await get(`ClientCkh?${MARCH}`, employee)).statusCode).toBe(200);
  });

  it('lists the CKH events of the range, latest first, with attendance, plans and survey', async () => {
    const result = await page<TCkhEventRow>('ClientCkh', MARCH, employee);
    expect(result.count).toBe(2);
    expect(result.data.map((r) => [r.accountName, r.eventTypeName])).toEqual([
      ['Cedar School', 'Booster'],
      ['Alder Campus', 'Kickoff'],
    ]);
    expect(result.data[1]).toMatchObject({
      eventName: 'Kickoff',
      startDate: '2026-03-03T15:00:00.000Z',
      participants: 3,
      checkedIn: 2,
      plansComplete: 1,
      surveyResponses: 2,
      surveyAverage: 4.4,
    });
    expect(result.data[0]).toMatchObject({ surveyResponses: 0, surveyAverage: null });
  });

  it("limits a client to their own accounts: a campus's admin sees that campus", async () => {
    const ckh = await page<TCkhEventRow>('ClientCkh', '', principal);
    expect(ckh.data.map((r) => r.accountName)).toEqual(['Alder Campus']);
    const education = await page<TCampusSummaryRow>('ClientEducation', '', principal);
    expect(education.data.map((r) => r.campusName)).toEqual(['Alder Campus']);
    expect(education.data[0]).toMatchObject({ people: 1, plansComplete: 1 });
    // Another account named in the filters answers nothing, as an unknown one.
    const aspen = await page<TCkhEventRow>('ClientCkh', `accountId=${ids.aspen}`, principal);
    expect(aspen).toEqual({ count: 0, data: [] });
    // The district's reporter sees both campuses, not the school outside it.
    const district = await page<TCampusSummaryRow>('ClientEducation', '', reporterOnly);
    expect(district.data.map((r) => r.campusName).sort()).toEqual(['Alder Campus', 'Aspen Campus']);
  });

  it('needs taClientReporting (or global data access)', async () => {
    expect((await get('ClientEducation', adminOnly)).statusCode).toBe(403);
    expect((await get('ClientCkh/Export?format=csv', adminOnly)).statusCode).toBe(403);
    expect((await get(`ClientResultsPdf/${ids.alder}`, adminOnly)).statusCode).toBe(403);
    // The reports page's reports keep their own rule.
    expect((await get('ProfileAudit', reporterOnly)).statusCode).toBe(403);
  });

  it('downloads the CKH report as a typed workbook', async () => {
    const res = await get(`ClientCkh/Export?format=xlsx&${MARCH}`, employee);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('ckh-events.xlsx');
    const sheet = await firstSheet(res);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Account',
      'Event',
      'Event type',
      'Starts',
      'Participants',
      'Checked in',
      'Plans complete',
      'Survey answers',
      'Average rating (1–5)',
    ]);
    expect(sheet.getRow(3).getCell(9).value).toBe(4.4);
    expect(sheet.getRow(3).getCell(4).value).toEqual(new Date('2026-03-03T15:00:00Z'));
  });

  it('starts a background export only of a report the caller may read', async () => {
    const start = (report: string, who: TestPerson) =>
      call(t, 'POST', '/api/reports/StartExport', who, { report, format: 'csv' });
    expect((await start('clientCkh', adminOnly)).statusCode).toBe(403);
    expect((await start('profileAudit', reporterOnly)).statusCode).toBe(403);
    const started = await start('clientCkh', reporterOnly);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<TReportExport>().report).toBe('clientCkh');
  });

  it("opens an account's results for the print view with its print key only", async () => {
    const url = `/api/reports/ClientResultsPrintData/${ids.district}?${MARCH}`;
    expect((await t.app.inject({ url, headers: apiHeaders('teams') })).statusCode).toBe(403);
    const keyFor = (subjectId: string) =>
      issuePrintKey(t.app, { brand: 'teams', scope: CLIENT_RESULTS_PRINT_SCOPE, subjectId });
    const other = { ...apiHeaders('teams'), 'print-key': keyFor(ids.alder) };
    expect((await t.app.inject({ url, headers: other })).statusCode).toBe(403);
    const headers = { ...apiHeaders('teams'), 'print-key': keyFor(ids.district) };
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json<TClientResults>();
    expect(results).toMatchObject({ accountName: 'Birch District', from: '2026-03-01' });
    expect(results.campuses.map((c) => c.campusName)).toEqual(['Alder Campus', 'Aspen Campus']);
    // Aspen's event is in February: only Alder's kickoff counts.
    expect(results.events.map((e) => e.eventTypeName)).toEqual(['Kickoff']);
    expect(results.totals).toMatchObject({
      campuses: 2,
      people: 2,
      plansStarted: 1,
      events: 1,
      participants: 3,
      checkedIn: 2,
      surveyResponses: 2,
      surveyAverage: 4.4,
    });
  });

  it('refuses the PDF of an account the client may not see, as one that does not exist', async () => {
    expect((await get(`ClientResultsPdf/${ids.aspen}`, principal)).statusCode).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await get(`ClientResultsPdf/${unknown}`, principal)).statusCode).toBe(404);
    expect((await get('ClientResultsPdf/not-an-id', principal)).statusCode).toBe(400);
    expect(
      (await get(`ClientResultsPdf/${ids.alder}?from=2026-04-01&to=2026-03-01`, principal))
        .statusCode,
    ).toBe(400);
  });
});
