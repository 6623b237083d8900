import { sql, type Kysely } from 'kysely';

// Frozen once released: the untyped builder, as in 0001.

/**
 * One-time codes of the account flows (e-mail confirmation, password reset, passcode sign-in),
 * stored only as hashes, and the audit log of security-relevant changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_token')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) =>
      col.notNull().references('identity_user.id').onDelete('cascade'),
    )
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('new_email', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('consumed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('account_token_user_purpose_idx')
    .on('account_token')
    .columns(['user_id', 'purpose'])
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('app_name', 'text')
    .addColumn('actor_user_id', 'uuid')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('subject_user_id', 'uuid')
    .addColumn('details', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('ip', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('audit_log_subject_created_idx')
    .on('audit_log')
    .columns(['subject_user_id', 'created_at'])
    .execute();
}
