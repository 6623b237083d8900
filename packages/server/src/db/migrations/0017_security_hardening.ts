import { sql, type Kysely } from 'kysely';

// Frozen once released: the untyped builder, as in 0001.

/**
 * Security hardening: the revocation list of access tokens (kept until the longest-lived token
 * it could refuse has expired) and the shared rate-limit counters, so every instance of an
 * installation refuses the same tokens and counts the same attempts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('token_revocation')
    // 'token' (value: the token's jti), 'grant' (value: the grant id of the provider) or
    // 'user' (value: the user id; tokens issued at or before not_before are refused).
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('not_before', 'timestamptz')
    // A 'user' revocation that spares the session that made the change (its grant).
    .addColumn('keep_grant', 'text')
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('token_revocation_pkey', ['kind', 'value'])
    .execute();
  await db.schema
    .createIndex('token_revocation_expires_at_idx')
    .on('token_revocation')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('rate_limit_window')
    // The limit's name and the client address, e.g. 'sign-in:203.0.113.7'.
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('reset_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_window_reset_at_idx')
    .on('rate_limit_window')
    .column('reset_at')
    .execute();
}
