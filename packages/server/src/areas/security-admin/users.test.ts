import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagedResult, TUserClaim, TUserDetail, TUserSummary } from '@portal/core';
import { apiHeaders, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { AUDIT_ACTIONS } from '../../shared/audit';
import { findUserByEmail } from '../../identity/identity-users.store';
import {
  ADMIN_EMAIL,
  auditRows,
  callAdmin,
  COACH_EMAIL,
  PARTICIPANT_EMAIL,
  tokenOf,
  userIdOf,
} from './security-admin-test-support';
import { CANNOT_DELETE_SELF, CANNOT_LOCK_SELF, EMAIL_TAKEN } from './user-admin.service';

const MISSING = '6f1c1f0e-4c52-4c39-9d1c-0d6c1b8e2f11';

describe.each(testEngines())('security admin: users on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  const call = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
    callAdmin(t.app, admin, method, path, body);
  const create = async (email: string, extra: Record<string, unknown> = {}) => {
    const res = await call('POST', 'users', {
      email,
      firstName: 'New',
      lastName: 'Person',
      ...extra,
    });
    expect(res.statusCode).toBe(200);
    return res.json<TUserDetail>();
  };

  beforeAll(async () => {
    t = await createTestApp({ engine, demo: true });
    admin = await tokenOf(t.app, ADMIN_EMAIL);
  });
  afterAll(() => t.close());

  it('searches users by e-mail or name, pages and sorts them, with their roles', async () => {
    const res = await call('GET', 'users?search=casey%20coach');
    expect(res.statusCode).toBe(200);
    const page = res.json<PagedResult<TUserSummary>>();
    expect(page.count).toBe(1);
    expect(page.data[0]).toMatchObject({
      email: COACH_EMAIL,
      firstName: 'Casey',
      roles: ['Coach'],
    });

    const sorted = await call(
      'GET',
      'users?sortProperty=lastName&sortAscending=false&pageSize=2&page=2',
    );
    const second = sorted.json<PagedResult<TUserSummary>>();
    expect(second.data).toHaveLength(2);
    expect(second.sortProperty).toBe('lastName');
    const all = (
      await call('GET', 'users?sortProperty=lastName&sortAscending=false&pageSize=200')
    ).json<PagedResult<TUserSummary>>();
    expect(second.data.map((u) => u.id)).toEqual(all.data.slice(2, 4).map((u) => u.id));
    expect(all.count).toBe(all.data.length);
  });

  it('answers one user with its own claims and those of its roles; 404 when missing', async () => {
    const id = await userIdOf(t.database.db, PARTICIPANT_EMAIL);
    const res = await call('GET', `users/${id}`);
    expect(res.statusCode).toBe(200);
    const user = res.json<TUserDetail>();
    expect(user).toMatchObject({ id, email: PARTICIPANT_EMAIL, roles: ['Participant'] });
    expect(user.roleClaims).toContainEqual({
      roleName: 'Participant',
      claimType: 'tractionPlan',
      claimValue: 'true',
    });
    expect((await call('GET', `users/${MISSING}`)).statusCode).toBe(404);
    expect((await call('GET', `users/${MISSING}/claims`)).statusCode).toBe(404);
  });

  it('refuses a malformed id (400)', async () => {
    for (const path of ['users/not-a-guid', 'users/123/claims', 'roles/x', 'refreshUserClaims/1']) {
      expect((await call('GET', path)).statusCode).toBe(400);
    }
    expect((await call('DELETE', 'users/not-a-guid')).statusCode).toBe(400);
  });

  it('creates a user without a password, with a user account in the brand, and audits it', async () => {
    const user = await create('new.person@client.example');
    expect(user).toMatchObject({ email: 'new.person@client.example', firstName: 'New', roles: [] });
    const row = await findUserByEmail(t.database.db, 'new.person@client.example');
    expect(row?.password_hash).toBeNull();
    const account = await t.database.db
      .selectFrom('user_account')
      .select('app_name')
      .where('user_id', '=', user.id)
      .execute();
    expect(account).toEqual([{ app_name: 'profile' }]);
    const [audit] = await auditRows(t.database.db, AUDIT_ACTIONS.userCreated);
    expect(audit).toMatchObject({
      subject_user_id: user.id,
      actor_user_id: await userIdOf(t.database.db, ADMIN_EMAIL),
      app_name: 'profile',
    });
  });

  it('refuses a second user with the same e-mail in any case (409)', async () => {
    const res = await call('POST', 'users', { email: 'COACH@demo.example' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(EMAIL_TAKEN);
    const other = await create('other.person@client.example');
    const moved = await call('POST', 'users', { id: other.id, email: COACH_EMAIL });
    expect(moved.statusCode).toBe(409);
  });

  it('updates a user; a missing id is 404', async () => {
    const user = await create('to.edit@client.example');
    const res = await call('POST', 'users', {
      id: user.id,
      email: 'edited@client.example',
      firstName: 'Edited',
      phoneNumber: '555 0100',
      emailConfirmed: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'edited@client.example',
      userName: 'edited@client.example',
      firstName: 'Edited',
      lastName: 'Person',
      phoneNumber: '555 0100',
      emailConfirmed: true,
    });
    const missing = await call('POST', 'users', { id: MISSING, email: 'x@client.example' });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps a confirmed phone through other changes; a number the admin types is unconfirmed', async () => {
    const user = await create('phone.owner@client.example');
    const phoneOf = () =>
      t.database.db
        .selectFrom('identity_user')
        .select(['phone_number', 'phone_number_confirmed'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('identity_user')
      .set({ phone_number: '+15557654321', phone_number_confirmed: true })
      .where('id', '=', user.id)
      .execute();
    const save = (phoneNumber: string) =>
      call('POST', 'users', { id: user.id, email: user.email, firstName: 'Phil', phoneNumber });
    expect((await save('+15557654321')).statusCode).toBe(200);
    expect(await phoneOf()).toEqual({ phone_number: '+15557654321', phone_number_confirmed: true });
    expect((await save('+15550001111')).statusCode).toBe(200);
    expect(await phoneOf()).toEqual({
      phone_number: '+15550001111',
      phone_number_confirmed: false,
    });
  });

  it('locks with a future lockoutEnd and unlocks with null, forgetting the failed sign-ins', async () => {
    const user = await create('to.lock@client.example');
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const locked = await call('POST', 'users', {
      id: user.id,
      email: user.email,
      lockoutEnd: until,
    });
    expect(locked.json<TUserDetail>().lockoutEnd).toBe(until);
    await t.database.db
      .updateTable('identity_user')
      .set({ access_failed_count: 4 })
      .where('id', '=', user.id)
      .execute();
    const unlocked = await call('POST', 'users', {
      id: user.id,
      email: user.email,
      lockoutEnd: null,
    });
    expect(unlocked.json()).toMatchObject({ lockoutEnd: null, accessFailedCount: 0 });
    const locks = await auditRows(t.database.db, AUDIT_ACTIONS.userLocked);
    const unlocks = await auditRows(t.database.db, AUDIT_ACTIONS.userUnlocked);
    expect(locks[0]?.subject_user_id).toBe(user.id);
    expect(unlocks[0]?.subject_user_id).toBe(user.id);
  });

  it('refuses locking oneself', async () => {
    const self = await userIdOf(t.database.db, ADMIN_EMAIL);
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const res = await call('POST', 'users', { id: self, email: ADMIN_EMAIL, lockoutEnd: until });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(CANNOT_LOCK_SELF);
  });

  it('refuses bad input (400): bad e-mail, bad date', async () => {
    expect((await call('POST', 'users', { email: 'not an email' })).statusCode).toBe(400);
    const bad = await call('POST', 'users', { email: 'x@client.example', lockoutEnd: 'tomorrow' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContainEqual(expect.objectContaining({ field: 'lockoutEnd' }));
  });

  it('answers names with HTML exactly as stored (JSON, never interpreted)', async () => {
    const html = '<img src=x onerror=alert(1)>';
    const user = await create('html.name@client.example', { firstName: html });
    expect(user.firstName).toBe(html);
    const found = await call('GET', 'users?search=html.name');
    expect(found.headers['content-type']).toMatch(/^application\/json/);
    expect(found.json<PagedResult<TUserSummary>>().data[0]?.firstName).toBe(html);
  });

  it('deletes a user once (then false) and audits it with the e-mail', async () => {
    const user = await create('to.delete@client.example');
    const res = await call('DELETE', `users/${user.id}`);
    expect(res.json()).toBe(true);
    expect((await call('DELETE', `users/${user.id}`)).json()).toBe(false);
    const [audit] = await auditRows(t.database.db, AUDIT_ACTIONS.userDeleted);
    expect(audit).toMatchObject({
      subject_user_id: user.id,
      details: { email: 'to.delete@client.example' },
    });
  });

  it('refuses deleting oneself', async () => {
    const self = await userIdOf(t.database.db, ADMIN_EMAIL);
    const res = await call('DELETE', `users/${self}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(CANNOT_DELETE_SELF);
    const disguised = await call('DELETE', `users/{${self.toUpperCase()}}`);
    expect(disguised.statusCode).toBe(422);
    expect(await findUserByEmail(t.database.db, ADMIN_EMAIL)).toBeDefined();
  });

  it('finds the users of a role, its name in any case', async () => {
    const res = await call('GET', 'byrole/participant');
    const page = res.json<PagedResult<TUserSummary>>();
    expect(page.data.map((u) => u.email).sort()).toEqual([
      PARTICIPANT_EMAIL,
      'unverified@demo.example',
    ]);
    expect((await call('GET', 'byrole/NoSuchRole')).json()).toMatchObject({ count: 0, data: [] });
    expect((await call('GET', 'RoleUserCount/PARTICIPANT')).json()).toBe(2);
  });

  it('finds the holders of a claim, directly or through a role, with a value or any', async () => {
    const coach = await userIdOf(t.database.db, COACH_EMAIL);
    await call('POST', 'users/UpsertClaimToUser', {
      userId: coach,
      claimType: 'org',
      claimValue: 'acme',
    });
    const byValue = (await call('GET', 'byclaim/org/acme')).json<PagedResult<TUserSummary>>();
    expect(byValue.data.map((u) => u.email)).toEqual([COACH_EMAIL]);
    expect((await call('GET', 'byclaim/org/other')).json()).toMatchObject({ count: 0 });
    const viaRole = (await call('GET', 'byclaim/tractionplan')).json<PagedResult<TUserSummary>>();
    expect(viaRole.count).toBe(2);
    expect((await call('GET', 'ClaimUserCount/tractionPlan/true')).json()).toBe(2);
  });

  it('adds and removes a role by name; false for a missing user or role', async () => {
    const coach = await userIdOf(t.database.db, COACH_EMAIL);
    expect((await call('POST', 'addrole', { userId: coach, roleName: 'eventadmin' })).json()).toBe(
      true,
    );
    expect((await call('GET', `users/${coach}`)).json<TUserDetail>().roles).toEqual([
      'Coach',
      'EventAdmin',
    ]);
    expect(
      (await call('POST', 'removerole', { userId: coach, roleName: 'EventAdmin' })).json(),
    ).toBe(true);
    expect(
      (await call('POST', 'removerole', { userId: coach, roleName: 'EventAdmin' })).json(),
    ).toBe(false);
    expect((await call('POST', 'addrole', { userId: coach, roleName: 'Nope' })).json()).toBe(false);
    expect((await call('POST', 'addrole', { userId: MISSING, roleName: 'Coach' })).json()).toBe(
      false,
    );
    const audits = await auditRows(t.database.db, AUDIT_ACTIONS.userRoleAdded);
    expect(audits[0]).toMatchObject({ subject_user_id: coach, details: { role: 'EventAdmin' } });
  });

  it('gives and takes the CohortAccountAdmin role, created with its claim on first use', async () => {
    const coach = await userIdOf(t.database.db, COACH_EMAIL);
    // The profile brand has no cohorts (the role's calls answer 403): a developer turns them on.
    expect((await call('POST', 'AssignCohortAccountAdminRole', { userId: coach })).statusCode).toBe(
      403,
    );
    const cohorts = await t.app.inject({
      method: 'POST',
      url: '/api/webconfig/SetFeatures',
      headers: apiHeaders('profile', tokenFor(t.app, { claims: ['developer'] })),
      payload: { cohorts: true },
    });
    expect(cohorts.statusCode).toBe(200);
    expect((await call('POST', 'AssignCohortAccountAdminRole', { userId: coach })).json()).toBe(
      true,
    );
    const role = (await call('GET', 'roles/byname/cohortaccountadmin')).json();
    expect(role).toMatchObject({ name: 'CohortAccountAdmin', userCount: 1 });
    expect(role.claims).toEqual([
      expect.objectContaining({ claimType: 'cohortAccountAdmin', claimValue: 'true' }),
    ]);
    expect((await call('POST', 'RemoveCohortAccountAdminRole', { userId: coach })).json()).toBe(
      true,
    );
    expect((await call('POST', 'RemoveCohortAccountAdminRole', { userId: coach })).json()).toBe(
      false,
    );
    expect((await call('POST', 'AssignCohortAccountAdminRole', { userId: MISSING })).json()).toBe(
      false,
    );
  });

  it('lists a user’s own claims with their expiry', async () => {
    const coach = await userIdOf(t.database.db, COACH_EMAIL);
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    await call('POST', 'users/UpsertClaimToUser', {
      userId: coach,
      claimType: 'eventType',
      claimValue: '7',
      expiresAt,
    });
    const claims = (await call('GET', `users/${coach}/claims`)).json<TUserClaim[]>();
    expect(claims).toContainEqual(
      expect.objectContaining({
        userId: coach,
        claimType: 'eventType',
        claimValue: '7',
        expiresAt,
      }),
    );
  });
});
