import { sql, type Kysely } from 'kysely';
import { toJson, type Database } from '../../db/schema';
import { CURRENT_FORMAT_VERSION, upgradeLegacyContent } from './plan-content';
import { clearLocks } from './plan-lock.store';

/**
 * SetAppNameAll: every plan takes the brand of its owner's user account (a repair after
 * accounts were moved between brands). Answers how many plans changed.
 */
export async function setAppNameAll(db: Kysely<Database>): Promise<number> {
  const result = await db
    .updateTable('traction_plan')
    .from('user_account')
    .set({ app_name: sql`user_account.app_name` })
    .whereRef('user_account.id', '=', 'traction_plan.user_account_id')
    .whereRef('traction_plan.app_name', '<>', 'user_account.app_name')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * ConvertAllPlansToVersion2Async: rewrites plans (and archived versions) stored in the old
 * content format in the current one. Reads convert on the fly, so this only settles the data.
 */
export async function convertAllPlansToVersion2(db: Kysely<Database>): Promise<number> {
  let converted = 0;
  for (const table of ['traction_plan', 'traction_plan_archive'] as const) {
    const rows = await db
      .selectFrom(table)
      .select(['id', 'plan'])
      .where('format_version', '<', CURRENT_FORMAT_VERSION)
      .execute();
    for (const row of rows) {
      await db
        .updateTable(table)
        .set({
          plan: toJson(upgradeLegacyContent(row.plan)),
          format_version: CURRENT_FORMAT_VERSION,
        })
        .where('id', '=', row.id)
        .execute();
    }
    converted += table === 'traction_plan' ? rows.length : 0;
  }
  return converted;
}

/** ExpireTractionPlanLocks/{all}: clears lapsed editing locks, or every lock when `all`. */
export function expireLocks(db: Kysely<Database>, now: Date, all: boolean): Promise<number> {
  return clearLocks(db, now, all);
}
