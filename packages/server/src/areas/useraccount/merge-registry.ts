import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  copyIdentityGrants,
  moveAccountColumn,
  moveAccountLinks,
  moveAccountRowWhenMissing,
  moveInviteCodeUseAccounts,
  moveInviteCodeUseUsers,
  moveNotesAbout,
  type MergeAccounts,
  type SqlTable,
} from './useraccount-merge-records.store';

/**
 * The records a user account owns, moved by a merge of two accounts (Merge/{from}/{to}, batch
 * merges). A feature with tables that point at user accounts (plans, profiles, events...) adds
 * its entries to OWNED_RECORDS, so a merge keeps its records too (see docs/decisions.md).
 */
export type { MergeAccounts };

export type OwnedRecords = {
  /** The name the merge result counts the moved rows under. */
  name: string;
  /** Moves the rows of `from` to `to` inside the merge's transaction; answers how many. */
  move: (db: Kysely<Database>, accounts: MergeAccounts) => Promise<number>;
};

/** A table whose column points at the account: every row follows. */
export const moveColumn = (name: string, table: SqlTable, column: string): OwnedRecords => ({
  name,
  move: (db, accounts) => moveAccountColumn(db, table, column, accounts),
});

/**
 * A link table keyed by the account and something else: links `to` lacks are moved, links
 * both have are kept once (the source's copy is dropped).
 */
export const moveLinks = (
  name: string,
  table: SqlTable,
  column: string,
  key: string[],
): OwnedRecords => ({
  name,
  move: (db, accounts) => moveAccountLinks(db, table, column, key, accounts),
});

/** Claims and roles belong to the sign-in user: the kept account's user gets the source's. */
const identityGrants: OwnedRecords = {
  name: 'claimsAndRoles',
  move: async (db, { from, to }) => {
    if (!from.userId || !to.userId || from.userId === to.userId) return 0;
    return copyIdentityGrants(db, from.userId, to.userId);
  },
};

/**
 * Invite code uses: the kept account is named, and its sign-in user too (the source's may be
 * removed by the merge); a use both users made of one code stays once.
 */
const inviteCodeUses: OwnedRecords = {
  name: 'inviteCodeUses',
  move: async (db, accounts) => {
    const moved = await moveInviteCodeUseAccounts(db, accounts);
    const { from, to } = accounts;
    if (from.userId && to.userId && from.userId !== to.userId) {
      await moveInviteCodeUseUsers(db, to.id, from.userId, to.userId);
    }
    return moved;
  },
};

/** A picture and a share code move only when the kept account has none. */
const moveWhenMissing = (name: string, table: SqlTable): OwnedRecords => ({
  name,
  move: (db, accounts) => moveAccountRowWhenMissing(db, table, accounts),
});

/** Every kind of record a user account owns today. Later features append theirs here. */
export const OWNED_RECORDS: readonly OwnedRecords[] = [
  identityGrants,
  inviteCodeUses,
  moveLinks('groupMemberships', 'user_group_person', 'user_account_id', ['user_group_id', 'role']),
  moveLinks('crmAccountLinks', 'user_account_crm_account', 'user_account_id', ['crm_account_id']),
  moveLinks('crmAccountRoles', 'crm_account_person', 'user_account_id', ['crm_account_id', 'role']),
  moveColumn('notesWritten', 'note', 'author_user_account_id'),
  { name: 'notesAbout', move: moveNotesAbout },
  moveLinks('pinnedNotes', 'note_pin', 'user_account_id', ['note_id']),
  moveWhenMissing('picture', 'user_account_picture'),
  moveWhenMissing('shareCode', 'user_account_share_code'),
  moveColumn('messages', 'message', 'user_account_id'),
  // A person has one plan per brand: the source's moves when the kept account has none, else the
  // kept plan stays (its partners and links are the ones in use).
  moveWhenMissing('tractionPlan', 'traction_plan'),
  moveColumn('tractionPlanEdits', 'traction_plan', 'edit_user_account_id'),
  moveColumn('tractionPlanLocks', 'traction_plan', 'lock_user_account_id'),
  moveColumn('tractionPlanVersionsSaved', 'traction_plan_archive', 'saved_by_user_account_id'),
  moveColumn('tractionPlanActivity', 'traction_plan_activity', 'actor_user_account_id'),
  moveColumn('profileParticipants', 'profile_participant', 'user_account_id'),
  moveColumn('profileAttachments', 'profile_attachment', 'user_account_id'),
  moveColumn('eventRegistrations', 'participant', 'user_account_id'),
  moveColumn('eventsPlanned', 'event', 'planner_user_account_id'),
  moveWhenMissing('trainerAvailability', 'trainer_employee_info'),
];
