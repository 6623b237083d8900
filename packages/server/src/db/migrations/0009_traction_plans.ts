import { sql, type Kysely } from 'kysely';

// Frozen once released: the untyped builder, as in 0001.

/**
 * Traction Plans: one plan per person (user account) and brand, the archive of every saved
 * version, the activity log (views, downloads, updates) and the brands' reference constraint
 * sets.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('traction_plan')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('app_name', 'text', (col) => col.notNull())
    .addColumn('user_account_id', 'uuid', (col) =>
      col.notNull().references('user_account.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('format_version', 'integer', (col) => col.notNull().defaultTo(2))
    .addColumn('review_id', 'text', (col) => col.unique())
    .addColumn('edit_user_account_id', 'uuid')
    .addColumn('lock_user_account_id', 'uuid')
    .addColumn('lock_expires_at', 'timestamptz')
    .addColumn('progress', 'jsonb', (col) => col.notNull())
    .addColumn('plan', 'jsonb', (col) => col.notNull())
    .addColumn('is_complete', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('traction_plan_owner_key', ['app_name', 'user_account_id'])
    .execute();

  await db.schema
    .createTable('traction_plan_archive')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('traction_plan_id', 'uuid', (col) =>
      col.notNull().references('traction_plan.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('format_version', 'integer', (col) => col.notNull())
    .addColumn('plan', 'jsonb', (col) => col.notNull())
    .addColumn('progress', 'jsonb', (col) => col.notNull())
    .addColumn('is_complete', 'boolean', (col) => col.notNull())
    .addColumn('saved_by_user_account_id', 'uuid')
    .addColumn('saved_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('traction_plan_archive_version_key', ['traction_plan_id', 'version'])
    .execute();

  await db.schema
    .createTable('traction_plan_activity')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('traction_plan_id', 'uuid', (col) =>
      col.notNull().references('traction_plan.id').onDelete('cascade'),
    )
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('via', 'text', (col) => col.notNull())
    .addColumn('detail', 'text')
    .addColumn('actor_user_account_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('traction_plan_activity_plan_idx')
    .on('traction_plan_activity')
    .columns(['traction_plan_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('traction_constraint_set')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('app_name', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('constraints', 'jsonb', (col) => col.notNull())
    .addColumn('created_by_user_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('traction_constraint_set_version_key', ['app_name', 'version'])
    .execute();
}
