import { sql, type Kysely } from 'kysely';

// Frozen once released: the untyped builder, as in 0001.

const emptyList = sql`'[]'::jsonb`;

/**
 * Invite codes and their uses; the user account's version (optimistic concurrency of saves)
 * and picture. The group, CRM account and event a code joins are plain uuid columns: those
 * tables arrive later, and their foreign keys with them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invite_code')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('app_name', 'text', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('max_uses', 'integer')
    .addColumn('use_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('claims', 'jsonb', (col) => col.notNull().defaultTo(emptyList))
    .addColumn('roles', 'jsonb', (col) => col.notNull().defaultTo(emptyList))
    .addColumn('user_group_id', 'uuid')
    .addColumn('crm_account_id', 'uuid')
    .addColumn('event_id', 'uuid')
    .addColumn('created_by_user_id', 'uuid')
    .addColumn('deactivated_at', 'timestamptz')
    .addCheckConstraint('invite_code_max_uses_check', sql`max_uses is null or max_uses > 0`)
    .addCheckConstraint(
      'invite_code_use_count_check',
      sql`use_count >= 0 and (max_uses is null or use_count <= max_uses)`,
    )
    .execute();
  await db.schema
    .createIndex('invite_code_app_name_created_idx')
    .on('invite_code')
    .columns(['app_name', 'created_at'])
    .execute();

  await db.schema
    .createTable('invite_code_use')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('invite_code_id', 'uuid', (col) =>
      col.notNull().references('invite_code.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'uuid', (col) =>
      col.notNull().references('identity_user.id').onDelete('cascade'),
    )
    .addColumn('user_account_id', 'uuid', (col) =>
      col.references('user_account.id').onDelete('set null'),
    )
    .addColumn('used_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('invite_code_use_code_user_key', ['invite_code_id', 'user_id'])
    .execute();

  await db.schema
    .alterTable('user_account')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('user_account_picture')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_account_id', 'uuid', (col) =>
      col.notNull().unique().references('user_account.id').onDelete('cascade'),
    )
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('data', 'bytea', (col) => col.notNull())
    .addColumn('hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}
