import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCetDashboard } from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { seedAccount, seedEvent, seedEventType, seedGroup, seedPlan } from './reports-test-support';

/** From this year on: the team's coaching of 2099 is still to come whenever the test runs. */
const SINCE = 'from=2026-01-01';

describe.each(testEngines())('the CET dashboards on %s', (engine) => {
  let t: TestApp;
  let eventAdmin: TestPerson;
  let clientAdmin: TestPerson;

  const dashboard = async (query: string) => {
    const res = await call(t, 'GET', `/api/reports/CetDashboard?${query}`, eventAdmin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TCetDashboard>();
  };

  beforeAll(async () => {
    t = await createTestApp({ engine });
    const db = t.database.db;
    eventAdmin = await createPerson(t, 'Eve', ['eventAdmin']);
    clientAdmin = await createPerson(t, 'Cal', ['clientAdmin']);
    const [ann, ben] = await Promise.all(['Ann', 'Ben'].map((n) => createPerson(t, n)));
    await seedPlan(db, ann!.userAccountId, true);
    await seedPlan(db, ben!.userAccountId, false);
    const account = await seedAccount(db, 'Alder Campus', 'C-A');
    const team = await seedGroup(db, 'Alder Leaders', [account], []);
    const seminar = await seedEventType(db, 'Culture seminar');
    const coaching = await seedEventType(db, 'Coaching');
    // Culture seminar: one reconciled (Ann and Ben, both in, a reported checkup), one certified
    // (a guest without an account, not checked in), one held but not counted yet.
    await seedEvent(db, {
      accountIds: [account],
      typeId: seminar,
      startsAt: '2026-02-01T15:00:00Z',
      attendance: 'reconciled',
      participants: [
        { checkedIn: true, userAccountId: ann!.userAccountId },
        { checkedIn: true, userAccountId: ben!.userAccountId },
      ],
      checkupStage: 6,
    });
    await seedEvent(db, {
      accountIds: [account],
      typeId: seminar,
      startsAt: '2026-03-01T15:00:00Z',
      attendance: 'certified',
      participants: [{ checkedIn: false }],
      checkupStage: 3,
    });
    await seedEvent(db, {
      accountIds: [account],
      typeId: seminar,
      startsAt: '2026-04-01T15:00:00Z',
      participants: [],
    });
    // Coaching, for the team: one still to come; one of last year (before the range).
    await seedEvent(db, {
      accountIds: [account],
      typeId: coaching,
      groupId: team,
      startsAt: '2099-06-01T15:00:00Z',
      participants: [{ checkedIn: false, userAccountId: ann!.userAccountId }],
    });
    await seedEvent(db, {
      accountIds: [account],
      typeId: coaching,
      startsAt: '2025-06-01T15:00:00Z',
      participants: [],
    });
  });

  afterAll(async () => {
    await t.close();
  });

  it('puts each event of the range in one stage, with attendance and follow-up', async () => {
    const { totals, byType } = await dashboard(SINCE);
    expect(totals).toEqual({
      events: 4,
      scheduled: 1,
      delivered: 1,
      certified: 1,
      reconciled: 1,
      registered: 4,
      checkedIn: 2,
      withAccount: 3,
      plansComplete: 2,
      checkups: 2,
      checkupsReported: 1,
    });
    expect(byType.map((r) => [r.eventTypeName, r.events, r.registered])).toEqual([
      ['Culture seminar', 3, 3],
      ['Coaching', 1, 1],
    ]);
  });

  it('the team analytics dashboard counts the events held for a group only', async () => {
    const { totals, byType } = await dashboard(`${SINCE}&events=team`);
    expect([totals.events, totals.registered, totals.plansComplete]).toEqual([1, 1, 1]);
    expect(byType.map((r) => r.eventTypeName)).toEqual(['Coaching']);
  });

  it('without a range counts every event', async () => {
    expect((await dashboard('')).totals.events).toBe(5);
  });

  it('is for event admins only and refuses bad input', async () => {
    const refused = await call(t, 'GET', '/api/reports/CetDashboard', clientAdmin);
    expect(refused.statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/reports/CetDashboard')).statusCode).toBe(401);
    for (const query of ['events=mine', 'from=2026-05-01&to=2026-04-01', 'from=yesterday']) {
      const res = await call(t, 'GET', `/api/reports/CetDashboard?${query}`, eventAdmin);
      expect(res.statusCode, query).toBe(400);
    }
  });
});
