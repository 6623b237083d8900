import { sql, type Kysely } from 'kysely';

// Frozen once released: the untyped builder, as in 0001.

/**
 * Training events, the rest of issue 8: files attached to outbox e-mails (the calendar e-mail
 * carries its .ics), the dates of a participant's make-up request, and the indexes the
 * make-up, survey and notification look-ups use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('message_attachment')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('message_id', 'uuid', (col) =>
      col.notNull().references('message.id').onDelete('cascade'),
    )
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    /** Text files only (calendar files): kept as written. */
    .addColumn('content', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('message_attachment_message_idx')
    .on('message_attachment')
    .column('message_id')
    .execute();

  await db.schema
    .alterTable('participant')
    .addColumn('makeup_requested_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('participant')
    .addColumn('makeup_completed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('participant_makeup_event_idx')
    .on('participant')
    .column('makeup_event_id')
    .execute();
  await db.schema
    .createIndex('event_survey_response_participant_idx')
    .on('event_survey_response')
    .column('participant_id')
    .execute();
}
