import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The records a user account owns, moved by a merge of two accounts (Merge/{from}/{to}, batch
 * merges). A feature with tables that point at user accounts (plans, profiles, events...) adds
 * its entries to OWNED_RECORDS, so a merge keeps its records too (see docs/decisions.md).
 */
export type MergeAccounts = {
  from: { id: string; userId: string | null };
  to: { id: string; userId: string | null };
};

export type OwnedRecords = {
  /** The name the merge result counts the moved rows under. */
  name: string;
  /** Moves the rows of `from` to `to` inside the merge's transaction; answers how many. */
  move: (db: Kysely<Database>, accounts: MergeAccounts) => Promise<number>;
};

type SqlTable = keyof Database & string;

/** A table whose column points at the account: every row follows. */
export const moveColumn = (name: string, table: SqlTable, column: string): OwnedRecords => ({
  name,
  move: async (db, { from, to }) => {
    const result = await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${to.id}
      where ${sql.ref(column)} = ${from.id}`.execute(db);
    return Number(result.numAffectedRows ?? 0);
  },
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
  move: async (db, { from, to }) => {
    const same = key.map((k) => sql`t.${sql.ref(k)} = o.${sql.ref(k)}`);
    const moved = await sql`update ${sql.table(table)} as t set ${sql.ref(column)} = ${to.id}
      where t.${sql.ref(column)} = ${from.id} and not exists (select 1 from ${sql.table(table)} o
        where o.${sql.ref(column)} = ${to.id} and ${sql.join(same, sql` and `)})`.execute(db);
    await sql`delete from ${sql.table(table)} where ${sql.ref(column)} = ${from.id}`.execute(db);
    return Number(moved.numAffectedRows ?? 0);
  },
});

/** Claims and roles belong to the sign-in user: the kept account's user gets the source's. */
const identityGrants: OwnedRecords = {
  name: 'claimsAndRoles',
  move: async (db, { from, to }) => {
    if (!from.userId || !to.userId || from.userId === to.userId) return 0;
    const claims = await sql`insert into user_claim (user_id, claim_type, claim_value, expires_at)
      select ${to.userId}, c.claim_type, c.claim_value, c.expires_at from user_claim c
      where c.user_id = ${from.userId} and not exists (select 1 from user_claim o
        where o.user_id = ${to.userId} and o.claim_type = c.claim_type and o.claim_value = c.claim_value)`.execute(
      db,
    );
    const roles = await sql`insert into user_role (user_id, role_id)
      select ${to.userId}, role_id from user_role where user_id = ${from.userId}
      on conflict do nothing`.execute(db);
    return Number(claims.numAffectedRows ?? 0) + Number(roles.numAffectedRows ?? 0);
  },
};

/**
 * Invite code uses: the kept account is named, and its sign-in user too (the source's may be
 * removed by the merge); a use both users made of one code stays once.
 */
const inviteCodeUses: OwnedRecords = {
  name: 'inviteCodeUses',
  move: async (db, { from, to }) => {
    const result = await sql`update invite_code_use set user_account_id = ${to.id}
      where user_account_id = ${from.id}`.execute(db);
    if (from.userId && to.userId && from.userId !== to.userId) {
      await sql`update invite_code_use u set user_id = ${to.userId}
        where u.user_account_id = ${to.id} and u.user_id = ${from.userId} and not exists (
          select 1 from invite_code_use o
          where o.invite_code_id = u.invite_code_id and o.user_id = ${to.userId})`.execute(db);
    }
    return Number(result.numAffectedRows ?? 0);
  },
};

/** A picture and a share code move only when the kept account has none. */
const moveWhenMissing = (name: string, table: SqlTable): OwnedRecords => ({
  name,
  move: async (db, { from, to }) => {
    const result = await sql`update ${sql.table(table)} set user_account_id = ${to.id}
      where user_account_id = ${from.id} and not exists (select 1 from ${sql.table(table)}
        where user_account_id = ${to.id})`.execute(db);
    return Number(result.numAffectedRows ?? 0);
  },
});

/** Every kind of record a user account owns today. Later features append theirs here. */
export const OWNED_RECORDS: readonly OwnedRecords[] = [
  identityGrants,
  inviteCodeUses,
  moveLinks('groupMemberships', 'user_group_person', 'user_account_id', ['user_group_id', 'role']),
  moveLinks('crmAccountLinks', 'user_account_crm_account', 'user_account_id', ['crm_account_id']),
  moveLinks('crmAccountRoles', 'crm_account_person', 'user_account_id', ['crm_account_id', 'role']),
  moveColumn('notesWritten', 'note', 'author_user_account_id'),
  {
    name: 'notesAbout',
    move: async (db, { from, to }) => {
      const result = await sql`update note set entity_id = ${to.id}
        where entity_type = 'UserAccount' and entity_id = ${from.id}`.execute(db);
      return Number(result.numAffectedRows ?? 0);
    },
  },
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
