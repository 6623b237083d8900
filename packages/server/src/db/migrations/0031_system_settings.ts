import { sql, type Kysely } from 'kysely';

// Frozen once released: the untyped builder, as in 0001.

/** The run-time settings saved on the system configuration page, by name; none at first. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('system_setting')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'jsonb', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'text')
    .execute();
}
