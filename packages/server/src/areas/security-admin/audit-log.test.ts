import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagedResult, TAuditEntry, TUserDetail } from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { AUDIT_ACTIONS } from '../../shared/audit';
import { ADMIN_EMAIL, callAdmin, tokenOf, userIdOf } from './security-admin-test-support';

describe.each(testEngines())('security admin: the audit log on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  const call = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
    callAdmin(t.app, admin, method, path, body);
  const log = async (query: string) =>
    (await call('GET', `AuditLog?${query}`)).json<PagedResult<TAuditEntry>>();

  beforeAll(async () => {
    t = await createTestApp({ engine, demo: true });
    admin = await tokenOf(t.app, ADMIN_EMAIL);
  });
  afterAll(() => t.close());

  it('answers the changes newest first, with who, whom and from where', async () => {
    const user = (
      await call('POST', 'users', { email: 'audited@client.example' })
    ).json<TUserDetail>();
    await call('POST', 'users/UpsertClaimToUser', {
      userId: user.id,
      claimType: 'org',
      claimValue: 'acme',
    });
    const page = await log(`userId=${user.id}`);
    expect(page.data.map((e) => e.action)).toEqual([
      AUDIT_ACTIONS.claimSaved,
      AUDIT_ACTIONS.userCreated,
    ]);
    expect(page.data[0]).toMatchObject({
      actorUserId: await userIdOf(t.database.db, ADMIN_EMAIL),
      actorEmail: ADMIN_EMAIL,
      subjectUserId: user.id,
      subjectEmail: 'audited@client.example',
      appName: 'profile',
      ip: '127.0.0.1',
      details: { claimType: 'org', claimValue: 'acme' },
    });
  });

  it('keeps the rows of a deleted user, its e-mail no longer joined', async () => {
    const user = (
      await call('POST', 'users', { email: 'gone@client.example' })
    ).json<TUserDetail>();
    await call('DELETE', `users/${user.id}`);
    const page = await log(`userId=${user.id}`);
    expect(page.data.map((e) => [e.action, e.subjectEmail])).toEqual([
      [AUDIT_ACTIONS.userDeleted, null],
      [AUDIT_ACTIONS.userCreated, null],
    ]);
    expect(page.data[0]?.details).toEqual({ email: 'gone@client.example' });
  });

  it('searches the action and the e-mails, and pages', async () => {
    const found = await log('search=audited@client&pageSize=1');
    expect(found.count).toBe(2);
    expect(found.data).toHaveLength(1);
    expect((await log('search=role-added')).data.every((e) => e.action === 'user.role-added')).toBe(
      true,
    );
  });

  it('refuses a malformed user id (400)', async () => {
    expect((await call('GET', 'AuditLog?userId=nope')).statusCode).toBe(400);
  });
});
