import { describe, expect, it } from 'vitest';
import {
  canCreateGroup,
  canEditAccount,
  canManageAccounts,
  canManageGroup,
  canSeeAccount,
  canSeeGroup,
  type GroupAccessFacts,
  type Viewer,
} from './accounts';
import { sessionWith as testSession } from './test-session';

const ADMIN = 'a0000000-0000-4000-8000-000000000001';
const TRAINER = 'a0000000-0000-4000-8000-000000000002';
const LEADER = 'a0000000-0000-4000-8000-000000000003';
const STRANGER = 'a0000000-0000-4000-8000-000000000004';

const viewer = (userAccountId: string | null, claims: string[] = []): Viewer => ({
  session: testSession(claims),
  userAccountId,
});
const account = { adminUserAccountIds: [ADMIN], trainerUserAccountIds: [TRAINER] };
const group = (changes: Partial<GroupAccessFacts> = {}): GroupAccessFacts => ({
  trainerUserAccountIds: [],
  leaderUserAccountIds: [LEADER],
  isVisibleToLeaders: false,
  viewerIsMember: false,
  accounts: account,
  ...changes,
});

describe('account access', () => {
  it('shows an account to its admins, trainers and global data access only', () => {
    expect(canSeeAccount(viewer(ADMIN), account)).toBe(true);
    expect(canSeeAccount(viewer(TRAINER), account)).toBe(true);
    expect(canSeeAccount(viewer(STRANGER, ['globalDataAccess']), account)).toBe(true);
    expect(canSeeAccount(viewer(STRANGER, ['eventAdmin', 'clientAdmin']), account)).toBe(false);
    expect(canSeeAccount(viewer(null, ['trainer']), account)).toBe(false);
  });

  it('lets admins edit, trainers only read; managing is for global data access', () => {
    expect(canEditAccount(viewer(ADMIN), account)).toBe(true);
    expect(canEditAccount(viewer(TRAINER), account)).toBe(false);
    expect(canManageAccounts(testSession(['clientAdmin']))).toBe(false);
    expect(canManageAccounts(testSession(['globalDataAccess']))).toBe(true);
  });
});

describe('group access', () => {
  it('shows a group to members, its trainers and its accounts people', () => {
    expect(canSeeGroup(viewer(STRANGER), group({ viewerIsMember: true }))).toBe(true);
    expect(canSeeGroup(viewer(STRANGER), group({ trainerUserAccountIds: [STRANGER] }))).toBe(true);
    expect(canSeeGroup(viewer(ADMIN), group())).toBe(true);
    expect(canSeeGroup(viewer(STRANGER), group())).toBe(false);
  });

  it('shows a group to its leaders only when it is visible to leaders', () => {
    expect(canSeeGroup(viewer(LEADER), group())).toBe(false);
    expect(canSeeGroup(viewer(LEADER), group({ isVisibleToLeaders: true }))).toBe(true);
    expect(canManageGroup(viewer(LEADER), group({ isVisibleToLeaders: true }))).toBe(false);
  });

  it('lets members read but not manage', () => {
    expect(canManageGroup(viewer(STRANGER), group({ viewerIsMember: true }))).toBe(false);
  });

  it('lets trainers and admins create groups for accounts they look after', () => {
    expect(canCreateGroup(viewer(TRAINER, ['trainer']), [account])).toBe(true);
    expect(canCreateGroup(viewer(STRANGER, ['trainer']), [account])).toBe(false);
    expect(canCreateGroup(viewer(STRANGER, ['trainer']), [])).toBe(true);
    expect(canCreateGroup(viewer(STRANGER, ['participant']), [])).toBe(false);
    expect(canCreateGroup(viewer(STRANGER, ['globalDataAccess']), [account])).toBe(true);
  });
});
