import type { Kysely, Selectable } from 'kysely';
import type { BrandKey } from '@portal/core';
import { toJson, type Database, type TractionPlanArchiveTable } from '../../db/schema';
import type { PlanRow } from './tractionplan.store';

export type ArchiveRow = Selectable<TractionPlanArchiveTable>;

/**
 * Keeps the version a save replaces: its content as stored, who saved it and when. Compact: one
 * row of JSON per version, written in the transaction of the save that replaces it.
 */
export async function archiveVersion(db: Kysely<Database>, previous: PlanRow): Promise<void> {
  await db
    .insertInto('traction_plan_archive')
    .values({
      traction_plan_id: previous.id,
      version: previous.version,
      format_version: previous.format_version,
      plan: toJson(previous.plan),
      progress: toJson(previous.progress),
      is_complete: previous.is_complete,
      saved_by_user_account_id: previous.edit_user_account_id,
      saved_at: previous.updated_at,
    })
    .onConflict((oc) => oc.columns(['traction_plan_id', 'version']).doNothing())
    .execute();
}

function selectArchives(db: Kysely<Database>, brand: BrandKey) {
  return db
    .selectFrom('traction_plan_archive')
    .innerJoin('traction_plan', 'traction_plan.id', 'traction_plan_archive.traction_plan_id')
    .selectAll('traction_plan_archive')
    .where('traction_plan.app_name', '=', brand);
}

/** The archived versions of a plan, newest first. */
export function listArchives(
  db: Kysely<Database>,
  brand: BrandKey,
  planId: string,
): Promise<ArchiveRow[]> {
  return selectArchives(db, brand)
    .where('traction_plan_archive.traction_plan_id', '=', planId)
    .orderBy('traction_plan_archive.version', 'desc')
    .execute();
}

export function findArchive(
  db: Kysely<Database>,
  brand: BrandKey,
  archiveId: string,
): Promise<ArchiveRow | undefined> {
  return selectArchives(db, brand)
    .where('traction_plan_archive.id', '=', archiveId)
    .executeTakeFirst();
}
