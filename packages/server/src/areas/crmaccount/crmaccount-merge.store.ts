import { sql, type Kysely } from 'kysely';
import type { TCrmAccountMergePreview } from '@portal/core';
import type { Database } from '../../db/schema';

/** An account of a merge: its id and CRM account id (the key its children point at). */
export type MergedAccount = { id: string; accountId: string | null };

/** How many rows of each kind belong to the account, i.e. what a merge of it would move. */
export async function countAccountRecords(
  db: Kysely<Database>,
  from: MergedAccount,
): Promise<TCrmAccountMergePreview['moves']> {
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
export async function moveAccountRecords(
  db: Kysely<Database>,
  from: MergedAccount,
  to: MergedAccount,
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
