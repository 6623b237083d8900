import { sql, type Kysely } from 'kysely';

// Frozen once released: the untyped builder, as in 0001.

/**
 * Background report exports: who asked, the report with its filters and the accounts it may
 * cover (fixed when asked), the progress, and the file once written, kept in the database until
 * it expires so any instance can write it and serve it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('report_export')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('app_name', 'text', (col) => col.notNull())
    .addColumn('requester_id', 'text', (col) => col.notNull())
    .addColumn('report', 'text', (col) => col.notNull())
    .addColumn('format', 'text', (col) => col.notNull())
    .addColumn('filters', 'jsonb', (col) => col.notNull())
    .addColumn('visible', 'jsonb', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('queued'))
    .addColumn('total', 'integer')
    .addColumn('done', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('file', 'bytea')
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('report_export_expires_at_idx')
    .on('report_export')
    .column('expires_at')
    .execute();
}
