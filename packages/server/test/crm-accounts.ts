import { randomUUID } from 'node:crypto';
import { toJson } from '../src/db/schema';
import type { TestApp } from './test-app';

/**
 * A CRM account of the teams brand with a CRM id of its own, written directly (the accounts area
 * has its own tests), under a parent account when one is named by its id: an account names its
 * parent by the parent's CRM id, as imported accounts do.
 */
export async function insertCrmAccount(
  t: TestApp,
  name: string,
  parentId: string | null = null,
): Promise<string> {
  const db = t.database.db;
  const parent = parentId
    ? await db
        .selectFrom('crm_account')
        .select('account_id')
        .where('id', '=', parentId)
        .executeTakeFirstOrThrow()
    : null;
  const row = await db
    .insertInto('crm_account')
    .values({
      app_name: 'teams',
      account_name: name,
      account_id: `T-${randomUUID()}`,
      parent_account_id: parent?.account_id ?? null,
      owner: toJson({}),
      co_owner: toJson({}),
      ce_owner: toJson({}),
      shipping_address: toJson({}),
      demographics: toJson({}),
      territories: toJson([]),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
