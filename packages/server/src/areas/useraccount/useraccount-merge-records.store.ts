import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The two accounts of a merge, each with its sign-in user (none for a basic account). */
export type MergeAccounts = {
  from: { id: string; userId: string | null };
  to: { id: string; userId: string | null };
};

export type SqlTable = keyof Database & string;

const affected = (result: { numAffectedRows?: bigint }) => Number(result.numAffectedRows ?? 0);

/** Points every row of `table` whose `column` names the source account at the kept one. */
export async function moveAccountColumn(
  db: Kysely<Database>,
  table: SqlTable,
  column: string,
  { from, to }: MergeAccounts,
): Promise<number> {
  const result = await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${to.id}
    where ${sql.ref(column)} = ${from.id}`.execute(db);
  return affected(result);
}

/**
 * A link table keyed by the account and the `key` columns: links the kept account lacks are
 * moved, links both have are kept once (the source's copy is dropped). Answers the moved.
 */
export async function moveAccountLinks(
  db: Kysely<Database>,
  table: SqlTable,
  column: string,
  key: string[],
  { from, to }: MergeAccounts,
): Promise<number> {
  const same = key.map((k) => sql`t.${sql.ref(k)} = o.${sql.ref(k)}`);
  const moved = await sql`update ${sql.table(table)} as t set ${sql.ref(column)} = ${to.id}
    where t.${sql.ref(column)} = ${from.id} and not exists (select 1 from ${sql.table(table)} o
      where o.${sql.ref(column)} = ${to.id} and ${sql.join(same, sql` and `)})`.execute(db);
  await sql`delete from ${sql.table(table)} where ${sql.ref(column)} = ${from.id}`.execute(db);
  return affected(moved);
}

/** Moves the source's row of a one-per-account table when the kept account has none. */
export async function moveAccountRowWhenMissing(
  db: Kysely<Database>,
  table: SqlTable,
  { from, to }: MergeAccounts,
): Promise<number> {
  const result = await sql`update ${sql.table(table)} set user_account_id = ${to.id}
    where user_account_id = ${from.id} and not exists (select 1 from ${sql.table(table)}
      where user_account_id = ${to.id})`.execute(db);
  return affected(result);
}

/** The kept account's user gets the claims and roles of the source's user it lacks. */
export async function copyIdentityGrants(
  db: Kysely<Database>,
  fromUserId: string,
  toUserId: string,
): Promise<number> {
  const claims = await sql`insert into user_claim (user_id, claim_type, claim_value, expires_at)
    select ${toUserId}, c.claim_type, c.claim_value, c.expires_at from user_claim c
    where c.user_id = ${fromUserId} and not exists (select 1 from user_claim o
      where o.user_id = ${toUserId} and o.claim_type = c.claim_type and o.claim_value = c.claim_value)`.execute(
    db,
  );
  const roles = await sql`insert into user_role (user_id, role_id)
    select ${toUserId}, role_id from user_role where user_id = ${fromUserId}
    on conflict do nothing`.execute(db);
  return affected(claims) + affected(roles);
}

/** Invite code uses of the source account name the kept one; answers how many. */
export async function moveInviteCodeUseAccounts(
  db: Kysely<Database>,
  { from, to }: MergeAccounts,
): Promise<number> {
  const result = await sql`update invite_code_use set user_account_id = ${to.id}
    where user_account_id = ${from.id}`.execute(db);
  return affected(result);
}

/** The kept account's uses made by the source's user name the kept user (once per code). */
export async function moveInviteCodeUseUsers(
  db: Kysely<Database>,
  toAccountId: string,
  fromUserId: string,
  toUserId: string,
): Promise<void> {
  await sql`update invite_code_use u set user_id = ${toUserId}
    where u.user_account_id = ${toAccountId} and u.user_id = ${fromUserId} and not exists (
      select 1 from invite_code_use o
      where o.invite_code_id = u.invite_code_id and o.user_id = ${toUserId})`.execute(db);
}

/** Notes about the source account are about the kept one. */
export async function moveNotesAbout(
  db: Kysely<Database>,
  { from, to }: MergeAccounts,
): Promise<number> {
  const result = await sql`update note set entity_id = ${to.id}
    where entity_type = 'UserAccount' and entity_id = ${from.id}`.execute(db);
  return affected(result);
}
