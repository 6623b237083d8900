import { toJson } from '../src/db/schema';
import type { TestApp } from './test-app';

/**
 * A CRM account of the teams brand, written directly (the accounts area has its own tests),
 * under a parent account when one is named.
 */
export async function insertCrmAccount(
  t: TestApp,
  name: string,
  parentAccountId: string | null = null,
): Promise<string> {
  const row = await t.database.db
    .insertInto('crm_account')
    .values({
      app_name: 'teams',
      account_name: name,
      parent_account_id: parentAccountId,
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
