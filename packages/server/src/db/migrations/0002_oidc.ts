import { sql, type Kysely } from 'kysely';

// Frozen once released: the untyped builder describes the table as it was created.

/**
 * One table for every kind of OpenID Connect record (sessions, interactions, codes, tokens,
 * grants). The provider chooses the ids (random strings, unique per kind), so the key is the
 * pair (model, id) rather than a UUID of our own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('oidc_payload')
    .addColumn('model', 'text', (col) => col.notNull())
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('payload', 'jsonb', (col) => col.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_code', 'text')
    .addColumn('uid', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('consumed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('oidc_payload_pkey', ['model', 'id'])
    .execute();
  await db.schema
    .createIndex('oidc_payload_grant_id_idx')
    .on('oidc_payload')
    .column('grant_id')
    .execute();
  await db.schema
    .createIndex('oidc_payload_uid_idx')
    .on('oidc_payload')
    .columns(['model', 'uid'])
    .execute();
  await db.schema
    .createIndex('oidc_payload_user_code_idx')
    .on('oidc_payload')
    .columns(['model', 'user_code'])
    .execute();
  await db.schema
    .createIndex('oidc_payload_expires_at_idx')
    .on('oidc_payload')
    .column('expires_at')
    .execute();
}
