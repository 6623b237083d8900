import { sql, type Kysely } from 'kysely';

// Frozen once released: the untyped builder, as in 0001.

/**
 * Unsubscribe links: one random token per brand, recipient, kind of message (a template's code
 * or a resource group's id) and channel, issued when such a message is rendered; a link that was
 * followed and confirmed marks its row unsubscribed, and messages of that kind to that recipient
 * are no longer sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('unsubscribe_link')
    .addColumn('token', 'text', (col) => col.primaryKey())
    .addColumn('app_name', 'text', (col) => col.notNull())
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'text', (col) => col.notNull())
    .addColumn('subject_name', 'text', (col) => col.notNull())
    .addColumn('message_type', 'integer', (col) => col.notNull())
    .addColumn('user_account_id', 'uuid')
    .addColumn('unsubscribed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('unsubscribe_link_subject_key', [
      'app_name',
      'recipient',
      'scope',
      'subject_id',
      'message_type',
    ])
    .execute();
}
