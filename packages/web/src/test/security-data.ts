import type {
  PagedResult,
  TAuditEntry,
  TRoleDetail,
  TRoleSummary,
  TUserDetail,
  TUserSummary,
} from '@portal/core';

// Answers of the security administration calls, shaped by core's answer types, for the tests.

export const ADMIN_ID = '6f1c2f52-3f7c-4f55-9f63-0d5a2d1f7a10';

export const grace: TUserSummary = {
  id: '0b8f7f7e-7d0a-4a43-9d53-2f8e9f0c1a11',
  email: 'grace.hopper@example.org',
  emailConfirmed: true,
  firstName: '<b>Grace</b>',
  middleName: null,
  lastName: 'Hopper<script>window.hacked = true</script>',
  phoneNumber: null,
  lockoutEnabled: true,
  lockoutEnd: null,
  accessFailedCount: 0,
  forcePasswordChange: false,
  roles: ['Participant'],
  createdAt: '2026-11-01T09:30:00.000Z',
};

export const lockedUser: TUserSummary = {
  ...grace,
  id: '3c2d9a4e-5b6f-4a1c-8d7e-9f0a1b2c3d4e',
  email: 'locked.out@example.org',
  emailConfirmed: false,
  firstName: null,
  lastName: null,
  lockoutEnd: '9999-12-31T23:59:59.000Z',
  roles: [],
};

export const userPage = (...users: TUserSummary[]): PagedResult<TUserSummary> => ({
  count: users.length,
  data: users,
});

export const graceDetail: TUserDetail = {
  ...grace,
  userName: 'grace.hopper@example.org',
  provider: null,
  newEmail: null,
  profileImageUrl: null,
  claims: [
    {
      id: 'a1a1a1a1-b2b2-4c3c-8d4d-e5e5e5e5e5e5',
      userId: grace.id,
      claimType: 'eventType',
      claimValue: 'workshop',
      expiresAt: null,
    },
  ],
  roleClaims: [{ roleName: 'Participant', claimType: 'tractionPlan', claimValue: 'true' }],
};

const participant: TRoleSummary = {
  id: '1d2e3f40-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  name: 'Participant',
  userCount: 12,
};

export const roles: TRoleSummary[] = [
  participant,
  { id: '2e3f4051-6b7c-4d8e-9f0a-1b2c3d4e5f60', name: 'Coach', userCount: 1 },
];

export const participantRole: TRoleDetail = {
  ...participant,
  claims: [
    {
      id: '4a5b6c7d-8e9f-4a0b-9c1d-2e3f4a5b6c7d',
      roleId: participant.id,
      claimType: 'tractionPlan',
      claimValue: 'true',
    },
  ],
};

export const auditEntry: TAuditEntry = {
  id: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e',
  action: 'user.claim.upsert',
  appName: 'profile',
  actorUserId: ADMIN_ID,
  actorEmail: 'ada@example.org',
  subjectUserId: grace.id,
  subjectEmail: grace.email,
  details: { claimType: 'eventType', note: '<img src=x onerror=alert(1)>' },
  ip: '127.0.0.1',
  createdAt: '2026-11-20T10:00:00.000Z',
};
