import type { Kysely } from 'kysely';

// Frozen once released: the untyped builder, as in 0001.

/**
 * Whether a plan's current version came from an autosave: a burst of autosaves by one editor
 * folds into one archived version instead of one per autosave.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('traction_plan')
    .addColumn('autosaved', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
}
