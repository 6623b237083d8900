import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRoleClaim, TRoleDetail, TRoleSummary, TUserDetail } from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { AUDIT_ACTIONS } from '../../shared/audit';
import { ROLE_NAME_TAKEN } from './role-admin.service';
import { ADMIN_EMAIL, auditRows, callAdmin, tokenOf } from './security-admin-test-support';

const MISSING = '6f1c1f0e-4c52-4c39-9d1c-0d6c1b8e2f11';

describe.each(testEngines())('security admin: roles on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  const call = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
    callAdmin(t.app, admin, method, path, body);
  const newRole = async (name: string) => {
    const res = await call('POST', 'roles', { name });
    expect(res.statusCode).toBe(200);
    return res.json<TRoleDetail>();
  };
  const newUser = async (email: string) =>
    (await call('POST', 'users', { email })).json<TUserDetail>().id;

  beforeAll(async () => {
    t = await createTestApp({ engine, demo: true });
    admin = await tokenOf(t.app, ADMIN_EMAIL);
  });
  afterAll(() => t.close());

  it('lists the roles by name with their user counts', async () => {
    const roles = (await call('GET', 'roles')).json<TRoleSummary[]>();
    expect(roles.map((r) => r.name)).toEqual([...roles.map((r) => r.name)].sort());
    expect(roles).toContainEqual(expect.objectContaining({ name: 'Participant', userCount: 2 }));
  });

  it('answers a role by id or by name in any case, with its claims; 404 when missing', async () => {
    const byName = (await call('GET', 'roles/byname/COACH')).json<TRoleDetail>();
    expect(byName.claims.map((c) => c.claimType).sort()).toEqual([
      'profileV2',
      'profileViewer',
      'trainer',
    ]);
    expect((await call('GET', `roles/${byName.id}`)).json()).toEqual(byName);
    expect((await call('GET', `roles/${byName.id}/claims`)).json()).toEqual(byName.claims);
    expect((await call('GET', `roles/${MISSING}`)).statusCode).toBe(404);
    expect((await call('GET', `roles/${MISSING}/claims`)).statusCode).toBe(404);
    expect((await call('GET', 'roles/byname/Nope')).statusCode).toBe(404);
  });

  it('creates and renames a role; a taken name in any case is 409', async () => {
    const role = await newRole('Reviewer');
    expect(role).toMatchObject({ name: 'Reviewer', userCount: 0, claims: [] });
    const duplicate = await call('POST', 'roles', { name: 'reviewer' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe(ROLE_NAME_TAKEN);
    const renamed = await call('POST', 'roles', { id: role.id, name: 'Senior Reviewer' });
    expect(renamed.json()).toMatchObject({ id: role.id, name: 'Senior Reviewer' });
    expect((await call('POST', 'roles', { id: role.id, name: 'coach' })).statusCode).toBe(409);
    expect((await call('POST', 'roles', { id: MISSING, name: 'Ghost' })).statusCode).toBe(404);
    expect((await call('POST', 'roles', { name: '' })).statusCode).toBe(400);
    const [audit] = await auditRows(t.database.db, AUDIT_ACTIONS.roleRenamed);
    expect(audit?.details).toMatchObject({ from: 'Reviewer', to: 'Senior Reviewer' });
  });

  it('sets one value per claim type on a role and removes it (false when absent)', async () => {
    const role = await newRole('Auditor');
    const body = { roleId: role.id, claimType: 'org', claimValue: 'a' };
    const first = (await call('POST', 'roles/upsertclaim', body)).json<TRoleClaim>();
    expect(first).toMatchObject({ roleId: role.id, claimType: 'org', claimValue: 'a' });
    await call('POST', 'roles/upsertclaim', { ...body, claimValue: 'b' });
    expect(
      (await call('GET', `roles/${role.id}/claims`)).json<TRoleClaim[]>().map((c) => c.claimValue),
    ).toEqual(['b']);
    expect((await call('POST', 'roles/removeclaim', { ...body, claimValue: 'b' })).json()).toBe(
      true,
    );
    expect((await call('POST', 'roles/removeclaim', { ...body, claimValue: 'b' })).json()).toBe(
      false,
    );
    expect((await call('POST', 'roles/upsertclaim', { ...body, roleId: MISSING })).statusCode).toBe(
      404,
    );
    const derived = await call('POST', 'roles/upsertclaim', { ...body, claimType: 'impersonate' });
    expect(derived.statusCode).toBe(422);
  });

  it('deletes a role once (then false), taking it from its users', async () => {
    const role = await newRole('Temporary');
    const user = await newUser('temporary.role@client.example');
    await call('POST', 'addrole', { userId: user, roleName: 'Temporary' });
    expect((await call('DELETE', `roles/${role.id}`)).json()).toBe(true);
    expect((await call('DELETE', `roles/${role.id}`)).json()).toBe(false);
    expect((await call('GET', `users/${user}`)).json<TUserDetail>().roles).toEqual([]);
  });

  it('replaces a role across its users and counts them', async () => {
    await newRole('OldRole');
    await newRole('NewRole');
    const a = await newUser('replace.role.a@client.example');
    const b = await newUser('replace.role.b@client.example');
    for (const user of [a, b]) await call('POST', 'addrole', { userId: user, roleName: 'OldRole' });
    await call('POST', 'addrole', { userId: b, roleName: 'NewRole' });
    const res = await call('POST', 'ReplaceRole', { fromRole: 'oldrole', toRole: 'NEWROLE' });
    expect(res.json()).toEqual({ count: 2 });
    for (const user of [a, b]) {
      expect((await call('GET', `users/${user}`)).json<TUserDetail>().roles).toEqual(['NewRole']);
    }
    expect((await call('GET', 'RoleUserCount/oldrole')).json()).toBe(0);
    expect((await call('GET', 'RoleUserCount/newrole')).json()).toBe(2);
    expect(
      (await call('POST', 'ReplaceRole', { fromRole: 'OldRole', toRole: 'Nope' })).statusCode,
    ).toBe(404);
  });
});
