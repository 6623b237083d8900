import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_TYPES, type TClaimUsage, type TUserClaim, type TUserDetail } from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { AUDIT_ACTIONS } from '../../shared/audit';
import { CLAIM_DERIVED, IMPERSONATE_OWN_ONLY } from './claim-rules';
import { ADMIN_EMAIL, auditRows, callAdmin, tokenOf } from './security-admin-test-support';

const MISSING = '6f1c1f0e-4c52-4c39-9d1c-0d6c1b8e2f11';
const HOUR = 3_600_000;

describe.each(testEngines())('security admin: claims on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    callAdmin(t.app, admin, method, path, body);
  const newUser = async (email: string) =>
    (await call('POST', 'users', { email })).json<TUserDetail>().id;
  const claimsOf = async (userId: string) =>
    (await call('GET', `users/${userId}/claims`)).json<TUserClaim[]>();
  const upsert = (body: Record<string, unknown>) => call('POST', 'users/UpsertClaimToUser', body);

  beforeAll(async () => {
    t = await createTestApp({ engine, demo: true });
    admin = await tokenOf(t.app, ADMIN_EMAIL);
  });
  afterAll(() => t.close());

  it('lists the claim types of core', async () => {
    expect((await call('GET', 'claims')).json()).toEqual([...CLAIM_TYPES]);
  });

  it('sets one value per claim type: a new value replaces the old one, keeping the id on a repeat', async () => {
    const user = await newUser('one.value@client.example');
    const first = (
      await upsert({ userId: user, claimType: 'tractionPlan', claimValue: 'true' })
    ).json<TUserClaim>();
    const again = (
      await upsert({ userId: user, claimType: 'tractionPlan', claimValue: 'true' })
    ).json<TUserClaim>();
    expect(again.id).toBe(first.id);
    await upsert({ userId: user, claimType: 'TractionPlan', claimValue: 'false' });
    expect((await claimsOf(user)).map((c) => [c.claimType, c.claimValue])).toEqual([
      ['TractionPlan', 'false'],
    ]);
    const [audit] = await auditRows(t.database.db, AUDIT_ACTIONS.claimSaved);
    expect(audit).toMatchObject({
      subject_user_id: user,
      details: { claimType: 'TractionPlan', claimValue: 'false' },
    });
  });

  it('refuses bad claim input (400) and a missing user (404)', async () => {
    const user = await newUser('bad.input@client.example');
    expect((await upsert({ userId: user, claimType: '  ', claimValue: 'x' })).statusCode).toBe(400);
    expect((await upsert({ userId: 'nope', claimType: 'org', claimValue: 'x' })).statusCode).toBe(
      400,
    );
    expect(
      (await upsert({ userId: user, claimType: 'org', claimValue: 'x', expiresAt: '31/12/2030' }))
        .statusCode,
    ).toBe(400);
    expect((await upsert({ userId: MISSING, claimType: 'org', claimValue: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('refuses storing the claims tokens derive, and impersonate on another user (422)', async () => {
    const user = await newUser('derived@client.example');
    const derived = await upsert({
      userId: user,
      claimType: 'originalUserId',
      claimValue: MISSING,
    });
    expect(derived.statusCode).toBe(422);
    expect(derived.json().code).toBe(CLAIM_DERIVED);
    const other = await upsert({ userId: user, claimType: 'impersonate', claimValue: MISSING });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe(IMPERSONATE_OWN_ONLY);
    const bulk = await call('POST', 'UpsertClaimToUsersWithValue', {
      userIds: [user],
      claimType: 'userAccountId',
      claimValue: 'x',
    });
    expect(bulk.statusCode).toBe(422);
  });

  it('removes a claim by type and value (false when absent)', async () => {
    const user = await newUser('remove.claim@client.example');
    await upsert({ userId: user, claimType: 'org', claimValue: 'acme' });
    const body = { userId: user, claimType: 'org', claimValue: 'acme' };
    expect((await call('POST', 'removeclaim', body)).json()).toBe(true);
    expect((await call('POST', 'removeclaim', body)).json()).toBe(false);
    expect(await claimsOf(user)).toEqual([]);
  });

  it('sets and clears a claim’s expiry (false for a claim the user lacks)', async () => {
    const user = await newUser('expiry@client.example');
    await upsert({ userId: user, claimType: 'org', claimValue: 'acme' });
    const expiresAt = new Date(Date.now() + HOUR).toISOString();
    const set = await call('POST', 'SetClaimExpireDate', {
      userId: user,
      claimType: 'org',
      claimValue: 'acme',
      expiresAt,
    });
    expect(set.json()).toBe(true);
    expect((await claimsOf(user))[0]?.expiresAt).toBe(expiresAt);
    await call('POST', 'SetClaimExpireDate', {
      userId: user,
      claimType: 'org',
      claimValue: 'acme',
      expiresAt: null,
    });
    expect((await claimsOf(user))[0]?.expiresAt).toBeNull();
    const absent = await call('POST', 'SetClaimExpireDate', {
      userId: user,
      claimType: 'org',
      claimValue: 'x',
      expiresAt,
    });
    expect(absent.json()).toBe(false);
    const bad = await call('POST', 'SetClaimExpireDate', {
      userId: user,
      claimType: 'org',
      claimValue: 'acme',
      expiresAt: 'soon',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('counts every claim in use, directly (not expired) or through roles', async () => {
    const user = await newUser('usage@client.example');
    await upsert({ userId: user, claimType: 'ckhEventSurvey', claimValue: '12' });
    const expired = await newUser('usage.expired@client.example');
    await upsert({
      userId: expired,
      claimType: 'ckhEventSurvey',
      claimValue: '12',
      expiresAt: new Date(Date.now() - HOUR).toISOString(),
    });
    const usage = (await call('GET', 'allclaims')).json<TClaimUsage[]>();
    expect(usage).toContainEqual({ claimType: 'ckhEventSurvey', claimValue: '12', userCount: 1 });
    expect(usage).toContainEqual({ claimType: 'securityAdmin', claimValue: 'true', userCount: 1 });
  });

  it('replaces a claim value across users, keeping each expiry', async () => {
    const a = await newUser('replace.a@client.example');
    const b = await newUser('replace.b@client.example');
    const expiresAt = new Date(Date.now() + HOUR).toISOString();
    await upsert({ userId: a, claimType: 'eventType', claimValue: 'old' });
    await upsert({ userId: b, claimType: 'eventType', claimValue: 'old', expiresAt });
    const res = await call('POST', 'ReplaceClaim', {
      claimType: 'eventType',
      fromValue: 'old',
      toType: 'org',
      toValue: 'new',
    });
    expect(res.json()).toEqual({ count: 2 });
    expect((await claimsOf(a)).map((c) => [c.claimType, c.claimValue, c.expiresAt])).toEqual([
      ['org', 'new', null],
    ]);
    expect((await claimsOf(b)).map((c) => [c.claimType, c.claimValue, c.expiresAt])).toEqual([
      ['org', 'new', expiresAt],
    ]);
    expect((await auditRows(t.database.db, AUDIT_ACTIONS.claimReplaced)).length).toBe(2);
  });

  it('saves a claim and a role to users given by user or user-account id', async () => {
    const a = await newUser('bulk.a@client.example');
    const b = await newUser('bulk.b@client.example');
    const account = await t.database.db
      .selectFrom('user_account')
      .select('id')
      .where('user_id', '=', b)
      .executeTakeFirstOrThrow();
    const res = await call('POST', 'UpsertClaimToUsersWithValue', {
      userIds: [a, MISSING],
      userAccountIds: [account.id],
      claimType: 'org',
      claimValue: 'bulk',
      roleName: 'eventadmin',
    });
    expect(res.json()).toEqual({ count: 2 });
    for (const id of [a, b]) {
      const user = (await call('GET', `users/${id}`)).json<TUserDetail>();
      expect(user.roles).toEqual(['EventAdmin']);
      expect(user.claims.map((c) => c.claimValue)).toEqual(['bulk']);
    }
    const unknownRole = await call('POST', 'UpsertClaimToUsersWithValue', {
      userIds: [a],
      claimType: 'org',
      claimValue: 'x',
      roleName: 'Nope',
    });
    expect(unknownRole.statusCode).toBe(404);
  });

  it('assigns the profileV2 claim to many users', async () => {
    const a = await newUser('v2.a@client.example');
    expect((await call('POST', 'AssignProfileV2Claim', { userIds: [a] })).json()).toEqual({
      count: 1,
    });
    expect((await claimsOf(a)).map((c) => [c.claimType, c.claimValue])).toEqual([
      ['profileV2', 'true'],
    ]);
  });

  it('refreshes one user: expired claims, stored derived claims and repeats are dropped', async () => {
    const user = await newUser('refresh@client.example');
    await upsert({ userId: user, claimType: 'org', claimValue: 'keep' });
    await upsert({
      userId: user,
      claimType: 'eventType',
      claimValue: 'gone',
      expiresAt: new Date(Date.now() - HOUR).toISOString(),
    });
    await t.database.db
      .insertInto('user_claim')
      .values([
        {
          user_id: user,
          claim_type: 'userAccountId',
          claim_value: MISSING,
          updated_at: new Date(),
        },
        { user_id: user, claim_type: 'ORG', claim_value: 'keep', updated_at: new Date() },
      ])
      .execute();
    const res = await call('GET', `refreshUserClaims/${user}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<TUserClaim[]>().map((c) => c.claimValue)).toEqual(['keep']);
    expect((await call('GET', `refreshUserClaims/${MISSING}`)).statusCode).toBe(404);
  });

  it('refreshes every user at once, answering the users changed', async () => {
    await call('POST', 'RefreshAllUserClaims');
    const user = await newUser('refresh.all@client.example');
    await upsert({
      userId: user,
      claimType: 'org',
      claimValue: 'gone',
      expiresAt: new Date(Date.now() - HOUR).toISOString(),
    });
    expect((await call('POST', 'RefreshAllUserClaims')).json()).toEqual({ count: 1 });
    expect((await call('POST', 'RefreshAllUserClaims')).json()).toEqual({ count: 0 });
  });
});
