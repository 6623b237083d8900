import { sql, type Kysely } from 'kysely';
import { canManageAccounts, type TCrmAccountMergePreview, type TCrmAccountRow } from '@portal/core';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import { emitWebhookEvent } from '../webhooks/webhook-events';
import { type ActorContext } from '../../shared/request-context';
import { requireVisibleAccount } from './crmaccount.policy';
import { searchAccounts } from './crmaccount.store';
import { deleteAccount } from './crmaccount-write.store';
import { ZCrmAccountSearch } from '@portal/core';

export const MERGE_SAME_ACCOUNT = 'An account cannot be merged into itself.';

type Moves = TCrmAccountMergePreview['moves'];

async function rowOf(ctx: ActorContext, id: string): Promise<TCrmAccountRow> {
  const query = { ...ZCrmAccountSearch.parse({}), pageSize: 1 };
  const page = await searchAccounts(ctx.db, ctx.brand, query, { visible: [id] });
  const row = page.data[0];
  if (!row) throw new Error(`account ${id} vanished during a merge`);
  return row;
}

async function countMoves(db: Kysely<Database>, from: TCrmAccountRow): Promise<Moves> {
  const count = async (query: ReturnType<typeof sql<{ n: string }>>) =>
    Number((await query.execute(db)).rows[0]?.n ?? 0);
  const person = (role: string) =>
    count(
      sql`select count(*) as n from crm_account_person where crm_account_id = ${from.id} and role = ${role}`,
    );
  return {
    childAccounts: from.accountId
      ? await count(sql`select count(*) as n from crm_account where parent_account_id = ${from.accountId}
          and app_name = (select app_name from crm_account where id = ${from.id})`)
      : 0,
    groups: await count(
      sql`select count(*) as n from user_group_crm_account where crm_account_id = ${from.id}`,
    ),
    userLinks: await count(
      sql`select count(*) as n from user_account_crm_account where crm_account_id = ${from.id}`,
    ),
    admins: await person('admin'),
    trainers: await person('trainer'),
    awards: await count(
      sql`select count(*) as n from crm_account_award where crm_account_id = ${from.id}`,
    ),
    notes: await count(
      sql`select count(*) as n from note where entity_type = 'CrmAccount' and entity_id = ${from.id}`,
    ),
    inviteCodes: await count(
      sql`select count(*) as n from invite_code where crm_account_id = ${from.id}`,
    ),
  };
}

/** Moves every row that belongs to `from` over to `to`; links `to` already has are kept once. */
async function moveAll(
  db: Kysely<Database>,
  from: TCrmAccountRow,
  to: TCrmAccountRow,
): Promise<void> {
  const brandOf = sql`(select app_name from crm_account where id = ${to.id})`;
  if (from.accountId) {
    await sql`update crm_account set parent_account_id = ${to.accountId}
      where parent_account_id = ${from.accountId} and app_name = ${brandOf} and id <> ${to.id}`.execute(
      db,
    );
  }
  await sql`insert into user_group_crm_account (user_group_id, crm_account_id)
    select user_group_id, ${to.id} from user_group_crm_account where crm_account_id = ${from.id}
    on conflict do nothing`.execute(db);
  await sql`insert into user_account_crm_account (user_account_id, crm_account_id, created_at)
    select user_account_id, ${to.id}, created_at from user_account_crm_account where crm_account_id = ${from.id}
    on conflict do nothing`.execute(db);
  await sql`insert into crm_account_person (crm_account_id, user_account_id, role, created_at)
    select ${to.id}, user_account_id, role, created_at from crm_account_person where crm_account_id = ${from.id}
    on conflict do nothing`.execute(db);
  await sql`update crm_account_award set crm_account_id = ${to.id} where crm_account_id = ${from.id}`.execute(
    db,
  );
  await sql`update note set entity_id = ${to.id} where entity_type = 'CrmAccount' and entity_id = ${from.id}`.execute(
    db,
  );
  await sql`update invite_code set crm_account_id = ${to.id} where crm_account_id = ${from.id}`.execute(
    db,
  );
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
  const moves = await countMoves(ctx.db, from);
  if (!execute) return { from, to, moves, merged: false };
  await ctx.db.transaction().execute(async (db) => {
    await moveAll(db, from, to);
    await deleteAccount(db, ctx.brand, from.id);
    await emitWebhookEvent(db, ctx.brand, 'crm-account.changed', {
      action: 'merged',
      crmAccountId: to.id,
      mergedCrmAccountId: from.id,
    });
  });
  return { from, to: await rowOf(ctx, toId), moves, merged: true };
}
