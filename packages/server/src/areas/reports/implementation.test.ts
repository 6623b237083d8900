import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagedResult, TImplementationRow } from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { firstSheet } from '../../../test/workbook';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import {
  makeAccountAdmin,
  seedAccount,
  seedEvent,
  seedGroup,
  seedPlan,
} from './reports-test-support';

const MARCH = 'from=2026-03-01&to=2026-03-31';

describe.each(testEngines())('the implementation report on %s', (engine) => {
  let t: TestApp;
  let employee: TestPerson;
  let campusAdmin: TestPerson;
  let participant: TestPerson;
  const ids = { campus: '', district: '', other: '', group: '' };

  const report = async (query: string, who = employee) => {
    const res = await call(t, 'GET', `/api/reports/Implementation?${query}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PagedResult<TImplementationRow>>();
  };

  beforeAll(async () => {
    t = await createTestApp({ engine });
    const db = t.database.db;
    employee = await createPerson(t, 'Emma', ['globalDataAccess', 'tfg']);
    campusAdmin = await createPerson(t, 'Cleo', ['clientAdmin']);
    participant = await createPerson(t, 'Pat', ['participant']);
    const [ann, ben, cas] = await Promise.all(['Ann', 'Ben', 'Cas'].map((n) => createPerson(t, n)));
    ids.district = await seedAccount(db, 'Birch District', 'I-D');
    ids.campus = await seedAccount(db, 'Alder Campus', 'I-C', 'I-D');
    ids.other = await seedAccount(db, 'Cedar Other', 'I-O');
    await makeAccountAdmin(db, ids.campus, campusAdmin.userAccountId);
    ids.group = await seedGroup(db, 'Alder Leaders', [ids.campus], []);
    await seedPlan(db, ann!.userAccountId, true);
    await seedPlan(db, ben!.userAccountId, false);
    await seedPlan(db, cas!.userAccountId, true);

    // Alder Campus, March: a group's event with three participants (two checked in, Ann's plan
    // complete, Ben's not, one without an account) and a reported checkup...
    await seedEvent(db, {
      accountIds: [ids.campus],
      groupId: ids.group,
      startsAt: '2026-03-03T15:00:00Z',
      participants: [
        { checkedIn: true, userAccountId: ann!.userAccountId },
        { checkedIn: true, userAccountId: ben!.userAccountId },
        { checkedIn: false },
      ],
      checkupStage: 5,
    });
    // ...and an archived event shared with the district, with a checkup still collecting.
    await seedEvent(db, {
      accountIds: [ids.campus, ids.district],
      startsAt: '2026-03-31T22:00:00Z',
      archived: true,
      participants: [{ checkedIn: true, userAccountId: cas!.userAccountId }],
      checkupStage: 3,
    });
    // Birch District: an event without a start, made in March, nobody yet.
    await seedEvent(db, {
      accountIds: [ids.district],
      createdAt: '2026-03-10T08:00:00Z',
      participants: [],
    });
    // Cedar Other: one event in February (outside March), completed checkup.
    await seedEvent(db, {
      accountIds: [ids.other],
      startsAt: '2026-02-10T09:00:00Z',
      participants: [{ checkedIn: true, userAccountId: ann!.userAccountId }],
      checkupStage: 6,
    });
  });

  afterAll(async () => {
    await t.close();
  });

  it('counts the events starting in the range with their attendance, plans and checkups', async () => {
    const page = await report(MARCH);
    expect(page.count).toBe(2);
    expect(page.data).toEqual([
      {
        accountId: ids.campus,
        accountName: 'Alder Campus',
        groupId: null,
        groupName: null,
        events: 2,
        participants: 4,
        checkedIn: 3,
        plansComplete: 2,
        checkups: 2,
        checkupsDone: 1,
        lastEventAt: '2026-03-31T22:00:00.000Z',
      },
      {
        accountId: ids.district,
        accountName: 'Birch District',
        groupId: null,
        groupName: null,
        events: 2,
        participants: 1,
        checkedIn: 1,
        plansComplete: 1,
        checkups: 1,
        checkupsDone: 0,
        lastEventAt: '2026-03-31T22:00:00.000Z',
      },
    ]);
  });

  it('without a range counts every event; a group narrows to its events', async () => {
    const all = await report('');
    expect(all.data.map((r) => [r.accountName, r.events, r.checkupsDone])).toEqual([
      ['Alder Campus', 2, 1],
      ['Birch District', 2, 0],
      ['Cedar Other', 1, 1],
    ]);
    expect((await report(`groupId=${ids.group}`)).data).toMatchObject([
      { accountName: 'Alder Campus', groupName: 'Alder Leaders', events: 1, participants: 3 },
    ]);
  });

  it('shows an account admin their own account only, and nothing they may not see', async () => {
    expect((await report(MARCH, campusAdmin)).data.map((r) => r.accountName)).toEqual([
      'Alder Campus',
    ]);
    for (const query of [`accountId=${ids.district}`, `accountId=${ids.other}`]) {
      expect(await report(query, campusAdmin)).toEqual({ count: 0, data: [] });
    }
    const refused = await call(t, 'GET', '/api/reports/Implementation', participant);
    expect(refused.statusCode).toBe(403);
    const signedOut = await call(t, 'GET', '/api/reports/Implementation/Export?format=csv');
    expect(signedOut.statusCode).toBe(401);
  });

  it('downloads as an .xlsx with the same rows, numbers as numbers', async () => {
    const res = await call(
      t,
      'GET',
      `/api/reports/Implementation/Export?format=xlsx&${MARCH}`,
      employee,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('implementation.xlsx');
    const sheet = await firstSheet(res);
    expect(sheet.name).toBe('Implementation');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Account',
      'Group',
      'Events',
      'Participants',
      'Checked in',
      'Plans complete',
      'Checkups',
      'Checkups with reports out',
      'Last event',
    ]);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(4).value).toBe(4);
    expect(sheet.getRow(2).getCell(4).type).toBe(ExcelJS.ValueType.Number);
  });
});
