import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PagedResult,
  TAccountOwnerInfo,
  TCrmAccount,
  THomeData,
  TUserAccountMetrics,
  TUserAccountSummary,
  TUserGroup,
} from '@portal/core';
import { apiHeaders, withFeaturesOff } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';

describe.each(testEngines())('user account look-ups, home data and metrics on %s', (engine) => {
  let t: TestApp;
  let employee: TestPerson;
  let coach: TestPerson;
  let member: TestPerson;
  let stranger: TestPerson;
  let account: TCrmAccount;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    employee = await createPerson(t, 'Emma', ['globalDataAccess']);
    coach = await createPerson(t, 'Cole', ['trainer']);
    member = await createPerson(t, 'Mia', ['participant']);
    stranger = await createPerson(t, 'Sam', ['trainer']);
    account = (
      await call(t, 'POST', '/api/crmaccount/upsert', employee, {
        accountName: 'Hub District',
        owner: { name: 'Olive Owner', email: 'olive@keystonegrowth.example' },
        awards: [
          {
            achievementType: 'kpiAssessment',
            name: 'KPI',
            awardedDate: '2025-10-01',
            schoolYear: '2025-2026',
          },
        ],
      })
    ).json<TCrmAccount>();
    const group = (
      await call(t, 'POST', '/api/usergroup/upsert', employee, {
        name: 'Hub Team',
        crmAccountIds: [account.id],
        trainerUserAccountIds: [coach.userAccountId],
      })
    ).json<TUserGroup>();
    await call(t, 'POST', `/api/usergroup/AddMember/${group.id}`, coach, {
      userAccountIds: [member.userAccountId],
    });
  });
  afterAll(() => t.close());

  it("answers the home data: the trainer with picture address, the account's awards, the groups", async () => {
    const res = await call(t, 'GET', '/api/useraccount/GetHomeData', member);
    expect(res.statusCode, res.body).toBe(200);
    const home = res.json<THomeData>();
    expect(home.trainer).toMatchObject({
      kind: 'trainer',
      userAccountId: coach.userAccountId,
      email: coach.email,
    });
    expect(home.awards.map((a) => a.name)).toEqual(['KPI']);
    expect(home.groupMembership.map((g) => g.name)).toEqual(['Hub Team']);
    expect(home.resourceGroups).toEqual([]);
  });

  it('names no trainer where the brand has trainerInfo off', async () => {
    const developer = await createPerson(t, 'Dev', ['developer']);
    const setFlag = (on: boolean) =>
      call(t, 'POST', '/api/webconfig/SetFeatures', developer, { trainerInfo: on });
    expect((await setFlag(false)).statusCode).toBe(200);
    try {
      const home = (await call(t, 'GET', '/api/useraccount/GetHomeData', member)).json<THomeData>();
      expect(home.trainer).toBeNull();
      expect(home.groupMembership.map((g) => g.name)).toEqual(['Hub Team']);
    } finally {
      await setFlag(true);
    }
  });

  it('lists no groups where the brand has teams off', async () => {
    await withFeaturesOff(t.app, 'teams', ['teams'], async () => {
      const home = (await call(t, 'GET', '/api/useraccount/GetHomeData', member)).json<THomeData>();
      expect(home.groupMembership).toEqual([]);
      expect(home.trainer).toMatchObject({ userAccountId: coach.userAccountId });
    });
  });

  it('falls back to the account owner when the person has no trainer', async () => {
    const linked = await createPerson(t, 'Lin', ['participant']);
    await t.database.db
      .insertInto('user_account_crm_account')
      .values({ user_account_id: linked.userAccountId, crm_account_id: account.id })
      .execute();
    const owner = (
      await call(
        t,
        'GET',
        `/api/useraccount/GetAccountOwnerByUserAccountId/${linked.userAccountId}?withImage=true`,
        linked,
      )
    ).json<TAccountOwnerInfo>();
    expect(owner).toMatchObject({
      kind: 'accountOwner',
      name: 'Olive Owner',
      accountName: 'Hub District',
    });
  });

  it('shows a person to their trainer but not to another trainer, whatever the call', async () => {
    const path = `/api/useraccount/GetByUserAccountId/${member.userAccountId}/true/false/true`;
    const asCoach = await call(t, 'GET', path, coach);
    expect(asCoach.statusCode).toBe(200);
    expect(asCoach.json<TUserAccountSummary>()).toMatchObject({
      emails: [{ address: member.email }],
      dataImageUrl: null,
    });
    expect((await call(t, 'GET', path, stranger)).statusCode).toBe(404);
    expect(
      (
        await call(t, 'GET', `/api/useraccount/GetByEmail/${member.email}/true/true/true`, stranger)
      ).json(),
    ).toBeNull();
    expect(
      (
        await call(t, 'POST', '/api/useraccount/GetByUserAccountIds/true/true', stranger, [
          member.userAccountId,
        ])
      ).json(),
    ).toEqual([]);
    const found = await call(t, 'GET', '/api/useraccount/FindUsers?search=mia', stranger);
    expect(found.json<PagedResult<TUserAccountSummary>>().count).toBe(0);
    const byCoach = await call(t, 'GET', '/api/useraccount/FindUsers?search=mia', coach);
    expect(byCoach.json<PagedResult<TUserAccountSummary>>().data.map((p) => p.id)).toEqual([
      member.userAccountId,
    ]);
    expect((await call(t, 'GET', '/api/useraccount/FindUsers', member)).statusCode).toBe(403);
    expect(
      (
        await call(
          t,
          'GET',
          `/api/useraccountmetrics/GetByIdFresh/${member.userAccountId}`,
          stranger,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('keeps metrics for 10 minutes unless asked younger, and lists groups with All', async () => {
    const first = (
      await call(t, 'GET', `/api/useraccountmetrics/GetByIdFresh/${member.userAccountId}`, member)
    ).json<TUserAccountMetrics>();
    expect(first).toMatchObject({ groupCount: 1, crmAccountCount: 1, awardCount: 1 });
    const again = (
      await call(t, 'GET', `/api/useraccountmetrics/GetByIdFresh/${member.userAccountId}`, member)
    ).json<TUserAccountMetrics>();
    expect(again.generatedUTC).toBe(first.generatedUTC);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const regenerated = (
      await call(
        t,
        'GET',
        `/api/useraccountmetrics/GetByIdFresh/${member.userAccountId}?ageMin=0`,
        member,
      )
    ).json<TUserAccountMetrics>();
    expect(regenerated.generatedUTC).not.toBe(first.generatedUTC);
    const all = (
      await call(t, 'GET', `/api/useraccountmetrics/GetByIdFreshAll/${member.userAccountId}`, coach)
    ).json<TUserAccountMetrics>();
    expect(all.groups?.map((g) => g.name)).toEqual(['Hub Team']);
    expect(
      (
        await call(
          t,
          'GET',
          `/api/useraccountmetrics/GetByIdFresh/${member.userAccountId}?ageMin=-1`,
          member,
        )
      ).statusCode,
    ).toBe(400);
    const print = await t.app.inject({
      url: `/api/useraccountmetrics/GetByIdFreshAllPrint/teams/${member.userAccountId}`,
      headers: apiHeaders('teams'),
    });
    expect(print.statusCode).toBe(403);
  });

  it('answers 403 to the metrics where the brand has userMetrics off', async () => {
    const metrics = (action: string) =>
      call(t, 'GET', `/api/useraccountmetrics/${action}/${member.userAccountId}`, member);
    await withFeaturesOff(t.app, 'teams', ['userMetrics'], async () => {
      for (const action of ['generateMetrics', 'GetByIdFresh', 'GetByIdFreshAll']) {
        expect((await metrics(action)).statusCode, action).toBe(403);
      }
    });
    expect((await metrics('GetByIdFresh')).statusCode).toBe(200);
  });

  it('hands out one share code per person and resolves it', async () => {
    const code = (
      await call(t, 'GET', `/api/useraccount/GetShareCode/${member.userAccountId}`, member)
    ).json<{ shareCode: string }>();
    const same = (
      await call(t, 'GET', `/api/useraccount/GetShareCode/${member.userAccountId}`, member)
    ).json<{ shareCode: string }>();
    expect(same.shareCode).toBe(code.shareCode);
    const id = await call(
      t,
      'GET',
      `/api/useraccount/GetUserAccountIdByShareCode/${code.shareCode}`,
      stranger,
    );
    expect(id.json()).toEqual({ userAccountId: member.userAccountId });
    const byCode = (
      await call(t, 'GET', `/api/useraccount/GetByShareCode/${code.shareCode}`, stranger)
    ).json<TUserAccountSummary>();
    expect(byCode).toEqual({
      id: member.userAccountId,
      firstName: 'Mia',
      lastName: 'Tester',
      dataImageUrl: null,
    });
    expect(
      (await call(t, 'GET', '/api/useraccount/GetByShareCode/NOSUCHCODE', stranger)).statusCode,
    ).toBe(404);
  });

  it('answers 403 to every share code call where the brand has shareCodes off', async () => {
    const mine = `/api/useraccount/GetShareCode/${member.userAccountId}`;
    const { shareCode } = (await call(t, 'GET', mine, member)).json<{ shareCode: string }>();
    await withFeaturesOff(t.app, 'teams', ['shareCodes'], async () => {
      for (const path of [
        mine,
        '/api/useraccount/GenerateShareCode',
        `/api/useraccount/GetUserAccountIdByShareCode/${shareCode}`,
        `/api/useraccount/GetByShareCode/${shareCode}`,
      ]) {
        expect((await call(t, 'GET', path, member)).statusCode, path).toBe(403);
      }
    });
    const byCode = await call(t, 'GET', `/api/useraccount/GetByShareCode/${shareCode}`, stranger);
    expect(byCode.statusCode).toBe(200);
  });

  it('creates a user account on the first sign-in in a brand and applies recorded code uses', async () => {
    const { resolveTokenSubject } = await import('../../identity/oidc/token-subject');
    const subject = await resolveTokenSubject(t.database.db, member.userId, 'leaders');
    expect(subject?.userAccountId).toBeTruthy();
    const row = await t.database.db
      .selectFrom('user_account')
      .select('id')
      .where('user_id', '=', member.userId)
      .where('app_name', '=', 'leaders')
      .executeTakeFirst();
    expect(row?.id).toBe(subject?.userAccountId);
  });
});
