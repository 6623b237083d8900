import type { Kysely } from 'kysely';
import {
  BatchStatus,
  isSecurityAdmin,
  type TUserAccountMergeResult,
  type TUserBatchMergeItem,
  type TUserBatchMergeSummary,
  type ZUserPair,
} from '@portal/core';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import { AUDIT_ACTIONS, recordAudit } from '../../shared/audit';
import type { ActorContext } from '../../shared/request-context';
import { endSessions } from '../../identity/revocation';
import { OWNED_RECORDS, type MergeAccounts } from './merge-registry';
import { deleteUserAccounts } from './useraccount.store';
import {
  accountHasEmail,
  deleteFinishedBatchMerges,
  deleteIdentityUser,
  insertBatchMerge,
  listBatchMerges,
  listPendingBatchMerges,
  lockMergeAccounts,
  markBatchMergeProcessed,
  setAccountUser,
  setBatchMergeStatus,
  updateMergedContacts,
  userHasAccount,
  type BatchMergeRow,
  type MergeAccountRow,
} from './useraccount-merge.store';

export const MERGE_SAME_USER = 'errors.person.mergeSameUser';
export const MERGE_NOT_FOUND = 'errors.person.mergeNotFound';

const requireSecurityAdmin = (ctx: ActorContext) => {
  if (!isSecurityAdmin(ctx.session)) throw new HttpError(403, NOT_AUTHORIZED);
};

/** The kept account's contacts and titles, then the source's not yet listed (none preferred twice). */
function mergedContacts(from: MergeAccountRow, to: MergeAccountRow) {
  const addresses = new Set(to.emails.map((e) => e.address.toLowerCase()));
  const emails = [
    ...to.emails,
    ...from.emails
      .filter((e) => !addresses.has(e.address.toLowerCase()))
      .map((e) => ({ ...e, primary: false, preferred: false })),
  ];
  const numbers = new Set(to.phone_numbers.map((p) => p.number.replace(/\D/g, '')));
  const phones = [
    ...to.phone_numbers,
    ...from.phone_numbers
      .filter((p) => !numbers.has(p.number.replace(/\D/g, '')))
      .map((p) => ({ ...p, preferred: false })),
  ];
  return { emails, phones, titles: [...new Set([...to.titles, ...from.titles])] };
}

/** Moves every owned record from one account to the other and deletes the source, in `db`. */
async function mergeInTransaction(
  db: Kysely<Database>,
  brand: string,
  fromId: string,
  toId: string,
  now: Date,
): Promise<Record<string, number>> {
  const accounts = await lockMergeAccounts(db, brand, [fromId, toId]);
  const from = accounts.find((a) => a.id === fromId);
  const to = accounts.find((a) => a.id === toId);
  if (!from || !to) throw notFound(MERGE_NOT_FOUND);
  const contacts = mergedContacts(from, to);
  await updateMergedContacts(db, to.id, contacts, now);
  const moved: Record<string, number> = {
    emails: contacts.emails.length - to.emails.length,
    titles: contacts.titles.length - to.titles.length,
  };
  const pair = {
    from: { id: from.id, userId: from.user_id },
    to: { id: to.id, userId: to.user_id },
  };
  for (const owned of OWNED_RECORDS) moved[owned.name] = await owned.move(db, pair);
  await deleteUserAccounts(db, [from.id]);
  moved.signIn = await settleSignIn(db, pair);
  return moved;
}

/**
 * The source's sign-in user after its account is gone. A kept account without a sign-in user
 * takes it (the person keeps signing in as before); otherwise it is removed with its sessions
 * when no brand has an account of it any more, so the person signs in as the kept account and a
 * sign-in of the duplicate cannot bring an empty account back. Answers 1 when it was removed.
 */
async function settleSignIn(db: Kysely<Database>, { from, to }: MergeAccounts): Promise<number> {
  if (!from.userId || from.userId === to.userId) return 0;
  if (!to.userId) {
    await setAccountUser(db, to.id, from.userId);
    return 0;
  }
  if (await userHasAccount(db, from.userId)) return 0;
  await endSessions(db, [from.userId]);
  return deleteIdentityUser(db, from.userId);
}

/** Thrown to roll a preview's transaction back once its counts are known. */
const ROLL_BACK = new Error('merge preview rolled back');

/**
 * MergePreview/{from}/{to} (an addition): what Merge would move, counted by running the merge
 * and rolling it back, so the preview and the merge never disagree. Nothing changes.
 */
export async function previewUserAccountMerge(
  ctx: ActorContext,
  fromId: string,
  toId: string,
): Promise<TUserAccountMergeResult> {
  requireSecurityAdmin(ctx);
  if (fromId === toId) throw new HttpError(400, MERGE_SAME_USER);
  let moved: Record<string, number> = {};
  await ctx.db
    .transaction()
    .execute(async (db) => {
      moved = await mergeInTransaction(db, ctx.brand, fromId, toId, ctx.now);
      throw ROLL_BACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLL_BACK) throw error;
    });
  return { fromUserAccountId: fromId, toUserAccountId: toId, moved };
}

