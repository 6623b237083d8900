import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TCrmAccount,
  TNote,
  TUserAccountMergeResult,
  TUserAccountSummary,
  TUserBatchMergeSummary,
  TUserGroup,
} from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { toJson } from '../../db/schema';

describe.each(testEngines())('user account merges on %s', (engine) => {
  let t: TestApp;
  let admin: TestPerson;
  let employee: TestPerson;
  let coach: TestPerson;
  let account: TCrmAccount;
  let group: TUserGroup;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    admin = await createPerson(t, 'Sec', ['securityAdmin']);
    employee = await createPerson(t, 'Emma', ['globalDataAccess', 'tfg', 'trainer']);
    coach = await createPerson(t, 'Cole', ['trainer']);
    account = (
      await call(t, 'POST', '/api/crmaccount/upsert', employee, { accountName: 'Merge Co' })
    ).json<TCrmAccount>();
    group = (
      await call(t, 'POST', '/api/usergroup/upsert', employee, {
        name: 'Merge Team',
        crmAccountIds: [account.id],
        trainerUserAccountIds: [coach.userAccountId],
      })
    ).json<TUserGroup>();
  });
  afterAll(() => t.close());

  /** A person with something of every kind a user account owns today. */
  async function personWithRecords(name: string) {
    const person = await createPerson(t, name, ['participant']);
    await call(t, 'POST', `/api/usergroup/AddMember/${group.id}`, employee, {
      userAccountIds: [person.userAccountId],
    });
    await t.database.db
      .insertInto('user_account_crm_account')
      .values({ user_account_id: person.userAccountId, crm_account_id: account.id })
      .execute();
    await t.database.db
      .insertInto('user_claim')
      .values({
        user_id: person.userId,
        claim_type: 'profileV2',
        claim_value: 'true',
        updated_at: new Date(),
      })
      .execute();
    const note = (
      await call(t, 'POST', '/api/notes/save', employee, {
        entityType: 'UserAccount',
        entityId: person.userAccountId,
        title: `About ${name}`,
        body: [{ type: 'paragraph', spans: [{ text: 'Met at the kickoff.' }] }],
      })
    ).json<TNote>();
    const code = (
      await call(t, 'GET', `/api/usergroup/GenerateInviteCode/${group.id}/true`, employee)
    ).json<{ inviteCode: string }>();
    expect(
      (await call(t, 'POST', `/api/auth/RedeemInviteCode/${code.inviteCode}`, person)).statusCode,
    ).toBe(200);
    await call(t, 'POST', `/api/useraccount/SetTitles/${person.userAccountId}`, person, [
      'Teacher',
    ]);
    // A plan of the person's, as the plan feature stores it: the merge carries it over.
    const plan = await t.database.db
      .insertInto('traction_plan')
      .values({
        app_name: 'profile',
        user_account_id: person.userAccountId,
        progress: toJson({}),
        plan: toJson({ goal: `Goal of ${name}` }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ...person, noteId: note.id, planId: plan.id };
  }

  it('moves every owned record to the kept account and loses nothing', async () => {
    const from = await personWithRecords('Fromm');
    const to = await createPerson(t, 'Toby', ['participant']);
    const res = await call(
      t,
      'GET',
      `/api/useraccount/Merge/${from.userAccountId}/${to.userAccountId}`,
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<TUserAccountMergeResult>();
    expect(result.moved).toMatchObject({
      emails: 1,
      titles: 1,
      claimsAndRoles: 1,
      inviteCodeUses: 1,
      groupMemberships: 1,
      crmAccountLinks: 1,
      notesAbout: 1,
      tractionPlan: 1,
    });
    const db = t.database.db;
    const plans = await db
      .selectFrom('traction_plan')
      .select('user_account_id')
      .where('id', '=', from.planId)
      .execute();
    expect(plans).toEqual([{ user_account_id: to.userAccountId }]);
    expect(
      await db
        .selectFrom('user_account')
        .select('id')
        .where('id', '=', from.userAccountId)
        .execute(),
    ).toEqual([]);
    const kept = (
      await call(
        t,
        'GET',
        `/api/useraccount/GetByUserAccountId/${to.userAccountId}/true/true/true`,
        admin,
      )
    ).json<TUserAccountSummary>();
    expect(kept.emails.map((e) => e.address).sort()).toEqual([from.email, to.email].sort());
    expect(kept.emails.filter((e) => e.primary)).toHaveLength(1);
    expect(kept.titles).toEqual(['Teacher']);
    expect(kept.crmAccounts.map((a) => a.id)).toEqual([account.id]);
    const members = await db
      .selectFrom('user_group_person')
      .select('user_account_id')
      .where('user_group_id', '=', group.id)
      .where('role', '=', 'member')
      .execute();
    expect(members.map((m) => m.user_account_id)).toContain(to.userAccountId);
    const note = await db
      .selectFrom('note')
      .select('entity_id')
      .where('id', '=', from.noteId)
      .executeTakeFirstOrThrow();
    expect(note.entity_id).toBe(to.userAccountId);
    // The use names the kept account and its sign-in user: the source's sign-in is gone.
    const uses = await db
      .selectFrom('invite_code_use')
      .select(['user_account_id', 'user_id'])
      .where('user_account_id', '=', to.userAccountId)
      .execute();
    expect(uses).toEqual([{ user_account_id: to.userAccountId, user_id: to.userId }]);
    expect(result.moved.signIn).toBe(1);
    expect(
      await db.selectFrom('identity_user').select('id').where('id', '=', from.userId).execute(),
    ).toEqual([]);
    const claims = await db
      .selectFrom('user_claim')
      .select('claim_type')
      .where('user_id', '=', to.userId)
      .execute();
    expect(claims.map((c) => c.claim_type)).toContain('profileV2');
  });

  it('previews the counts of a merge without changing anything', async () => {
    const from = await personWithRecords('Pria');
    const to = await createPerson(t, 'Paul', ['participant']);
    const path = `/api/useraccount/MergePreview/${from.userAccountId}/${to.userAccountId}`;
    const res = await call(t, 'GET', path, admin);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json<TUserAccountMergeResult>();
    expect(preview.moved).toMatchObject({ tractionPlan: 1, notesAbout: 1, signIn: 1 });
    const db = t.database.db;
    expect(
      await db
        .selectFrom('user_account')
        .select('id')
        .where('id', '=', from.userAccountId)
        .execute(),
    ).toHaveLength(1);
    expect(
      await db.selectFrom('identity_user').select('id').where('id', '=', from.userId).execute(),
    ).toHaveLength(1);
    const plan = await db
      .selectFrom('traction_plan')
      .select('user_account_id')
      .where('id', '=', from.planId)
      .executeTakeFirstOrThrow();
    expect(plan.user_account_id).toBe(from.userAccountId);
    // The merge moves what the preview counted.
    const merged = (
      await call(
        t,
        'GET',
        `/api/useraccount/Merge/${from.userAccountId}/${to.userAccountId}`,
        admin,
      )
    ).json<TUserAccountMergeResult>();
    expect(merged.moved).toEqual(preview.moved);
    expect((await call(t, 'GET', path, employee)).statusCode).toBe(403);
    expect((await call(t, 'GET', path, admin)).statusCode).toBe(404);
  });

  it("keeps the source's sign-in when another brand still has its account, or the kept account has none", async () => {
    const db = t.database.db;
    const both = await createPerson(t, 'Bo');
    await db
      .insertInto('user_account')
      .values({
        user_id: both.userId,
        app_name: 'leaders',
        titles: toJson([]),
        emails: toJson([]),
        phone_numbers: toJson([]),
        updated_at: new Date(),
      })
      .execute();
    const kept = await createPerson(t, 'Kay');
    const first = (
      await call(
        t,
        'GET',
        `/api/useraccount/Merge/${both.userAccountId}/${kept.userAccountId}`,
        admin,
      )
    ).json<TUserAccountMergeResult>();
    expect(first.moved.signIn).toBe(0);
    expect(
      await db.selectFrom('identity_user').select('id').where('id', '=', both.userId).execute(),
    ).toHaveLength(1);

    const signedIn = await createPerson(t, 'Sid');
    const basic = await createPerson(t, 'Basil');
    await db
      .updateTable('user_account')
      .set({ user_id: null })
      .where('id', '=', basic.userAccountId)
      .execute();
    const second = (
      await call(
        t,
        'GET',
        `/api/useraccount/Merge/${signedIn.userAccountId}/${basic.userAccountId}`,
        admin,
      )
    ).json<TUserAccountMergeResult>();
    expect(second.moved.signIn).toBe(0);
    const account = await db
      .selectFrom('user_account')
      .select('user_id')
      .where('id', '=', basic.userAccountId)
      .executeTakeFirstOrThrow();
    expect(account.user_id).toBe(signedIn.userId);
  });

  it('answers 403 to merges and batch merges where the brand has userMerge off', async () => {
    const developer = await createPerson(t, 'Dev', ['developer']);
    const setFlag = (on: boolean) =>
      call(t, 'POST', '/api/webconfig/SetFeatures', developer, { userMerge: on });
    const from = await createPerson(t, 'Fay', ['participant']);
    const to = await createPerson(t, 'Finn', ['participant']);
    const pair = `${from.userAccountId}/${to.userAccountId}`;
    expect((await setFlag(false)).statusCode).toBe(200);
    try {
      for (const path of [`MergePreview/${pair}`, `Merge/${pair}`, 'PurgeUserBatchMerge']) {
        expect((await call(t, 'GET', `/api/useraccount/${path}`, admin)).statusCode, path).toBe(
          403,
        );
      }
    } finally {
      await setFlag(true);
    }
    const preview = await call(t, 'GET', `/api/useraccount/MergePreview/${pair}`, admin);
    expect(preview.statusCode).toBe(200);
  });

  it('refuses merges to anyone but security admins, and of an account into itself', async () => {
    const a = await createPerson(t, 'Ann');
    const b = await createPerson(t, 'Ben');
    expect(
      (
        await call(
          t,
          'GET',
          `/api/useraccount/Merge/${a.userAccountId}/${b.userAccountId}`,
          employee,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(t, 'GET', `/api/useraccount/Merge/${a.userAccountId}/${a.userAccountId}`, admin))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(t, 'GET', `/api/useraccount/Merge/${a.userAccountId}/not-a-guid`, admin))
        .statusCode,
    ).toBe(400);
  });

  it('runs a batch merge: complete, failed on a wrong e-mail, cancelled, purged', async () => {
    const batch = 'b0000000-0000-4000-8000-000000000001';
    const a = await personWithRecords('Abe');
    const b = await createPerson(t, 'Bea');
    const c = await createPerson(t, 'Cal');
    const d = await createPerson(t, 'Dee');
    const add = (from: TestPerson, to: TestPerson, fromEmail = from.email) =>
      call(
        t,
        'GET',
        `/api/useraccount/AddUserPairToBatch?fromUaId=${from.userAccountId}&fromEmail=${encodeURIComponent(fromEmail)}&toUaId=${to.userAccountId}&toEmail=${encodeURIComponent(to.email)}&batchTrxId=${batch}`,
        admin,
      );
    expect((await add(a, b)).statusCode).toBe(200);
    await add(c, d, 'wrong@client.example');
    const run = (
      await call(t, 'GET', `/api/useraccount/StartUserBatchMerge/${batch}`, admin)
    ).json<TUserBatchMergeSummary>();
    expect(run).toMatchObject({ complete: 1, failed: 1, pending: 0 });
    expect(run.items.find((i) => i.status === 'failed')?.error).toMatch(/e-mail/);
    await add(c, d);
    const cancelled = (
      await call(
        t,
        'GET',
        `/api/useraccount/UpdateAllUserBatchMergeStatus/${batch}/cancelled`,
        admin,
      )
    ).json<TUserBatchMergeSummary>();
    expect(cancelled).toMatchObject({ pending: 0, cancelled: 1 });
    expect(
      (
        await call(
          t,
          'GET',
          `/api/useraccount/UpdateAllUserBatchMergeStatus/${batch}/complete`,
          admin,
        )
      ).statusCode,
    ).toBe(422);
    const purged = (
      await call(t, 'GET', '/api/useraccount/PurgeUserBatchMerge', admin)
    ).json<TUserBatchMergeSummary>();
    expect(purged.items).toEqual([]);
    expect(
      (await call(t, 'GET', '/api/useraccount/PurgeUserBatchMerge', employee)).statusCode,
    ).toBe(403);
  });
});
