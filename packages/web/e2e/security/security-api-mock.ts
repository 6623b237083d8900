import type { Page, Request } from '@playwright/test';
import type {
  PagedResult,
  TAuditEntry,
  TClaimUsage,
  TRoleSummary,
  TUserClaim,
  TUserDetail,
  TUserSummary,
} from '@portal/core';

// Answers of the identity service's security administration calls, shaped by core's types, for
// browser tests that run before that service is merged. Every call is recorded.

export const ADMIN_ID = '6f1c2f52-3f7c-4f55-9f63-0d5a2d1f7a10';

const user = (id: string, first: string, last: string, extra: Partial<TUserSummary> = {}) => ({
  id,
  email: `${first.toLowerCase()}.${last.toLowerCase()}@example.org`,
  emailConfirmed: true,
  firstName: first,
  middleName: null,
  lastName: last,
  phoneNumber: null,
  lockoutEnabled: true,
  lockoutEnd: null,
  accessFailedCount: 0,
  forcePasswordChange: false,
  roles: ['Participant'],
  createdAt: '2026-10-05T08:15:00.000Z',
  ...extra,
});

export const grace: TUserSummary = user('0b8f7f7e-7d0a-4a43-9d53-2f8e9f0c1a11', 'Grace', 'Hopper', {
  roles: ['Participant', 'Coach'],
});

export const USERS: TUserSummary[] = [
  grace,
  user('1c9a8b7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d', 'Alan', 'Turing', {
    lockoutEnd: '9999-12-31T23:59:59.000Z',
  }),
  user('2d0b9c8e-7f6a-4b4c-8d3e-2f1a0b9c8d7e', 'Katherine', 'Johnson', {
    emailConfirmed: false,
    roles: [],
  }),
  user('3e1c0d9f-8a7b-4c5d-9e4f-3a2b1c0d9e8f', '<b>Bold</b>', 'Name', { roles: ['SecurityAdmin'] }),
];

export const graceDetail: TUserDetail = {
  ...grace,
  userName: grace.email,
  provider: null,
  newEmail: null,
  profileImageUrl: null,
  claims: [
    {
      id: 'a1a1a1a1-b2b2-4c3c-8d4d-e5e5e5e5e5e5',
      userId: grace.id,
      claimType: 'eventType',
      claimValue: 'workshop',
      expiresAt: '2027-06-30T21:59:59.999Z',
    },
  ],
  roleClaims: [
    { roleName: 'Participant', claimType: 'tractionPlan', claimValue: 'true' },
    { roleName: 'Coach', claimType: 'trainer', claimValue: 'true' },
  ],
};

const ROLES: TRoleSummary[] = [
  { id: '1d2e3f40-5a6b-4c7d-8e9f-0a1b2c3d4e5f', name: 'Participant', userCount: 3 },
  { id: '2e3f4051-6b7c-4d8e-9f0a-1b2c3d4e5f60', name: 'Coach', userCount: 1 },
  { id: '3f405162-7c8d-4e9f-8a1b-2c3d4e5f6071', name: 'SecurityAdmin', userCount: 1 },
];

const CLAIM_USAGE: TClaimUsage[] = [
  { claimType: 'tractionPlan', claimValue: 'true', userCount: 3 },
  { claimType: 'trainer', claimValue: 'true', userCount: 1 },
  { claimType: 'eventType', claimValue: 'workshop', userCount: 1 },
];

const AUDIT: TAuditEntry[] = [
  {
    id: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e',
    action: 'user.role.add',
    appName: 'teams',
    actorUserId: ADMIN_ID,
    actorEmail: 'security@demo.example',
    subjectUserId: grace.id,
    subjectEmail: grace.email,
    details: { roleName: 'Coach' },
    ip: '127.0.0.1',
    createdAt: '2026-11-20T10:00:00.000Z',
  },
];

const page = <T>(data: T[]): PagedResult<T> => ({ count: data.length, data });

/** What the page sent: the method, the path under /api/auth and the JSON body. */
export type SentCall = { method: string; path: string; body: unknown };

function answer(request: Request, path: string): unknown {
  if (request.method() === 'POST' && path === 'users/UpsertClaimToUser') {
    const body = request.postDataJSON() as Omit<TUserClaim, 'id'>;
    return {
      id: 'c3c3c3c3-d4d4-4e5e-8f6f-a7a7a7a7a7a7',
      ...body,
      expiresAt: body.expiresAt ?? null,
    };
  }
  if (path === 'ReplaceRole') return { count: 3 };
  if (path === 'UpsertClaimToUsersWithValue') return { count: 1 };
  if (request.method() !== 'GET') return true;
  if (path.startsWith('RoleUserCount/')) return 3;
  if (path === 'users') return page(USERS);
  if (path === `users/${grace.id}`) return graceDetail;
  if (path === 'roles') return ROLES;
  if (path === 'allclaims') return CLAIM_USAGE;
  if (path === 'claims') return ['eventType', 'tractionPlan', 'trainer', 'developer'];
  if (path === 'AuditLog') return page(AUDIT);
  return null;
}

/** Answers every /api/auth call of the page from the data above; answers the recorded calls. */
export async function mockSecurityApi(target: Page): Promise<SentCall[]> {
  const calls: SentCall[] = [];
  await target.route('**/api/auth/**', async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname.replace(/^\/api\/auth\//, '');
    calls.push({ method: request.method(), path, body: request.postDataJSON() as unknown });
    const body = answer(request, path);
    if (body === null) {
      await route.fulfill({ status: 404, json: { message: 'Not found.', referenceId: 'e2e' } });
    } else {
      await route.fulfill({ json: body });
    }
  });
  return calls;
}
