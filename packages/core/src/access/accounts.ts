import { isTrainerOrAdmin } from './derived';
import { ALL_PEOPLE } from './roles';
import { satisfies } from './rules';
import type { Session } from './session';

/**
 * Who may see and change CRM accounts, user groups and the notes on them: one implementation
 * for every feature that shows account or group data (accounts, groups, dashboards, plans,
 * profiles, events). See docs/decisions.md, "Accounts, groups and notes (server)".
 */

/** The caller: the session and the caller's user account in the brand (null without one). */
export type Viewer = { session: Session; userAccountId: string | null };

/**
 * The people of an account, merged with those of its ancestors: a district's admins and
 * trainers also look after its campuses.
 */
export type AccountAccessFacts = {
  adminUserAccountIds: readonly string[];
  trainerUserAccountIds: readonly string[];
};

/** The people of a group, and the account facts of the group's accounts (merged). */
export type GroupAccessFacts = {
  trainerUserAccountIds: readonly string[];
  leaderUserAccountIds: readonly string[];
  isVisibleToLeaders: boolean;
  /** Whether the viewer is a member of the group. */
  viewerIsMember: boolean;
  accounts: AccountAccessFacts;
};

/** Employees with global data access see every account and group of the brand. */
export function hasGlobalDataAccess(session: Session): boolean {
  return satisfies(session, 'globalDataAccess');
}

const listed = (viewer: Viewer, ids: readonly string[]) =>
  viewer.userAccountId !== null && ids.includes(viewer.userAccountId);

/** Reading an account: its admins and trainers (or an ancestor's), global data access. */
export function canSeeAccount(viewer: Viewer, account: AccountAccessFacts): boolean {
  return (
    hasGlobalDataAccess(viewer.session) ||
    listed(viewer, account.adminUserAccountIds) ||
    listed(viewer, account.trainerUserAccountIds)
  );
}

/** Changing an account's fields and awards: its admins, global data access. */
export function canEditAccount(viewer: Viewer, account: AccountAccessFacts): boolean {
  return hasGlobalDataAccess(viewer.session) || listed(viewer, account.adminUserAccountIds);
}

/**
 * Creating, deleting and merging accounts, setting their admins and trainers: employees with
 * global data access (accounts mirror the CRM, which employees keep).
 */
export function canManageAccounts(session: Session): boolean {
  return hasGlobalDataAccess(session);
}

/**
 * Reading a group: its trainers, its leaders when the group is visible to leaders, its members,
 * the admins and trainers of its accounts, global data access.
 */
export function canSeeGroup(viewer: Viewer, group: GroupAccessFacts): boolean {
  return (
    canManageGroup(viewer, group) ||
    (group.isVisibleToLeaders && listed(viewer, group.leaderUserAccountIds)) ||
    group.viewerIsMember
  );
}

/**
 * Changing a group (fields, members, invite codes, picture): its trainers, the admins and
 * trainers of its accounts, global data access. Members and leaders only read.
 */
export function canManageGroup(viewer: Viewer, group: GroupAccessFacts): boolean {
  return listed(viewer, group.trainerUserAccountIds) || canSeeAccount(viewer, group.accounts);
}

/**
 * Creating a group: global data access, or a trainer or admin who looks after every account
 * the group is for (facts of those accounts, merged; none for a group without accounts).
 */
export function canCreateGroup(viewer: Viewer, accounts: readonly AccountAccessFacts[]): boolean {
  if (hasGlobalDataAccess(viewer.session)) return true;
  return isTrainerOrAdmin(viewer.session) && accounts.every((a) => canSeeAccount(viewer, a));
}

/** Notes on an entity are staff notes: never shown to plain members of a group. */
export function canSeeGroupNotes(viewer: Viewer, group: GroupAccessFacts): boolean {
  return canManageGroup(viewer, group);
}

/** What decides whether a viewer may see a person. */
export type PersonAccessFacts = {
  userAccountId: string;
  /** The person belongs to (or leads, trains) a group or account the viewer may see. */
  inVisibleGroupOrAccount: boolean;
};

/**
 * Reading a person's user account: the person, security admins, global data access, and those
 * who may see a group or account the person belongs to.
 */
export function canSeePerson(viewer: Viewer, person: PersonAccessFacts): boolean {
  return (
    viewer.userAccountId === person.userAccountId ||
    satisfies(viewer.session, ALL_PEOPLE) ||
    person.inVisibleGroupOrAccount
  );
}
