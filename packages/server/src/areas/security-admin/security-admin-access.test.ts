import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { callAdmin, COACH_EMAIL, tokenOf } from './security-admin-test-support';

/** Every security administration endpoint (method and path under /api/auth). */
const ADMIN_ENDPOINTS = [
  'GET users',
  'GET users/:id',
  'GET users/:id/claims',
  'POST users',
  'DELETE users/:id',
  'GET byrole/:role',
  'GET byclaim/:type/:value?',
  'POST addrole',
  'POST removerole',
  'POST AssignCohortAccountAdminRole',
  'POST RemoveCohortAccountAdminRole',
  'GET claims',
  'GET allclaims',
  'GET ClaimUserCount/:type/:value?',
  'POST users/UpsertClaimToUser',
  'POST removeclaim',
  'POST SetClaimExpireDate',
  'POST ReplaceClaim',
  'POST UpsertClaimToUsersWithValue',
  'POST AssignProfileV2Claim',
  'GET refreshUserClaims/:id',
  'POST RefreshAllUserClaims',
  'GET roles',
  'GET roles/:id',
  'GET roles/byname/:name',
  'GET roles/:id/claims',
  'POST roles',
  'DELETE roles/:id',
  'POST roles/upsertclaim',
  'POST roles/removeclaim',
  'POST ReplaceRole',
  'GET RoleUserCount/:role',
  'GET AuditLog',
  'GET invitecodes',
  'POST invitecodes',
  'GET invitecodes/:id',
  'POST invitecodes/:id/deactivate',
] as const;

/** A concrete path: each parameter filled with a fresh guid. */
const concrete = (path: string) => path.replace(/:\w+\??/g, () => randomUUID());

describe.each(testEngines())('access to the security administration on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, demo: true });
  });
  afterAll(() => t.close());

  it('declares securityAdmin on exactly the listed endpoints', () => {
    const declared = t.app.apiRoutes
      .filter(
        (r) =>
          r.access === 'securityAdmin' && r.url.startsWith('/api/auth/') && r.method !== 'HEAD',
      )
      .map((r) => `${r.method} ${r.url.slice('/api/auth/'.length)}`);
    expect(declared.sort()).toEqual([...ADMIN_ENDPOINTS].sort());
  });

  it('refuses every endpoint to a signed-in user without securityAdmin (403)', async () => {
    const coach = await tokenOf(t.app, COACH_EMAIL, ['trainer', 'profileViewer', 'eventAdmin']);
    for (const endpoint of ADMIN_ENDPOINTS) {
      const [method, path] = endpoint.split(' ') as ['GET' | 'POST' | 'DELETE', string];
      const res = await callAdmin(
        t.app,
        coach,
        method,
        concrete(path),
        method === 'POST' ? {} : undefined,
      );
      expect({ endpoint, status: res.statusCode }).toEqual({ endpoint, status: 403 });
    }
  });

  it('refuses every endpoint without a token (401), before reading the input', async () => {
    for (const endpoint of [...ADMIN_ENDPOINTS, 'POST StopImpersonation']) {
      const [method, path] = endpoint.split(' ') as ['GET' | 'POST' | 'DELETE', string];
      const res = await callAdmin(
        t.app,
        undefined,
        method,
        concrete(path),
        method === 'POST' ? {} : undefined,
      );
      expect({ endpoint, status: res.statusCode }).toEqual({ endpoint, status: 401 });
    }
  });

  it('lets any signed-in user stop an impersonation (false when there is none)', async () => {
    const coach = await tokenOf(t.app, COACH_EMAIL);
    const res = await callAdmin(t.app, coach, 'POST', 'StopImpersonation');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(false);
  });
});
