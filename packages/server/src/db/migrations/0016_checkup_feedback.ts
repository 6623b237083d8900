import { sql, type Kysely } from 'kysely';

// Frozen once released: the untyped builder, as in 0001.

/**
 * Checkup feedback: the feedback formats that word the partners' survey (versions of a named
 * format per brand, one default version per name), and the partners' answers: one per feedback
 * request, which the unique request id guarantees whatever submits arrive at once.
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

  await db.schema
    .createTable('checkup_feedback_response')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('app_name', 'text', (col) => col.notNull())
    .addColumn('request_id', 'uuid', (col) =>
      col.notNull().unique().references('checkup_feedback_request.id').onDelete('cascade'),
    )
    .addColumn('checkup_participant_id', 'uuid', (col) =>
      col.notNull().references('checkup_participant.id').onDelete('cascade'),
    )
    .addColumn('survey_version', 'integer', (col) => col.notNull())
    .addColumn('interaction_frequency', 'text', (col) => col.notNull())
    .addColumn('answers', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('checkup_feedback_response_participant_idx')
    .on('checkup_feedback_response')
    .column('checkup_participant_id')
    .execute();
}
