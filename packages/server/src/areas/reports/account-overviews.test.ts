import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PagedResult,
  TCampusOverviewRow,
  TCampusSummaryRow,
  TDistrictOverviewRow,
  TStrategistOverviewRow,
} from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { firstSheet } from '../../../test/workbook';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import {
  linkPerson,
  makeAccountAdmin,
  seedAccount,
  seedAward,
  seedCheckupReport,
  seedEvent,
  seedGroup,
  seedInstrument,
  seedPlan,
  seedProfile,
} from './reports-test-support';

const MARCH = 'from=2026-03-01&to=2026-03-31';

describe.each(testEngines())('the campus summary and the premium overviews on %s', (engine) => {
  let t: TestApp;
  let employee: TestPerson;
  let campusAdmin: TestPerson;
  let participant: TestPerson;
  let sam: TestPerson;
  const ids = { district: '', alder: '', aspen: '', cedar: '' };

  const report = async <Row>(action: string, query: string, who = employee) => {
    const res = await call(t, 'GET', `/api/reports/${action}?${query}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PagedResult<Row>>();
  };

  beforeAll(async () => {
    t = await createTestApp({ engine });
    const db = t.database.db;
    employee = await createPerson(t, 'Emma', ['globalDataAccess', 'tfg']);
    campusAdmin = await createPerson(t, 'Cleo', ['clientAdmin']);
    participant = await createPerson(t, 'Pat', ['participant']);
    const [ann, ben, cas, dee, tia, uma] = await Promise.all(
      ['Ann', 'Ben', 'Cas', 'Dee', 'Tia', 'Uma'].map((n) => createPerson(t, n)),
    );
    sam = await createPerson(t, 'Sam', ['trainer']);
    // Birch District with two campuses, and a school of no district.
    ids.district = await seedAccount(db, 'Birch District', 'O-D');
    ids.alder = await seedAccount(db, 'Alder Campus', 'O-A', 'O-D');
    ids.aspen = await seedAccount(db, 'Aspen Campus', 'O-B', 'O-D');
    ids.cedar = await seedAccount(db, 'Cedar School', 'O-C');
    await sql`update crm_account set assessments_completed = 2,
      account_implementation_status = 'Active' where id = ${ids.alder}`.execute(db);
    await sql`update crm_account set assessments_completed = 1 where id = ${ids.district}`.execute(
      db,
    );
    await makeAccountAdmin(db, ids.alder, campusAdmin.userAccountId);
    await makeAccountAdmin(db, ids.district, sam.userAccountId, 'trainer');
    await makeAccountAdmin(db, ids.alder, uma!.userAccountId, 'trainer');
    await makeAccountAdmin(db, ids.cedar, tia!.userAccountId, 'trainer');

    // People: Ann of Alder (and a member of an Aspen group), Ben of an Alder group, Cas of
    // Aspen, Dee of Cedar.
    await linkPerson(db, ids.alder, ann!.userAccountId);
    await seedGroup(db, 'Alder Team', [ids.alder], [ben!.userAccountId]);
    await seedGroup(db, 'Aspen Team', [ids.aspen], [ann!.userAccountId]);
    await linkPerson(db, ids.aspen, cas!.userAccountId);
    await linkPerson(db, ids.cedar, dee!.userAccountId);

    // 360s: Ann's started and released in March; Cas's started in February, released in March.
    const instrument = await seedInstrument(db);
    await seedProfile(db, instrument, ann!.userAccountId, {
      startedAt: '2026-03-05T10:00:00Z',
      describers: [],
      releasedAt: '2026-03-20T10:00:00Z',
    });
    await seedProfile(db, instrument, cas!.userAccountId, {
      startedAt: '2026-02-01T10:00:00Z',
      describers: [],
      releasedAt: '2026-03-02T10:00:00Z',
    });
    // Plans: Ann's complete, begun in March; Ben's not complete, begun in January; Dee's
    // complete, begun in March.
    await seedPlan(db, ann!.userAccountId, true, '2026-03-04T10:00:00Z');
    await seedPlan(db, ben!.userAccountId, false, '2026-01-10T10:00:00Z');
    await seedPlan(db, dee!.userAccountId, true, '2026-03-15T10:00:00Z');
    // Checkup reports: Ben's went out in March, Dee's in April.
    await seedCheckupReport(db, ben!.userAccountId, '2026-03-12T10:00:00Z');
    await seedCheckupReport(db, dee!.userAccountId, '2026-04-02T10:00:00Z');
    // Events: Alder's in March (Ann and Ben checked in, one not), one of Alder and Aspen in
    // March (Cas checked in), Cedar's in February.
    await seedEvent(db, {
      accountIds: [ids.alder],
      startsAt: '2026-03-03T15:00:00Z',
      participants: [
        { checkedIn: true, userAccountId: ann!.userAccountId },
        { checkedIn: true, userAccountId: ben!.userAccountId },
        { checkedIn: false },
      ],
    });
    await seedEvent(db, {
      accountIds: [ids.alder, ids.aspen],
      startsAt: '2026-03-20T15:00:00Z',
      participants: [{ checkedIn: true, userAccountId: cas!.userAccountId }],
    });
    await seedEvent(db, {
      accountIds: [ids.cedar],
      startsAt: '2026-02-10T09:00:00Z',
      participants: [{ checkedIn: true, userAccountId: dee!.userAccountId }],
    });
    // Awards: Alder's and Cedar's in March, Birch's in May.
    await seedAward(db, ids.alder, '2026-03-15');
    await seedAward(db, ids.cedar, '2026-03-31');
    await seedAward(db, ids.district, '2026-05-01');
  });

  afterAll(async () => {
    await t.close();
  });

  it("summarizes each campus's people along the journey in the range", async () => {
    const page = await report<TCampusSummaryRow>('CampusSummary', MARCH);
    expect(page).toEqual({
      count: 3,
      data: [
        {
          accountId: ids.alder,
          campusName: 'Alder Campus',
          districtName: 'Birch District',
          people: 2,
          profilesStarted: 1,
          reportsReleased: 1,
          plansStarted: 1,
          plansComplete: 1,
          checkupsReported: 1,
        },
        {
          accountId: ids.aspen,
          campusName: 'Aspen Campus',
          districtName: 'Birch District',
          people: 2,
          profilesStarted: 1,
          reportsReleased: 2,
          plansStarted: 1,
          plansComplete: 1,
          checkupsReported: 0,
        },
        {
          accountId: ids.cedar,
          campusName: 'Cedar School',
          districtName: null,
          people: 1,
          profilesStarted: 0,
          reportsReleased: 0,
          plansStarted: 1,
          plansComplete: 1,
          checkupsReported: 0,
        },
      ],
    });
  });

  it('shows each campus with its strategists and what it received', async () => {
    const page = await report<TCampusOverviewRow>('PremiumCampusesOverview', MARCH);
    expect(page.data).toEqual([
      {
        accountId: ids.alder,
        campusName: 'Alder Campus',
        districtName: 'Birch District',
        strategistNames: 'Sam Tester, Uma Tester',
        implementationStatus: 'Active',
        people: 2,
        events: 2,
        checkedIn: 3,
        reportsReleased: 1,
        plansComplete: 1,
        checkupsReported: 1,
        awards: 1,
        assessmentsCompleted: 2,
      },
      {
        accountId: ids.aspen,
        campusName: 'Aspen Campus',
        districtName: 'Birch District',
        strategistNames: 'Sam Tester',
        implementationStatus: null,
        people: 2,
        events: 1,
        checkedIn: 1,
        reportsReleased: 2,
        plansComplete: 1,
        checkupsReported: 0,
        awards: 0,
        assessmentsCompleted: 0,
      },
      {
        accountId: ids.cedar,
        campusName: 'Cedar School',
        districtName: null,
        strategistNames: 'Tia Tester',
        implementationStatus: null,
        people: 1,
        events: 0,
        checkedIn: 0,
        reportsReleased: 0,
        plansComplete: 1,
        checkupsReported: 0,
        awards: 1,
        assessmentsCompleted: 0,
      },
    ]);
    // A district narrows to its campuses.
    const birch = await report<TCampusOverviewRow>(
      'PremiumCampusesOverview',
      `${MARCH}&accountId=${ids.district}`,
    );
    expect(birch.data.map((r) => r.campusName)).toEqual(['Alder Campus', 'Aspen Campus']);
  });

  it('adds up a district with its campuses, each person and event once', async () => {
    const page = await report<TDistrictOverviewRow>('PremiumDistrictsOverview', MARCH);
    expect(page).toEqual({
      count: 1,
      data: [
        {
          accountId: ids.district,
          districtName: 'Birch District',
          campuses: 2,
          strategistNames: 'Sam Tester',
          people: 3,
          events: 2,
          checkedIn: 3,
          reportsReleased: 2,
          plansComplete: 1,
          checkupsReported: 1,
          awards: 1,
          assessmentsCompleted: 3,
        },
      ],
    });
  });

  it('adds up the accounts each strategist looks after', async () => {
    const page = await report<TStrategistOverviewRow>('PremiumStrategistsOverview', MARCH);
    expect(
      page.data.map((r) => [r.strategistName, r.campuses, r.people, r.events, r.awards]),
    ).toEqual([
      ['Sam Tester', 2, 3, 2, 1],
      ['Tia Tester', 1, 1, 0, 1],
      ['Uma Tester', 1, 2, 2, 1],
    ]);
    expect(page.data[0]).toMatchObject({
      userAccountId: sam.userAccountId,
      strategistEmail: sam.email,
      checkedIn: 3,
      reportsReleased: 2,
      checkupsReported: 1,
      assessmentsCompleted: 3,
    });
  });

  it('keeps a campus admin to their campus, and refuses people who view no reports', async () => {
    expect(
      (await report<TCampusSummaryRow>('CampusSummary', MARCH, campusAdmin)).data.map(
        (r) => r.campusName,
      ),
    ).toEqual(['Alder Campus']);
    expect(
      await report<TDistrictOverviewRow>('PremiumDistrictsOverview', MARCH, campusAdmin),
    ).toEqual({ count: 0, data: [] });
    expect(
      (
        await report<TStrategistOverviewRow>('PremiumStrategistsOverview', '', campusAdmin)
      ).data.map((r) => r.strategistName),
    ).toEqual(['Uma Tester']);
    expect(
      await report('PremiumCampusesOverview', `accountId=${ids.district}`, campusAdmin),
    ).toEqual({ count: 0, data: [] });
    for (const action of ['CampusSummary', 'PremiumStrategistsOverview/Export?format=csv']) {
      expect((await call(t, 'GET', `/api/reports/${action}`, participant)).statusCode).toBe(403);
      expect((await call(t, 'GET', `/api/reports/${action}`)).statusCode).toBe(401);
    }
    const bad = await call(
      t,
      'GET',
      '/api/reports/CampusSummary?from=2026-04-01&to=2026-03-01',
      employee,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('downloads the districts overview as an .xlsx headed in the caller’s language', async () => {
    const res = await call(
      t,
      'GET',
      `/api/reports/PremiumDistrictsOverview/Export?format=xlsx&${MARCH}`,
      employee,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('premium-districts.xlsx');
    const sheet = await firstSheet(res);
    expect(sheet.name).toBe('Premium districts overview');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'District',
      'Campuses',
      'Strategists',
      'People',
      'Events',
      'Checked in',
      'Reports released',
      'Plans complete',
      'Checkup reports out',
      'Awards',
      'Assessments completed',
    ]);
    expect(sheet.getRow(2).getCell(4).value).toBe(3);
  });
});
