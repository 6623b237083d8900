import { canManageAccounts, type TCrmAccountMergePreview, type TCrmAccountRow } from '@portal/core';
import { HttpError } from '../../http/errors';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import { emitWebhookEvent } from '../webhooks/webhook-events';
import { type ActorContext } from '../../shared/request-context';
import { requireVisibleAccount } from './crmaccount.policy';
import { searchAccounts } from './crmaccount.store';
import { deleteAccount } from './crmaccount-write.store';
import { countAccountRecords, moveAccountRecords } from './crmaccount-merge.store';
import { ZCrmAccountSearch } from '@portal/core';

export const MERGE_SAME_ACCOUNT = 'errors.account.mergeSameAccount';

async function rowOf(ctx: ActorContext, id: string): Promise<TCrmAccountRow> {
  const query = { ...ZCrmAccountSearch.parse({}), pageSize: 1 };
  const page = await searchAccounts(ctx.db, ctx.brand, query, { visible: [id] });
  const row = page.data[0];
  if (!row) throw new Error(`account ${id} vanished during a merge`);
  return row;
}

/**
 * Merge/{from}/{to}/{flag}: without the flag, what would move; with it, the move itself (child
 * accounts, groups, people's links, admins, trainers, awards, notes, invite codes), then the
 * source account is deleted, all in one transaction. Global data access only.
 */
export async function mergeAccounts(
  ctx: ActorContext,
  fromId: string,
  toId: string,
  execute: boolean,
): Promise<TCrmAccountMergePreview> {
  if (!canManageAccounts(ctx.session)) throw new HttpError(403, NOT_AUTHORIZED);
  if (fromId === toId) throw new HttpError(400, MERGE_SAME_ACCOUNT);
  await requireVisibleAccount(ctx, fromId);
  await requireVisibleAccount(ctx, toId);
  const from = await rowOf(ctx, fromId);
  const to = await rowOf(ctx, toId);
  const moves = await countAccountRecords(ctx.db, from);
  if (!execute) return { from, to, moves, merged: false };
  await ctx.db.transaction().execute(async (db) => {
    await moveAccountRecords(db, from, to);
    await deleteAccount(db, ctx.brand, from.id);
    await emitWebhookEvent(db, ctx.brand, 'crm-account.changed', {
      action: 'merged',
      crmAccountId: to.id,
      mergedCrmAccountId: from.id,
    });
  });
  return { from, to: await rowOf(ctx, toId), moves, merged: true };
}
