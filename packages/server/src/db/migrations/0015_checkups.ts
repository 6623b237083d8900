import { sql, type Kysely } from 'kysely';

// Frozen once released: the untyped builder, as in 0001.

const now = sql`now()`;
const newId = sql`gen_random_uuid()`;

/**
 * Traction plan checkups (issue 9): one checkup per event, its participants (event participants
 * with the plan their partners rate) and the partners' feedback requests with their survey
 * codes. Every notice has its own timestamp, set in the transaction that queues it, so no notice
 * is sent twice. Days the rules count in (start, end) are calendar days as `YYYY-MM-DD` text:
 * they are read in the event's time zone, and a `date` column would come back as a local
 * midnight from the driver.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('traction_plan_checkup')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(newId))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('app_name', 'text', (col) => col.notNull())
    .addColumn('event_id', 'uuid', (col) =>
      col.notNull().unique().references('event.id').onDelete('cascade'),
    )
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('is_anonymous', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('stage', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('notification_days', 'integer', (col) => col.notNull())
    .addColumn('last_chance_days', 'integer', (col) => col.notNull())
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text')
    .addColumn('feedback_reminder_frequency_days', 'integer', (col) => col.notNull())
    .addColumn('report_reminder_days', 'integer', (col) => col.notNull())
    .addColumn('previous_feedback_days', 'integer', (col) => col.notNull())
    .addColumn('survey_version', 'text')
    .addColumn('checkup_type', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('survey_release_id', 'uuid')
    .addColumn('reply_to_event_planner', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('send_to_sales_person', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('send_to_trainer', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('event_notes', 'text')
    /** Template, recipients, first and last day, frequency and weekday of the status updates. */
    .addColumn('status_update', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('status_update_sent_at', 'timestamptz')
    .addColumn('notified_at', 'timestamptz')
    .addColumn('final_notified_at', 'timestamptz')
    .addColumn('feedback_started_at', 'timestamptz')
    .addColumn('feedback_closed_at', 'timestamptz')
    .addColumn('reported_at', 'timestamptz')
    .addColumn('completed_at', 'timestamptz')
    .addColumn('feedback_reminder_at', 'timestamptz')
    .addCheckConstraint('traction_plan_checkup_stage_check', sql`stage between 0 and 6`)
    .addCheckConstraint('traction_plan_checkup_type_check', sql`checkup_type in (0, 1)`)
    .execute();
  await db.schema
    .createIndex('traction_plan_checkup_app_stage_idx')
    .on('traction_plan_checkup')
    .columns(['app_name', 'is_active', 'stage'])
    .execute();

  await db.schema
    .createTable('checkup_participant')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(newId))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('app_name', 'text', (col) => col.notNull())
    .addColumn('checkup_id', 'uuid', (col) =>
      col.notNull().references('traction_plan_checkup.id').onDelete('cascade'),
    )
    .addColumn('participant_id', 'uuid', (col) =>
      col.notNull().references('participant.id').onDelete('cascade'),
    )
    .addColumn('user_account_id', 'uuid', (col) =>
      col.references('user_account.id').onDelete('set null'),
    )
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('traction_plan_id', 'uuid', (col) =>
      col.references('traction_plan.id').onDelete('set null'),
    )
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('initial_notice_at', 'timestamptz')
    .addColumn('final_notice_at', 'timestamptz')
    .addColumn('release_notice_at', 'timestamptz')
    .addColumn('report_viewed_at', 'timestamptz')
    .addColumn('report_view_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('report_reminder_at', 'timestamptz')
    .addUniqueConstraint('checkup_participant_key', ['checkup_id', 'participant_id'])
    .execute();
  await db.schema
    .createIndex('checkup_participant_user_account_idx')
    .on('checkup_participant')
    .column('user_account_id')
    .execute();
  await db.schema
    .createIndex('checkup_participant_app_email_idx')
    .on('checkup_participant')
    .columns(['app_name', 'email'])
    .execute();

  await db.schema
    .createTable('checkup_feedback_request')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(newId))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('app_name', 'text', (col) => col.notNull())
    .addColumn('checkup_id', 'uuid', (col) =>
      col.notNull().references('traction_plan_checkup.id').onDelete('cascade'),
    )
    .addColumn('checkup_participant_id', 'uuid', (col) =>
      col.notNull().references('checkup_participant.id').onDelete('cascade'),
    )
    .addColumn('partner_email', 'text', (col) => col.notNull())
    .addColumn('partner_first_name', 'text', (col) => col.notNull())
    .addColumn('partner_last_name', 'text', (col) => col.notNull())
    /** 256 random bits, URL-safe: the partner's link `/feedback/checkup/{surveyCode}`. */
    .addColumn('survey_code', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('reminded_at', 'timestamptz')
    .addColumn('reminder_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('answered_at', 'timestamptz')
    .addUniqueConstraint('checkup_feedback_request_partner_key', [
      'checkup_participant_id',
      'partner_email',
    ])
    .addCheckConstraint(
      'checkup_feedback_request_status_check',
      sql`status in ('pending', 'answered', 'cancelled')`,
    )
    .execute();
  await db.schema
    .createIndex('checkup_feedback_request_checkup_idx')
    .on('checkup_feedback_request')
    .columns(['checkup_id', 'status'])
    .execute();
  await db.schema
    .createIndex('checkup_feedback_request_partner_idx')
    .on('checkup_feedback_request')
    .columns(['app_name', 'partner_email'])
    .execute();
}
