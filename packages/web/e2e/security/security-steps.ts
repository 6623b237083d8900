import type { Page } from '@playwright/test';
import type { TRoleDetail, TUserDetail } from '@portal/core';
import { DEMO_PASSWORD, callApi, signIn } from '../fixtures';

// Set-up through the identity API as the demo security admin, for the specs of the security
// pages: users and roles of their own, named by the run, so reruns and parallel workers never meet.

export const brand = 'teams';

/** A suffix unique to this test run (and worker): names and addresses carry it. */
export const runId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Signs the demo security admin in, on `path` (the users page unless told). */
export const signInAsSecurityAdmin = (page: Page, path = '/users') =>
  signIn(page, brand, 'security@demo.example', DEMO_PASSWORD, path);

export type NewUser = {
  email: string;
  firstName: string;
  lastName: string;
  /** An ISO time: locked until then. */
  lockoutEnd?: string;
};

/** A user made by the security admin (no password: it is looked at, not signed in as). */
export const createUser = (page: Page, user: NewUser) =>
  callApi<TUserDetail>(page, brand, 'POST', '/api/auth/users', {
    ...user,
    emailConfirmed: true,
    lockoutEnabled: true,
  });

export const createRole = (page: Page, name: string) =>
  callApi<TRoleDetail>(page, brand, 'POST', '/api/auth/roles', { name });

export const giveRole = (page: Page, userId: string, roleName: string) =>
  callApi<boolean>(page, brand, 'POST', '/api/auth/addrole', { userId, roleName });

export const giveClaim = (page: Page, userIds: string[], claimType: string, claimValue: string) =>
  callApi<{ count: number }>(page, brand, 'POST', '/api/auth/UpsertClaimToUsersWithValue', {
    userIds,
    claimType,
    claimValue,
  });

export const getUser = (page: Page, id: string) =>
  callApi<TUserDetail>(page, brand, 'GET', `/api/auth/users/${id}`);

export const roleUserCount = (page: Page, role: string) =>
  callApi<number>(page, brand, 'GET', `/api/auth/RoleUserCount/${encodeURIComponent(role)}`);

/** The id of the user with this sign-in address, found through the users search. */
export async function userIdByEmail(page: Page, email: string): Promise<string> {
  const found = await callApi<{ data: Array<{ id: string; email: string }> }>(
    page,
    brand,
    'GET',
    `/api/auth/users?search=${encodeURIComponent(email)}`,
  );
  const user = found.data.find((u) => u.email === email);
  if (!user) throw new Error(`No user ${email}`);
  return user.id;
}

/** The user account id of the person signed in on `page` (a claim of their session). */
export function userAccountIdOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    const stored = JSON.parse(sessionStorage.getItem(key ?? '') ?? '{}') as {
      profile?: { claims?: Array<{ type: string; value: string }> };
    };
    return stored.profile?.claims?.find((c) => c.type === 'userAccountId')?.value ?? '';
  });
}
