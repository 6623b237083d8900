import { sql, type Kysely } from 'kysely';

// Frozen once released: the untyped builder, as in 0001.

/**
 * Checkup feedback: the feedback formats that word the partners' survey (versions of a named
 * format per brand, one default version per name).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('checkup_feedback_format')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('app_name', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('texts', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('checkup_feedback_format_version_key', ['app_name', 'name', 'version'])
    .execute();
  // At most one default version per name: SetAsDefault clears the old one in its transaction.
  await sql`create unique index checkup_feedback_format_default_key
    on checkup_feedback_format (app_name, name) where is_default`.execute(db);
}
