import type { Kysely, Selectable } from 'kysely';
import type { BrandKey, ReferenceConstraint } from '@portal/core';
import { toJson, type Database, type TractionConstraintSetTable } from '../../db/schema';
import { isUniqueViolation } from '../../db/query-helpers';

export type ConstraintSetRow = Selectable<TractionConstraintSetTable>;

export function findLatestSet(
  db: Kysely<Database>,
  brand: BrandKey,
): Promise<ConstraintSetRow | undefined> {
  return db
    .selectFrom('traction_constraint_set')
    .selectAll()
    .where('app_name', '=', brand)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export type NewConstraintSet = {
  name: string;
  source: 'seed' | 'custom';
  constraints: readonly ReferenceConstraint[];
  createdByUserId: string | null;
  now: Date;
};

/**
 * Adds the brand's next version of the set. Two adds at once both compute the same number; the
 * loser tries once more with the next one.
 */
export async function insertSet(
  db: Kysely<Database>,
  brand: BrandKey,
  set: NewConstraintSet,
): Promise<ConstraintSetRow> {
  for (let attempt = 0; ; attempt++) {
    const latest = await findLatestSet(db, brand);
    try {
      return await db
        .insertInto('traction_constraint_set')
        .values({
          app_name: brand,
          version: (latest?.version ?? 0) + 1,
          name: set.name,
          source: set.source,
          constraints: toJson(set.constraints),
          created_by_user_id: set.createdByUserId,
          created_at: set.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt > 0) throw error;
    }
  }
}
