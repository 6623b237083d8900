import type { Kysely } from 'kysely';

// Frozen once released: the untyped builder, as in 0001.

/**
 * The plan's edit rule (is its owner on feedback for a checkup of it?) runs on every plan read
 * and save and matches checkup participants by the plan they rate as well as by their account:
 * without this index that half of the condition scans every participant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('checkup_participant_traction_plan_idx')
    .on('checkup_participant')
    .column('traction_plan_id')
    .execute();
}
