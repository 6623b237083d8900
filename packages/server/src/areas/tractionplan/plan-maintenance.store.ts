import { sql, type Kysely } from 'kysely';
import { toJson, type Database } from '../../db/schema';

/** The tables that hold plan content: the plans and their archived versions. */
export type PlanContentTable = 'traction_plan' | 'traction_plan_archive';

/** Every plan takes the brand of its owner's user account; answers how many changed. */
export async function alignPlanBrandsWithOwners(db: Kysely<Database>): Promise<number> {
  const result = await db
    .updateTable('traction_plan')
    .from('user_account')
    .set({ app_name: sql`user_account.app_name` })
    .whereRef('user_account.id', '=', 'traction_plan.user_account_id')
    .whereRef('traction_plan.app_name', '<>', 'user_account.app_name')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The rows whose content is stored in a format older than `version`. */
export function listContentOlderThan(
  db: Kysely<Database>,
  table: PlanContentTable,
  version: number,
) {
  return db
    .selectFrom(table)
    .select(['id', 'plan'])
    .where('format_version', '<', version)
    .execute();
}

/** Rewrites one row's content in the given format version. */
export async function updateContent(
  db: Kysely<Database>,
  table: PlanContentTable,
  id: string,
  plan: unknown,
  version: number,
): Promise<void> {
  await db
    .updateTable(table)
    .set({ plan: toJson(plan), format_version: version })
    .where('id', '=', id)
    .execute();
}
