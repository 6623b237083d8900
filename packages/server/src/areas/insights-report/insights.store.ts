import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { BrandKey } from '@portal/core';
import type { Database, InsightsReportTable } from '../../db/schema';

export type InsightsRow = Selectable<InsightsReportTable>;

export function findInsights(
  db: Kysely<Database>,
  brand: BrandKey,
  id: string,
): Promise<InsightsRow | undefined> {
  return db
    .selectFrom('insights_report')
    .selectAll()
    .where('id', '=', id)
    .where('app_name', '=', brand)
    .executeTakeFirst();
}

export function insertInsights(
  db: Kysely<Database>,
  brand: BrandKey,
  values: Omit<Insertable<InsightsReportTable>, 'app_name'>,
): Promise<InsightsRow> {
  return db
    .insertInto('insights_report')
    .values({ ...values, app_name: brand })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The coach's ranges, or only whether they are complete. */
export function updateInsights(
  db: Kysely<Database>,
  id: string,
  values: Pick<Updateable<InsightsReportTable>, 'range_selections' | 'is_complete' | 'updated_at'>,
): Promise<InsightsRow> {
  return db
    .updateTable('insights_report')
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
