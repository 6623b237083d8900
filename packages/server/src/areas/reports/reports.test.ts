import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagedResult, TCheckupAuditRow, TProfileAuditRow } from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { firstSheet } from '../../../test/workbook';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import {
  linkPerson,
  makeAccountAdmin,
  seedAccount,
  seedCheckup,
  seedGroup,
  seedInstrument,
  seedProfile,
} from './reports-test-support';

const MARCH = 'from=2026-03-01&to=2026-03-31';

describe.each(testEngines())('reports over existing data on %s', (engine) => {
  let t: TestApp;
  let employee: TestPerson;
  let districtAdmin: TestPerson;
  let participant: TestPerson;
  const ids = { campus: '', district: '', other: '', group: '', otherGroup: '' };

  const get = async <T>(url: string, who: TestPerson) => {
    const res = await call(t, 'GET', url, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const profiles = (query: string, who = employee) =>
    get<PagedResult<TProfileAuditRow>>(`/api/reports/ProfileAudit?${query}`, who);
  const checkups = (query: string, who = employee) =>
    get<PagedResult<TCheckupAuditRow>>(`/api/reports/CheckupAudit?${query}`, who);
  const names = (page: PagedResult<{ accountName: string }>) => page.data.map((r) => r.accountName);

  beforeAll(async () => {
    t = await createTestApp({ engine });
    const db = t.database.db;
    employee = await createPerson(t, 'Emma', ['globalDataAccess', 'tfg']);
    districtAdmin = await createPerson(t, 'Dana', ['clientAdmin']);
    participant = await createPerson(t, 'Pat', ['participant']);
    const [p1, p2, p3] = await Promise.all(['Ann', 'Ben', 'Cas'].map((n) => createPerson(t, n)));
    ids.district = await seedAccount(db, 'Birch District', 'R-D');
    ids.campus = await seedAccount(db, 'Alder Campus', 'R-C', 'R-D');
    ids.other = await seedAccount(db, 'Cedar Other', 'R-O');
    await makeAccountAdmin(db, ids.district, districtAdmin.userAccountId);
    await linkPerson(db, ids.campus, p1!.userAccountId);
    await linkPerson(db, ids.other, p3!.userAccountId);
    ids.group = await seedGroup(db, 'Birch Leaders', [ids.district], [p2!.userAccountId]);
    ids.otherGroup = await seedGroup(db, 'Cedar Team', [ids.other], [p3!.userAccountId]);

    const instrument = await seedInstrument(db);
    await seedProfile(db, instrument, p1!.userAccountId, {
      startedAt: '2026-03-10T09:00:00Z',
      describers: [
        { invitedAt: '2026-03-11T09:00:00Z', completedAt: '2026-03-12T09:00:00Z' },
        { invitedAt: '2026-03-11T10:00:00Z' },
      ],
      releasedAt: '2026-03-20T12:00:00Z',
    });
    await seedProfile(db, instrument, p2!.userAccountId, {
      startedAt: '2026-03-15T09:00:00Z',
      describers: [{ invitedAt: '2026-03-15T10:00:00Z' }],
    });
    await seedProfile(db, instrument, p2!.userAccountId, {
      startedAt: '2025-12-01T09:00:00Z',
      describers: [],
      releasedAt: '2025-12-20T09:00:00Z',
    });
    await seedProfile(db, instrument, p3!.userAccountId, {
      startedAt: '2026-03-05T09:00:00Z',
      describers: [{ invitedAt: '2026-03-05T10:00:00Z', completedAt: '2026-03-31T23:00:00Z' }],
      releasedAt: '2026-04-01T00:00:00Z',
    });

    await seedCheckup(db, {
      accountIds: [ids.campus],
      groupId: ids.group,
      startDate: '2026-03-02',
      stage: 3,
      requests: [
        { sent: true, answered: true },
        { sent: true, answered: false },
        { sent: false, answered: false },
      ],
      participants: [{ released: true }, { released: false }],
    });
    await seedCheckup(db, {
      accountIds: [ids.district],
      startDate: '2026-03-20',
      stage: 5,
      reportedAt: '2026-03-28T08:00:00Z',
      requests: [{ sent: true, answered: true }],
      participants: [{ released: true }],
    });
    await seedCheckup(db, {
      accountIds: [ids.other],
      startDate: '2026-02-01',
      stage: 6,
      requests: [],
      participants: [{ released: true }],
    });
  });

  afterAll(async () => {
    await t.close();
  });

  describe('profile audit', () => {
    it('counts each figure by its own date within the range, per account', async () => {
      const page = await profiles(MARCH);
      expect(page.count).toBe(3);
      expect(page.data).toEqual([
        {
          accountId: ids.campus,
          accountName: 'Alder Campus',
          groupId: null,
          groupName: null,
          profilesStarted: 1,
          describersInvited: 2,
          describersFinished: 1,
          reportsReleased: 1,
          lastReleasedAt: '2026-03-20T12:00:00.000Z',
        },
        {
          accountId: ids.district,
          accountName: 'Birch District',
          groupId: null,
          groupName: null,
          profilesStarted: 1,
          describersInvited: 1,
          describersFinished: 0,
          reportsReleased: 0,
          lastReleasedAt: null,
        },
        {
          accountId: ids.other,
          accountName: 'Cedar Other',
          groupId: null,
          groupName: null,
          profilesStarted: 1,
          describersInvited: 1,
          describersFinished: 1,
          reportsReleased: 0,
          lastReleasedAt: null,
        },
      ]);
    });

    it('without a range counts everything', async () => {
      const page = await profiles('');
      const district = page.data.find((r) => r.accountId === ids.district)!;
      expect([district.profilesStarted, district.reportsReleased]).toEqual([2, 1]);
      expect(page.data.find((r) => r.accountId === ids.other)!.reportsReleased).toBe(1);
    });

    it('a district includes its campuses; a group narrows to its members', async () => {
      expect(names(await profiles(`${MARCH}&accountId=${ids.district}`))).toEqual([
        'Alder Campus',
        'Birch District',
      ]);
      expect(names(await profiles(`${MARCH}&accountId=${ids.campus}`))).toEqual(['Alder Campus']);
      const byGroup = await profiles(`${MARCH}&groupId=${ids.group}`);
      expect(byGroup.data).toMatchObject([
        { accountName: 'Birch District', groupName: 'Birch Leaders', profilesStarted: 1 },
      ]);
    });

    it('pages the rows and counts them all', async () => {
      const page = await profiles(`${MARCH}&page=2&pageSize=2`);
      expect(page.count).toBe(3);
      expect(names(page)).toEqual(['Cedar Other']);
      expect(await profiles(`${MARCH}&page=9&pageSize=2`)).toEqual({ count: 3, data: [] });
    });
  });

  describe('checkup audit', () => {
    it('counts the checkups starting in the range by stage, feedback and releases', async () => {
      const page = await checkups(MARCH);
      expect(page.count).toBe(2);
      expect(page.data).toEqual([
        {
          accountId: ids.campus,
          accountName: 'Alder Campus',
          groupId: null,
          groupName: null,
          checkups: 1,
          stageInititial: 0,
          stageNotify: 0,
          stageFinalNotification: 0,
          stageFeedback: 1,
          stageFeedbackClosed: 0,
          stageReported: 0,
          stageCompleted: 0,
          feedbackRequested: 2,
          feedbackReceived: 1,
          reportsReleased: 1,
          lastReportedAt: null,
        },
        {
          accountId: ids.district,
          accountName: 'Birch District',
          groupId: null,
          groupName: null,
          checkups: 1,
          stageInititial: 0,
          stageNotify: 0,
          stageFinalNotification: 0,
          stageFeedback: 0,
          stageFeedbackClosed: 0,
          stageReported: 1,
          stageCompleted: 0,
          feedbackRequested: 1,
          feedbackReceived: 1,
          reportsReleased: 1,
          lastReportedAt: '2026-03-28T08:00:00.000Z',
        },
      ]);
    });

    it("a group narrows to its events' checkups", async () => {
      const page = await checkups(`groupId=${ids.group}`);
      expect(page.data).toMatchObject([
        { accountName: 'Alder Campus', groupName: 'Birch Leaders', checkups: 1, stageFeedback: 1 },
      ]);
      expect(names(await checkups(`accountId=${ids.other}`))).toEqual(['Cedar Other']);
    });
  });

  describe('access', () => {
    it('refuses a participant', async () => {
      for (const url of [
        '/api/reports/ProfileAudit',
        '/api/reports/CheckupAudit',
        '/api/reports/ProfileAudit/Export?format=xlsx',
        '/api/reports/ScopeOptions',
      ]) {
        expect((await call(t, 'GET', url, participant)).statusCode).toBe(403);
      }
      expect((await call(t, 'GET', '/api/reports/ProfileAudit')).statusCode).toBe(401);
    });

    it('shows an account admin only their accounts and their descendants', async () => {
      expect(names(await profiles(MARCH, districtAdmin))).toEqual([
        'Alder Campus',
        'Birch District',
      ]);
      expect(names(await checkups('', districtAdmin))).toEqual(['Alder Campus', 'Birch District']);
      const options = await get<{ accounts: { name: string }[]; groups: { name: string }[] }>(
        '/api/reports/ScopeOptions',
        districtAdmin,
      );
      expect(options.accounts.map((a) => a.name)).toEqual(['Alder Campus', 'Birch District']);
      expect(options.groups.map((g) => g.name)).toEqual(['Birch Leaders']);
    });

    it('offers the accounts and groups whose name holds what was typed, and the chosen ones', async () => {
      const options = (query: string, who = employee) =>
        get<{ accounts: { name: string }[]; groups: { name: string }[] }>(
          `/api/reports/ScopeOptions?${query}`,
          who,
        );
      const named = (o: { accounts: { name: string }[]; groups: { name: string }[] }) => [
        o.accounts.map((a) => a.name),
        o.groups.map((g) => g.name),
      ];
      expect(named(await options('search=ALD'))).toEqual([['Alder Campus'], []]);
      expect(named(await options('search=leaders'))).toEqual([[], ['Birch Leaders']]);
      // A chosen account shows though the search leaves it out; a wildcard is a character.
      expect(named(await options(`search=%25&accountId=${ids.district}`))).toEqual([
        ['Birch District'],
        [],
      ]);
      // One the viewer may not see is never named.
      expect(named(await options(`accountId=${ids.other}&search=zz`, districtAdmin))).toEqual([
        [],
        [],
      ]);
      const tooLong = await call(
        t,
        'GET',
        `/api/reports/ScopeOptions?search=${'a'.repeat(101)}`,
        employee,
      );
      expect(tooLong.statusCode).toBe(400);
    });

    it('answers nothing for filters the viewer may not see, as for unknown ids', async () => {
      for (const query of [
        `accountId=${ids.other}`,
        `groupId=${ids.otherGroup}`,
        'accountId=00000000-0000-4000-8000-000000000000',
      ]) {
        expect(await profiles(query, districtAdmin)).toEqual({ count: 0, data: [] });
        expect(await checkups(query, districtAdmin)).toEqual({ count: 0, data: [] });
      }
    });

    it('refuses bad input', async () => {
      for (const query of [
        'from=2026-13-01',
        'from=2026-03-31&to=2026-03-01',
        'accountId=not-an-id',
        'pageSize=100000',
      ]) {
        const res = await call(t, 'GET', `/api/reports/ProfileAudit?${query}`, employee);
        expect(res.statusCode, query).toBe(400);
      }
      const res = await call(t, 'GET', '/api/reports/CheckupAudit/Export?format=pdf', employee);
      expect(res.statusCode).toBe(400);
    });
  });

  describe('downloads', () => {
    it('an .xlsx holds every row of the filters with typed cells and a frozen bold header', async () => {
      const res = await call(
        t,
        'GET',
        `/api/reports/ProfileAudit/Export?format=xlsx&${MARCH}`,
        employee,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toContain('profile-audit.xlsx');
      const sheet = await firstSheet(res);
      expect(sheet.name).toBe('Profile audit');
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      const header = sheet.getRow(1);
      expect(header.getCell(1).value).toBe('Account');
      expect(header.getCell(3).value).toBe('360 profiles started');
      expect(header.getCell(1).font?.bold).toBe(true);
      expect(sheet.rowCount).toBe(4);
      const campus = sheet.getRow(2);
      expect(campus.getCell(1).value).toBe('Alder Campus');
      expect(campus.getCell(4).value).toBe(2);
      expect(campus.getCell(4).type).toBe(ExcelJS.ValueType.Number);
      expect(campus.getCell(7).value).toEqual(new Date('2026-03-20T12:00:00Z'));
      expect(campus.getCell(7).type).toBe(ExcelJS.ValueType.Date);
    });

    it('a CSV is quoted, in the caller language, with the same rows', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/reports/CheckupAudit/Export?format=csv&${MARCH}&accountId=${ids.district}`,
        headers: {
          'app-name': 'teams',
          authorization: `Bearer ${districtAdmin.token}`,
          'accept-language': 'de',
        },
      });
      expect(res.statusCode).toBe(200);
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines).toHaveLength(3);
      expect(lines[0]).toMatch(/^"Konto","Gruppe","Checkups",/);
      expect(lines[1]).toMatch(/^"Alder Campus","","1","0","0","0","1",/);
    });
  });
});
