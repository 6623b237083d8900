import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagedResult, TInviteCode, TInviteCodeDetail } from '@portal/core';
import { apiHeaders, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { adminToken, createCode, lookUp, registerWith } from './invite-code-test-support';

describe('invite code management', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true, env: { API_RATE_LIMIT: '0' } });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', path: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/auth/invitecodes${path}`,
      headers: apiHeaders('teams', token),
      ...(payload ? { payload } : {}),
    });

  it('creates, lists, reads and deactivates codes of the brand, with audit rows', async () => {
    const admin = tokenFor(t.app, { brand: 'teams', claims: ['securityAdmin'] });
    const created = await call('POST', '', admin, {
      description: 'Autumn <b>cohort</b>',
      maxUses: 10,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      claims: [
        { type: 'cohort', value: 'autumn' },
        { type: 'cohort', value: 'autumn' },
      ],
    });
    expect(created.statusCode).toBe(200);
    const code = created.json<TInviteCode>();
    expect(code).toMatchObject({
      appName: 'teams',
      description: 'Autumn <b>cohort</b>',
      status: 'Valid',
      useCount: 0,
      claims: [{ type: 'cohort', value: 'autumn' }],
    });

    const list = await call('GET', '?search=autumn', admin);
    expect(list.json<PagedResult<TInviteCode>>()).toMatchObject({
      count: 1,
      data: [{ id: code.id }],
    });

    await registerWith(t.app, 'autumn@client.example', code.code);
    const detail = (await call('GET', `/${code.id}`, admin)).json<TInviteCodeDetail>();
    expect(detail.useCount).toBe(1);
    expect(detail.uses).toHaveLength(1);
    expect(detail.uses[0]?.userAccountId).toMatch(/^[0-9a-f-]{36}$/);

    const off = await call('POST', `/${code.id}/deactivate`, admin);
    expect(off.json<TInviteCode>()).toMatchObject({ status: 'Invalid', active: false });
    expect((await call('POST', `/${code.id}/deactivate`, admin)).statusCode).toBe(200);
    expect((await lookUp(t.app, 'GetInviteCodeWithStatus', code.code)).json().status).toBe(
      'Invalid',
    );
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'invite-code.%')
      .execute();
    expect(audit.map((row) => row.action).sort()).toEqual([
      'invite-code.created',
      'invite-code.deactivated',
      'invite-code.used',
    ]);
  });

  it('hides codes of other brands from their admins (404) and lists only their own', async () => {
    const code = await createCode(t.app);
    const other = adminToken(t.app, 'profile');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/invitecodes/${code.id}`,
      headers: apiHeaders('profile', other),
    });
    expect(res.statusCode).toBe(404);
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/auth/invitecodes/${code.id}/deactivate`,
      headers: apiHeaders('profile', other),
    });
    expect(off.statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/auth/invitecodes',
      headers: apiHeaders('profile', other),
    });
    expect(list.json()).toEqual({ count: 0, data: [] });
  });

  it('refuses people who are not security admins (403) and visitors (401)', async () => {
    const code = await createCode(t.app);
    const participant = tokenFor(t.app, { brand: 'teams', claims: ['participant', 'eventAdmin'] });
    const calls = [
      ['GET', ''],
      ['POST', ''],
      ['GET', `/${code.id}`],
      ['POST', `/${code.id}/deactivate`],
    ] as const;
    for (const [method, path] of calls) {
      expect((await call(method, path, participant, {})).statusCode, `${method} ${path}`).toBe(403);
      expect((await call(method, path, undefined, {})).statusCode, `${method} ${path}`).toBe(401);
    }
    expect((await lookUp(t.app, 'GetInviteCodeWithStatus', code.code)).json().status).toBe('Valid');
  });

  it.each([
    ['a zero use limit', { maxUses: 0 }, 'maxUses'],
    ['an unknown role', { roles: ['Wizard'] }, 'roles'],
    ['a session claim', { claims: [{ type: 'impersonate', value: 'x' }] }, 'claims.0.type'],
    ['an unknown claim type', { claims: [{ type: 'superUser' }] }, 'claims.0.type'],
    ['an expiry in the past', { expiresAt: '2020-01-01T00:00:00Z' }, 'expiresAt'],
    ['a group id that is no guid', { userGroupId: 'group-1' }, 'userGroupId'],
  ])('refuses %s (400)', async (_name, body, field) => {
    const res = await call('POST', '', adminToken(t.app), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('refuses a malformed id (400)', async () => {
    expect((await call('GET', '/not-a-guid', adminToken(t.app))).statusCode).toBe(400);
  });
});

describe('invite code look-ups under the rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are limited per client like the other anonymous identity calls (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await lookUp(t.app, 'GetInviteCodeWithStatus', 'ACDEACDEACDE')).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
