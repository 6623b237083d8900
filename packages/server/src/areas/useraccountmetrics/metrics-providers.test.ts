import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TUserAccountMetrics } from '@portal/core';
import { apiHeaders } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { BRAND, demoPerson, type Person } from '../tractionplan/plan-test-support';

let t: TestApp;
let pat: Person;
let coach: Person;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  pat = await demoPerson(t, 'participant@demo.example', ['participant', 'tractionPlan']);
  coach = await demoPerson(t, 'coach@demo.example', ['trainer', 'profileViewer']);
});
afterAll(() => t.close());

const get = (url: string, person: Person) =>
  t.app.inject({ method: 'GET', url, headers: apiHeaders(BRAND, person.token) });

describe('the features registered in metrics and group reports', () => {
  it("counts the person's plans, 360s and events", async () => {
    const res = await get(`/api/useraccountmetrics/generateMetrics/${pat.accountId}`, pat);
    expect(res.statusCode).toBe(200);
    expect(res.json<TUserAccountMetrics>().extra).toEqual({
      tractionPlanCount: 1,
      completeTractionPlanCount: 1,
      profileParticipantCount: 1,
      profileReportCount: 1,
      // The demo registers the participant for three events and checks them in to the past one.
      eventRegistrationCount: 3,
      eventCheckedInCount: 1,
    });
    const unreleased = await get(
      `/api/useraccountmetrics/generateMetrics/${pat.accountId}?reportStatus=unreleased`,
      pat,
    );
    expect(unreleased.json<TUserAccountMetrics>().extra['profileReportCount']).toBe(0);
  });

  it("answers the released reports of a group's members", async () => {
    const team = await t.database.db
      .selectFrom('user_group_person as m')
      .innerJoin('user_group as g', 'g.id', 'm.user_group_id')
      .select('g.id')
      .where('m.user_account_id', '=', pat.accountId)
      .where('g.app_name', '=', BRAND)
      .executeTakeFirstOrThrow();
    const reports = await t.database.db
      .selectFrom('profile_report as r')
      .innerJoin('profile_participant as p', 'p.id', 'r.participant_id')
      .select('r.id')
      .where('p.user_account_id', '=', pat.accountId)
      .execute();
    expect(reports).toHaveLength(1);
    const res = await get(`/api/useraccount/GetReportIdsByGroupId/${team.id}`, coach);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([reports[0]!.id]);
    await t.database.db
      .updateTable('profile_report')
      .set({ is_excluded: true })
      .where('id', '=', reports[0]!.id)
      .execute();
    expect((await get(`/api/useraccount/GetReportIdsByGroupId/${team.id}`, coach)).json()).toEqual(
      [],
    );
  });
});
