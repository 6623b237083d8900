import { sql, type Kysely } from 'kysely';

// Frozen once released: the untyped builder, as in 0001.

const emptyObject = sql`'{}'::jsonb`;
const emptyList = sql`'[]'::jsonb`;

/**
 * Training events (issue 8): catalog items (event types), events, their CRM accounts,
 * participants, trainers' availability facts and blackouts, and the record of notifications
 * sent (so every notification job is idempotent). What is queried is a column; the many
 * descriptive fields of the spec that are only read and written whole are a JSONB `details`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('event_catalog_item')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('app_name', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('category', 'text')
    .addColumn('family', 'text')
    .addColumn('reference_id', 'text')
    .addColumn('can_self_register', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('archived', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('details', 'jsonb', (col) => col.notNull().defaultTo(emptyObject))
    .execute();
  await sql`create unique index event_catalog_item_reference_key
    on event_catalog_item (app_name, reference_id) where reference_id is not null`.execute(db);
  await db.schema
    .createIndex('event_catalog_item_app_name_name_idx')
    .on('event_catalog_item')
    .columns(['app_name', 'name'])
    .execute();

  await db.schema
    .createTable('event')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('app_name', 'text', (col) => col.notNull())
    .addColumn('event_type_id', 'uuid', (col) =>
      col.notNull().references('event_catalog_item.id').onDelete('restrict'),
    )
    .addColumn('user_group_id', 'uuid', (col) =>
      col.references('user_group.id').onDelete('set null'),
    )
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('start_date', 'timestamptz')
    .addColumn('end_date', 'timestamptz')
    .addColumn('iana_time_zone', 'text', (col) => col.notNull())
    .addColumn('trainer_email', 'text')
    .addColumn('trainer2_email', 'text')
    .addColumn('planner_user_account_id', 'uuid')
    .addColumn('max_students', 'integer', (col) => col.notNull())
    .addColumn('attendence_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('attendence_status', 'text', (col) => col.notNull().defaultTo('none'))
    .addColumn('event_code', 'text', (col) => col.notNull())
    .addColumn('invite_code', 'text')
    .addColumn('is_static_account_list', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('archived', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('details', 'jsonb', (col) => col.notNull().defaultTo(emptyObject))
    .addUniqueConstraint('event_code_key', ['app_name', 'event_code'])
    .execute();
  await db.schema
    .createIndex('event_app_name_start_idx')
    .on('event')
    .columns(['app_name', 'start_date'])
    .execute();
  await db.schema.createIndex('event_user_group_idx').on('event').column('user_group_id').execute();
  await db.schema
    .createIndex('event_trainer_idx')
    .on('event')
    .columns(['app_name', 'trainer_email'])
    .execute();

  await db.schema
    .createTable('event_crm_account')
    .addColumn('event_id', 'uuid', (col) =>
      col.notNull().references('event.id').onDelete('cascade'),
    )
    .addColumn('crm_account_id', 'uuid', (col) =>
      col.notNull().references('crm_account.id').onDelete('cascade'),
    )
    /** True: taken from the event's user group (not a static list). */
    .addColumn('imported', 'boolean', (col) => col.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('event_crm_account_pkey', ['event_id', 'crm_account_id'])
    .execute();
  await db.schema
    .createIndex('event_crm_account_account_idx')
    .on('event_crm_account')
    .column('crm_account_id')
    .execute();

  await db.schema
    .createTable('participant')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('app_name', 'text', (col) => col.notNull())
    .addColumn('event_id', 'uuid', (col) =>
      col.notNull().references('event.id').onDelete('cascade'),
    )
    .addColumn('user_account_id', 'uuid', (col) =>
      col.references('user_account.id').onDelete('set null'),
    )
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('registered_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('checked_in_at', 'timestamptz')
    .addColumn('invite_sent_at', 'timestamptz')
    .addColumn('scheduling_type', 'text')
    .addColumn('makeup_status', 'text')
    .addColumn('makeup_event_id', 'uuid', (col) => col.references('event.id').onDelete('set null'))
    .addColumn('details', 'jsonb', (col) => col.notNull().defaultTo(emptyObject))
    // One registration per person and event: concurrent check-ins of one person meet here.
    .addUniqueConstraint('participant_event_email_key', ['event_id', 'email'])
    .execute();
  await db.schema
    .createIndex('participant_user_account_idx')
    .on('participant')
    .column('user_account_id')
    .execute();
  await db.schema
    .createIndex('participant_app_name_email_idx')
    .on('participant')
    .columns(['app_name', 'email'])
    .execute();

  await db.schema
    .createTable('trainer_employee_info')
    .addColumn('user_account_id', 'uuid', (col) =>
      col.primaryKey().references('user_account.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('app_name', 'text', (col) => col.notNull())
    .addColumn('info', 'jsonb', (col) => col.notNull().defaultTo(emptyObject))
    .addColumn('blackouts', 'jsonb', (col) => col.notNull().defaultTo(emptyList))
    .execute();

  await db.schema
    .createTable('event_notification')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('event_id', 'uuid', (col) =>
      col.notNull().references('event.id').onDelete('cascade'),
    )
    /** 'event' for a notice about the event, else the participant's id. */
    .addColumn('recipient_key', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('event_notification_key', ['event_id', 'recipient_key', 'kind'])
    .execute();

  await db.schema
    .createTable('event_survey_response')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('event_id', 'uuid', (col) =>
      col.notNull().references('event.id').onDelete('cascade'),
    )
    .addColumn('participant_id', 'uuid', (col) =>
      col.references('participant.id').onDelete('set null'),
    )
    .addColumn('anonymous', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('answers', 'jsonb', (col) => col.notNull().defaultTo(emptyObject))
    .execute();
  await db.schema
    .createIndex('event_survey_response_event_idx')
    .on('event_survey_response')
    .column('event_id')
    .execute();
}
