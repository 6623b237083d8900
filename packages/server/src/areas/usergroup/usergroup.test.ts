import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMAIL_NOT_VERIFIED_REASON,
  type PagedResult,
  type TCrmAccount,
  type TGroupMemberChangeResult,
  type TGroupMembership,
  type TUserGroup,
  type TUserGroupDetailView,
  type TUserGroupRow,
} from '@portal/core';
import { withFeatures, withFeaturesOff } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { EMAIL_NOT_VERIFIED, NOT_AUTHORIZED } from '../../http/api-guard';
import { testEngines } from '../../../test/test-database';
import {
  call,
  createPerson,
  unverified,
  type TestPerson,
} from '../crmaccount/accounts-test-support';

describe.each(testEngines())('user groups on %s', (engine) => {
  let t: TestApp;
  let employee: TestPerson;
  let accountAdmin: TestPerson;
  let coach: TestPerson;
  let leader: TestPerson;
  let member: TestPerson;
  let outsider: TestPerson;
  let account: TCrmAccount;
  let group: TUserGroup;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    employee = await createPerson(t, 'Emma', ['globalDataAccess']);
    accountAdmin = await createPerson(t, 'Ada', ['clientAdmin']);
    coach = await createPerson(t, 'Cole', ['trainer']);
    leader = await createPerson(t, 'Lee', ['participant']);
    member = await createPerson(t, 'Mia', ['participant']);
    outsider = await createPerson(t, 'Otto', ['trainer']);
    account = (
      await call(t, 'POST', '/api/crmaccount/upsert', employee, { accountName: 'Campus A' })
    ).json<TCrmAccount>();
    await call(t, 'POST', `/api/crmaccount/SetAdminUsers/${account.id}`, employee, [
      accountAdmin.userAccountId,
    ]);
    const created = await call(t, 'POST', '/api/usergroup/upsert', coach, {
      leaderUserAccountIds: [leader.userAccountId],
      referenceType: 'CrmCohortGroup',
    });
    expect(created.statusCode, created.body).toBe(200);
    group = created.json<TUserGroup>();
  });
  afterAll(() => t.close());

  it("gives a new group the spec's defaults and makes its creating trainer its trainer", () => {
    expect(group).toMatchObject({
      name: 'New Group',
      isHidden: true,
      crmStatus: 'No Contract',
      status: 'Active',
      trainerUserAccountIds: [coach.userAccountId],
      memberCount: 0,
      abilities: { edit: true, manageMembers: true },
    });
  });

  it('refuses a trainer a group for an account they do not look after', async () => {
    const res = await call(t, 'POST', '/api/usergroup/upsert', outsider, {
      crmAccountIds: [account.id],
    });
    expect(res.statusCode).toBe(403);
    const ok = await call(t, 'POST', '/api/usergroup/upsert', employee, {
      ...group,
      crmAccountIds: [account.id],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    group = ok.json<TUserGroup>();
  });

  it('adds members by id and e-mail, gives the cohort claim, and removes it with the membership', async () => {
    const add = await call(t, 'POST', `/api/usergroup/AddMember/${group.id}`, coach, {
      userAccountIds: [member.userAccountId],
      emails: [leader.email.toUpperCase(), 'nobody@client.example'],
    });
    expect(add.json<TGroupMemberChangeResult>()).toMatchObject({
      added: 2,
      notFound: ['nobody@client.example'],
      memberCount: 2,
    });
    const claims = () =>
      t.database.db
        .selectFrom('user_claim')
        .select(['claim_type', 'claim_value'])
        .where('user_id', '=', member.userId)
        .execute();
    expect(await claims()).toEqual([
      { claim_type: 'cohort', claim_value: expect.stringMatching(/^cohort\d{4}$/) },
    ]);
    await call(t, 'POST', `/api/usergroup/RemoveMember/${group.id}`, coach, {
      userAccountIds: [member.userAccountId],
    });
    expect(await claims()).toEqual([]);
    await call(t, 'POST', `/api/usergroup/AddMember/${group.id}`, coach, {
      userAccountIds: [member.userAccountId],
    });
  });

  it('finds the group by a part of its name as its row, with its accounts and member count', async () => {
    const res = await call(
      t,
      'GET',
      '/api/usergroup/search?search=W%20GROU&includeHidden=true&sortProperty=memberCount',
      employee,
    );
    expect(res.json<PagedResult<TUserGroupRow>>()).toMatchObject({
      count: 1,
      data: [
        {
          id: group.id,
          name: 'New Group',
          crmAccounts: [{ id: account.id, accountName: 'Campus A' }],
          isHidden: true,
          crmStatus: 'No Contract',
          status: 'Active',
          memberCount: 2,
          referenceType: 'CrmCohortGroup',
          createdUTC: group.createdUTC,
        },
      ],
    });
    const past = await call(t, 'GET', '/api/usergroup/search?includeHidden=true&page=9', employee);
    expect(past.json<PagedResult<TUserGroupRow>>()).toMatchObject({ count: 1, data: [] });
  });

  it('shows the group to members, trainers and account admins; leaders only when visible to leaders', async () => {
    const view = (who: TestPerson) =>
      call(t, 'GET', `/api/usergroup/GetDetailView?userGroupId=${group.id}&pageSize=1`, who);
    const asMember = await view(member);
    expect(asMember.statusCode).toBe(200);
    const detail = asMember.json<TUserGroupDetailView>();
    expect(detail.members.count).toBe(2);
    expect(detail.members.data).toHaveLength(1);
    expect(detail.group.abilities.manageMembers).toBe(false);
    expect((await view(accountAdmin)).statusCode).toBe(200);
    expect((await view(outsider)).statusCode).toBe(404);
    const leaderOnly = await createPerson(t, 'Lou', ['participant']);
    await call(t, 'POST', '/api/usergroup/upsert', coach, {
      ...group,
      leaderUserAccountIds: [leaderOnly.userAccountId],
      version: undefined,
    });
    expect((await view(leaderOnly)).statusCode).toBe(404);
    await call(t, 'POST', '/api/usergroup/upsert', coach, {
      ...group,
      leaderUserAccountIds: [leaderOnly.userAccountId],
      isVisibleToLeaders: true,
      version: undefined,
    });
    expect((await view(leaderOnly)).statusCode).toBe(200);
    const add = await call(t, 'POST', `/api/usergroup/AddMember/${group.id}`, member, {
      userAccountIds: [],
    });
    expect(add.statusCode).toBe(403);
    const search = await call(t, 'GET', '/api/usergroup/search', outsider);
    expect(search.json<PagedResult<TUserGroupRow>>().count).toBe(0);
  });

  it("lists a person's membership with the trainer", async () => {
    const res = await call(
      t,
      'GET',
      `/api/usergroup/GetMembership/${member.userAccountId}`,
      member,
    );
    expect(res.json<TGroupMembership[]>()).toMatchObject([
      { userGroupId: group.id, trainerName: 'Cole Tester', trainerEmail: coach.email },
    ]);
    const other = await call(
      t,
      'GET',
      `/api/usergroup/GetMembership/${member.userAccountId}`,
      outsider,
    );
    expect(other.json()).toEqual([]);
  });

  it('answers the membership (myteam) only to a confirmed e-mail', async () => {
    const path = `/api/usergroup/GetMembership/${member.userAccountId}`;
    const refused = await call(t, 'GET', path, unverified(t, member));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: EMAIL_NOT_VERIFIED,
      reason: EMAIL_NOT_VERIFIED_REASON,
    });
    expect((await call(t, 'GET', path, member)).statusCode).toBe(200);
  });

  it('makes an invite code that adds the registrant, also for uses recorded before', async () => {
    const code = (
      await call(t, 'GET', `/api/usergroup/GenerateInviteCode/${group.id}/false`, coach)
    ).json<{ inviteCode: string }>();
    const again = (
      await call(t, 'GET', `/api/usergroup/GenerateInviteCode/${group.id}/false`, coach)
    ).json<{ inviteCode: string }>();
    expect(again.inviteCode).toBe(code.inviteCode);
    const joiner = await createPerson(t, 'Jo', ['participant']);
    const redeem = await call(t, 'POST', `/api/auth/RedeemInviteCode/${code.inviteCode}`, joiner);
    expect(redeem.statusCode, redeem.body).toBe(200);
    const membership = await call(
      t,
      'GET',
      `/api/usergroup/GetMembership/${joiner.userAccountId}`,
      joiner,
    );
    expect(membership.json<TGroupMembership[]>().map((m) => m.userGroupId)).toEqual([group.id]);

    // A code used before it was tied to a group: its users join when it is tied.
    const other = (
      await call(t, 'POST', '/api/usergroup/upsert', coach, { name: 'Later' })
    ).json<TUserGroup>();
    const codeRow = await t.database.db
      .selectFrom('invite_code')
      .select('id')
      .where('code', '=', code.inviteCode)
      .executeTakeFirstOrThrow();
    const tie = await call(
      t,
      'GET',
      `/api/usergroup/UpdateInviteCodeGroup/${codeRow.id}/${other.id}`,
      coach,
    );
    expect(tie.statusCode, tie.body).toBe(200);
    const after = await call(
      t,
      'GET',
      `/api/usergroup/GetMembership/${joiner.userAccountId}`,
      joiner,
    );
    expect(after.json<TGroupMembership[]>().map((m) => m.name)).toContain('Later');
  });

  it("closes a member's groups, the team dashboard and the group's invite codes with their flags", async () => {
    const code = (
      await call(t, 'GET', `/api/usergroup/GenerateInviteCode/${group.id}/false`, coach)
    ).json<{ inviteCode: string }>();
    const codeRow = await t.database.db
      .selectFrom('invite_code')
      .select('id')
      .where('code', '=', code.inviteCode)
      .executeTakeFirstOrThrow();
    const closed: [string, TestPerson][] = [
      [`/api/usergroup/GetMembership/${member.userAccountId}`, member],
      [`/api/usergroup/GetTeamDashboard?userGroupId=${group.id}`, coach],
      [`/api/usergroup/GenerateInviteCode/${group.id}/false`, coach],
      [`/api/usergroup/UpdateInviteCodeGroup/${codeRow.id}/${group.id}`, coach],
    ];
    await withFeaturesOff(
      t.app,
      'teams',
      ['teams', 'teamDashboard', 'groupInviteCodes'],
      async () => {
        for (const [path, by] of closed) {
          const res = await call(t, 'GET', path, by);
          expect(res.statusCode, path).toBe(403);
          expect(res.json()).toMatchObject({ code: NOT_AUTHORIZED });
        }
        // The staff's groups stay: other brands call them cohorts.
        const detail = await call(
          t,
          'GET',
          `/api/usergroup/GetDetailView?userGroupId=${group.id}`,
          coach,
        );
        expect(detail.statusCode).toBe(200);
      },
    );
    for (const [path, by] of closed) {
      expect((await call(t, 'GET', path, by)).statusCode, path).toBe(200);
    }
  });

  it("e-mails a cohort member their group's invite link only where the brand has group invite links", async () => {
    await withFeatures(t.app, 'teams', { cohorts: true }, async () => {
      const code = (
        await call(t, 'GET', `/api/usergroup/GenerateInviteCode/${group.id}/false`, coach)
      ).json<{ inviteCode: string }>();
      const invitation = async () => {
        const url = `/api/useraccount/SendCohortBasicInvite/${member.userAccountId}`;
        const res = await call(t, 'GET', url, coach);
        expect(res.statusCode, res.body).toBe(200);
        const message = await t.database.db
          .selectFrom('message')
          .select('body_text')
          .where('id', '=', res.json<{ messageId: string }>().messageId)
          .executeTakeFirstOrThrow();
        return message.body_text;
      };
      expect(await invitation()).toContain(`/invite/${code.inviteCode}`);
      for (const flag of ['inviteCode', 'groupInviteCodes'] as const) {
        await withFeaturesOff(t.app, 'teams', [flag], async () => {
          expect(await invitation(), flag).not.toContain('/invite/');
        });
      }
    });
  });

  it('deletes a group for those who manage it', async () => {
    const doomed = (
      await call(t, 'POST', '/api/usergroup/upsert', coach, { name: 'Doomed' })
    ).json<TUserGroup>();
    expect(
      (await call(t, 'DELETE', `/api/usergroup/DeleteUserGroup/${doomed.id}`, outsider)).statusCode,
    ).toBe(403);
    expect(
      (await call(t, 'DELETE', `/api/usergroup/DeleteUserGroup/${doomed.id}`, coach)).json(),
    ).toBe(true);
    expect((await call(t, 'GET', `/api/usergroup/${doomed.id}`, coach)).statusCode).toBe(404);
  });
});
