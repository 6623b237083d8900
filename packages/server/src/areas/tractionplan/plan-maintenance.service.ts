import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { CURRENT_FORMAT_VERSION, upgradeLegacyContent } from './plan-content';
import { clearLocks } from './plan-lock.store';
import {
  alignPlanBrandsWithOwners,
  listContentOlderThan,
  updateContent,
} from './plan-maintenance.store';

/**
 * SetAppNameAll: every plan takes the brand of its owner's user account (a repair after
 * accounts were moved between brands). Answers how many plans changed.
 */
export async function setAppNameAll(db: Kysely<Database>): Promise<number> {
  return alignPlanBrandsWithOwners(db);
}

/**
 * ConvertAllPlansToVersion2Async: rewrites plans (and archived versions) stored in the old
 * content format in the current one. Reads convert on the fly, so this only settles the data.
 */
export async function convertAllPlansToVersion2(db: Kysely<Database>): Promise<number> {
  let converted = 0;
  for (const table of ['traction_plan', 'traction_plan_archive'] as const) {
    const rows = await listContentOlderThan(db, table, CURRENT_FORMAT_VERSION);
    for (const row of rows) {
      await updateContent(
        db,
        table,
        row.id,
        upgradeLegacyContent(row.plan),
        CURRENT_FORMAT_VERSION,
      );
    }
    converted += table === 'traction_plan' ? rows.length : 0;
  }
  return converted;
}

/** ExpireTractionPlanLocks/{all}: clears lapsed editing locks, or every lock when `all`. */
export function expireLocks(db: Kysely<Database>, now: Date, all: boolean): Promise<number> {
  return clearLocks(db, now, all);
}
