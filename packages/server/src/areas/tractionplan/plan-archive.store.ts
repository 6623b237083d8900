import type { Kysely, Selectable } from 'kysely';
import type { BrandKey } from '@portal/core';
import type { Database, TractionPlanArchiveTable } from '../../db/schema';

export type ArchiveRow = Selectable<TractionPlanArchiveTable>;

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