/** Merge/{from}/{to}: one person's two accounts become the second; security admins only. */
export async function mergeUserAccounts(
  ctx: ActorContext,
  fromId: string,
  toId: string,
): Promise<TUserAccountMergeResult> {
  requireSecurityAdmin(ctx);
  if (fromId === toId) throw new HttpError(400, MERGE_SAME_USER);
  const moved = await ctx.db.transaction().execute(async (db) => {
    const result = await mergeInTransaction(db, ctx.brand, fromId, toId, ctx.now);
    await recordAudit(db, {
      action: AUDIT_ACTIONS.userAccountsMerged,
      appName: ctx.brand,
      actorUserId: ctx.session.userId,
      ip: ctx.ip,
      details: { fromUserAccountId: fromId, toUserAccountId: toId, moved: result },
    });
    return result;
  });
  return { fromUserAccountId: fromId, toUserAccountId: toId, moved };
}

const presentItem = (row: BatchMergeRow): TUserBatchMergeItem => ({
  id: row.id,
  batchTrxId: row.batch_trx_id,
  fromUaId: row.from_ua_id,
  fromEmail: row.from_email,
  toUaId: row.to_ua_id,
  toEmail: row.to_email,
  status: row.status as BatchStatus,
  error: row.error,
  createdUTC: row.created_at.toISOString(),
  processedUTC: row.processed_at?.toISOString() ?? null,
});

/** The batch's rows (or every batch's) with counts per status, newest first, at most 500. */
async function summary(
  ctx: ActorContext,
  batchTrxId: string | null,
): Promise<TUserBatchMergeSummary> {
  const rows = await listBatchMerges(ctx.db, ctx.brand, batchTrxId);
  const items = rows.map(presentItem);
  const count = (status: BatchStatus) => items.filter((i) => i.status === status).length;
  return {
    batchTrxId,
    pending: count(BatchStatus.Pending),
    complete: count(BatchStatus.Complete),
    cancelled: count(BatchStatus.Cancelled),
    failed: count(BatchStatus.Failed),
    items,
  };
}

/** AddUserPairToBatch: a pending pair; the e-mails must be the accounts' (a check against typos). */
export async function addUserPair(
  ctx: ActorContext,
  pair: z.output<typeof ZUserPair>,
): Promise<TUserBatchMergeSummary> {
  requireSecurityAdmin(ctx);
  if (pair.fromUaId === pair.toUaId) throw new HttpError(400, MERGE_SAME_USER);
  await insertBatchMerge(ctx.db, ctx.brand, pair);
  return summary(ctx, pair.batchTrxId);
}

/**
 * StartUserBatchMerge[/{batchTrxId}]: merges every pending pair, each in its own transaction:
 * complete, or failed with the reason (a pair whose e-mails do not match its accounts fails).
 */
export async function runBatchMerge(
  ctx: ActorContext,
  batchTrxId: string | null,
): Promise<TUserBatchMergeSummary> {
  requireSecurityAdmin(ctx);
  const pending = await listPendingBatchMerges(ctx.db, ctx.brand, batchTrxId, BatchStatus.Pending);
  for (const item of pending) {
    let status: BatchStatus = BatchStatus.Complete;
    let error: string | null = null;
    try {
      await ctx.db.transaction().execute(async (db) => {
        const matches =
          (await accountHasEmail(db, item.from_ua_id, item.from_email)) &&
          (await accountHasEmail(db, item.to_ua_id, item.to_email));
        if (!matches) throw new HttpError(422, 'errors.person.mergeEmailsMismatch');
        const moved = await mergeInTransaction(
          db,
          ctx.brand,
          item.from_ua_id,
          item.to_ua_id,
          ctx.now,
        );
        await recordAudit(db, {
          action: AUDIT_ACTIONS.userAccountsMerged,
          appName: ctx.brand,
          actorUserId: ctx.session.userId,
          details: {
            fromUserAccountId: item.from_ua_id,
            toUserAccountId: item.to_ua_id,
            moved,
            batchTrxId: item.batch_trx_id,
          },
        });
      });
    } catch (cause) {
      status = BatchStatus.Failed;
      error = cause instanceof Error ? cause.message : 'The merge failed.';
    }
    await markBatchMergeProcessed(ctx.db, item.id, { status, error }, ctx.now);
  }
  return summary(ctx, batchTrxId);
}

/** The changes UpdateAllUserBatchMergeStatus allows: cancel pending pairs, retry or resume. */
const ALLOWED_FROM: Record<string, BatchStatus[]> = {
  [BatchStatus.Cancelled]: [BatchStatus.Pending],
  [BatchStatus.Pending]: [BatchStatus.Cancelled, BatchStatus.Failed],
};

/** UpdateAllUserBatchMergeStatus/{batchTrxId}/{status}: changes the batch's pairs that may change. */
export async function updateBatchStatus(
  ctx: ActorContext,
  batchTrxId: string,
  status: BatchStatus,
): Promise<TUserBatchMergeSummary> {
  requireSecurityAdmin(ctx);
  const from = ALLOWED_FROM[status];
  if (!from) throw new HttpError(422, { key: 'errors.person.pairStatus', values: { status } });
  await setBatchMergeStatus(ctx.db, ctx.brand, batchTrxId, status, from);
  return summary(ctx, batchTrxId);
}

/** PurgeUserBatchMerge: removes the finished pairs (complete, cancelled, failed). */
export async function purgeBatchMerges(ctx: ActorContext): Promise<TUserBatchMergeSummary> {
  requireSecurityAdmin(ctx);
  await deleteFinishedBatchMerges(ctx.db, ctx.brand, BatchStatus.Pending);
  return summary(ctx, null);
}
