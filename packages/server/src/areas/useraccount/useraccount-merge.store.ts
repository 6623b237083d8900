import { sql, type Kysely, type Selectable } from 'kysely';
import type { BatchStatus } from '@portal/core';
import {
  toJson,
  type Database,
  type UserAccountEmail,
  type UserAccountPhone,
  type UserBatchMergeTable,
} from '../../db/schema';

export type MergeAccountRow = {
  id: string;
  user_id: string | null;
  titles: string[];
  emails: UserAccountEmail[];
  phone_numbers: UserAccountPhone[];
};

/** Both accounts of a merge in the brand, locked for the merge's transaction. */
export function lockMergeAccounts(
  db: Kysely<Database>,
  brand: string,
  ids: [string, string],
): Promise<MergeAccountRow[]> {
  return db
    .selectFrom('user_account')
    .select(['id', 'user_id', 'titles', 'emails', 'phone_numbers'])
    .where('app_name', '=', brand)
    .where('id', 'in', ids)
    .forUpdate()
    .execute();
}

/** The kept account's contacts and titles after a merge (its version goes up). */
export async function updateMergedContacts(
  db: Kysely<Database>,
  id: string,
  contacts: { emails: UserAccountEmail[]; phones: UserAccountPhone[]; titles: string[] },
  now: Date,
): Promise<void> {
  await db
    .updateTable('user_account')
    .set({
      emails: toJson(contacts.emails),
      phone_numbers: toJson(contacts.phones),
      titles: toJson(contacts.titles),
      version: sql<number>`version + 1`,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/** Gives an account without a sign-in user this one. */
export async function setAccountUser(
  db: Kysely<Database>,
  accountId: string,
  userId: string,
): Promise<void> {
  await db
    .updateTable('user_account')
    .set({ user_id: userId })
    .where('id', '=', accountId)
    .execute();
}

/** Whether the user still has an account in any brand. */
export async function userHasAccount(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_account')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes a sign-in user; answers 1 when it existed. */
export async function deleteIdentityUser(db: Kysely<Database>, userId: string): Promise<number> {
  const removed = await db.deleteFrom('identity_user').where('id', '=', userId).executeTakeFirst();
  return Number(removed.numDeletedRows);
}

/** Whether the account is the one named by the e-mail (sign-in or contact address). */
export async function accountHasEmail(
  db: Kysely<Database>,
  id: string,
  email: string,
): Promise<boolean> {
  const row = await sql<{ id: string }>`select u.id from user_account u
    left join identity_user i on i.id = u.user_id
    where u.id = ${id} and (lower(i.email) = ${email} or exists (select 1 from
      jsonb_array_elements(u.emails) x where lower(x->>'address') = ${email}))`.execute(db);
  return row.rows.length > 0;
}

export type BatchMergeRow = Selectable<UserBatchMergeTable>;

/** The brand's batch pairs (of one batch, or every batch), newest first, at most 500. */
export function listBatchMerges(
  db: Kysely<Database>,
  brand: string,
  batchTrxId: string | null,
): Promise<BatchMergeRow[]> {
  return db
    .selectFrom('user_batch_merge')
    .selectAll()
    .where('app_name', '=', brand)
    .$if(batchTrxId !== null, (q) => q.where('batch_trx_id', '=', batchTrxId as string))
    .orderBy('created_at', 'desc')
    .limit(500)
    .execute();
}

/** The pending pairs (of one batch, or every batch), oldest first. */
export function listPendingBatchMerges(
  db: Kysely<Database>,
  brand: string,
  batchTrxId: string | null,
  pending: BatchStatus,
): Promise<BatchMergeRow[]> {
  return db
    .selectFrom('user_batch_merge')
    .selectAll()
    .where('app_name', '=', brand)
    .where('status', '=', pending)
    .$if(batchTrxId !== null, (q) => q.where('batch_trx_id', '=', batchTrxId as string))
    .orderBy('created_at')
    .execute();
}

export type NewBatchMerge = {
  batchTrxId: string;
  fromUaId: string;
  fromEmail: string;
  toUaId: string;
  toEmail: string;
};

export async function insertBatchMerge(
  db: Kysely<Database>,
  brand: string,
  pair: NewBatchMerge,
): Promise<void> {
  await db
    .insertInto('user_batch_merge')
    .values({
      app_name: brand,
      batch_trx_id: pair.batchTrxId,
      from_ua_id: pair.fromUaId,
      from_email: pair.fromEmail,
      to_ua_id: pair.toUaId,
      to_email: pair.toEmail,
    })
    .execute();
}

/** The outcome of one pair's merge. */
export async function markBatchMergeProcessed(
  db: Kysely<Database>,
  id: string,
  outcome: { status: BatchStatus; error: string | null },
  now: Date,
): Promise<void> {
  await db
    .updateTable('user_batch_merge')
    .set({ status: outcome.status, error: outcome.error, processed_at: now })
    .where('id', '=', id)
    .execute();
}

/** Sets the batch's pairs that have one of the `from` statuses to `status`. */
export async function setBatchMergeStatus(
  db: Kysely<Database>,
  brand: string,
  batchTrxId: string,
  status: BatchStatus,
  from: BatchStatus[],
): Promise<void> {
  await db
    .updateTable('user_batch_merge')
    .set({ status, error: null })
    .where('app_name', '=', brand)
    .where('batch_trx_id', '=', batchTrxId)
    .where('status', 'in', from)
    .execute();
}

/** Removes the brand's pairs whose status is not `pending`. */
export async function deleteFinishedBatchMerges(
  db: Kysely<Database>,
  brand: string,
  pending: BatchStatus,
): Promise<void> {
  await db
    .deleteFrom('user_batch_merge')
    .where('app_name', '=', brand)
    .where('status', '<>', pending)
    .execute();
}
