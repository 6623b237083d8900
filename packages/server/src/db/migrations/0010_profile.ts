import { sql, type Kysely } from 'kysely';

// Frozen once released: the untyped builder, as in 0001.

const emptyList = sql`'[]'::jsonb`;
const emptyObject = sql`'{}'::jsonb`;

type Builder = ReturnType<Kysely<unknown>['schema']['createTable']>;

/** id, created_at, updated_at and app_name: the columns every profile table starts with. */
const base = (table: Builder) =>
  table
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('app_name', 'text', (col) => col.notNull());

async function instrument(db: Kysely<unknown>): Promise<void> {
  await base(db.schema.createTable('profile_definition'))
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('scales', 'jsonb', (col) => col.notNull().defaultTo(emptyList))
    .addUniqueConstraint('profile_definition_brand_code_key', ['app_name', 'code'])
    .execute();
  await base(db.schema.createTable('profile_report_format'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('profile_definition_id', 'uuid', (col) =>
      col.notNull().references('profile_definition.id').onDelete('restrict'),
    )
    .addColumn('targets', 'jsonb', (col) => col.notNull().defaultTo(emptyList))
    .addColumn('min_group_size', 'integer', (col) => col.notNull().defaultTo(3))
    .addColumn('show_manager_by_name', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('top_constraint_count', 'integer', (col) => col.notNull().defaultTo(3))
    .addColumn('strength_count', 'integer', (col) => col.notNull().defaultTo(3))
    .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
    .addCheckConstraint('profile_report_format_min_group_check', sql`min_group_size >= 2`)
    .execute();
  await base(db.schema.createTable('profile_config'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('profile_definition_id', 'uuid', (col) =>
      col.notNull().references('profile_definition.id').onDelete('restrict'),
    )
    .addColumn('report_format_id', 'uuid', (col) =>
      col.notNull().references('profile_report_format.id').onDelete('restrict'),
    )
    .addColumn('self_only', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('release_date', 'timestamptz')
    .addColumn('min_describers', 'integer', (col) => col.notNull().defaultTo(3))
    .addColumn('require_check_in', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_self_required', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('reminder_interval_days', 'integer', (col) => col.notNull().defaultTo(3))
    .addColumn('max_reminders', 'integer', (col) => col.notNull().defaultTo(3))
    .addColumn('survey_expiry_days', 'integer', (col) => col.notNull().defaultTo(60))
    .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
}

async function participants(db: Kysely<unknown>): Promise<void> {
  await base(db.schema.createTable('profile_participant'))
    .addColumn('user_account_id', 'uuid', (col) =>
      col.notNull().references('user_account.id').onDelete('cascade'),
    )
    .addColumn('profile_config_id', 'uuid', (col) =>
      col.notNull().references('profile_config.id').onDelete('restrict'),
    )
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('checked_in', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('status_update_sent_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('profile_participant_account_idx')
    .on('profile_participant')
    .columns(['user_account_id', 'created_at'])
    .execute();

  await base(db.schema.createTable('profile_describer'))
    .addColumn('participant_id', 'uuid', (col) =>
      col.notNull().references('profile_participant.id').onDelete('cascade'),
    )
    .addColumn('relationship', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('survey_code', 'text', (col) => col.notNull().unique())
    .addColumn('decline_key', 'text', (col) => col.notNull())
    .addColumn('is_complete', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_declined', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('completed_at', 'timestamptz')
    .addColumn('invited_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('reminders_sent', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_reminded_at', 'timestamptz')
    .addColumn('answers', 'jsonb', (col) => col.notNull().defaultTo(emptyObject))
    .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('message_id', 'uuid')
    .addColumn('msg_delivered', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('msg_event', 'text')
    .addColumn('msg_reason', 'text')
    .addColumn('msg_date_delivered', 'timestamptz')
    .addColumn('msg_status', 'text')
    .addCheckConstraint(
      'profile_describer_relationship_check',
      sql`relationship in ('self', 'manager', 'peer', 'directReport', 'other')`,
    )
    .execute();
  await db.schema
    .createIndex('profile_describer_participant_idx')
    .on('profile_describer')
    .column('participant_id')
    .execute();
  await db.schema
    .createIndex('profile_describer_email_idx')
    .on('profile_describer')
    .columns(['app_name', 'email'])
    .execute();
}

async function reports(db: Kysely<unknown>): Promise<void> {
  await base(db.schema.createTable('profile_report'))
    .addColumn('participant_id', 'uuid', (col) =>
      col.notNull().references('profile_participant.id').onDelete('cascade'),
    )
    .addColumn('report_code', 'text', (col) => col.notNull().unique())
    .addColumn('label', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('report_format_id', 'uuid', (col) =>
      col.notNull().references('profile_report_format.id').onDelete('restrict'),
    )
    .addColumn('describer_ids', 'jsonb', (col) => col.notNull().defaultTo(emptyList))
    .addColumn('self_describer_id', 'uuid')
    .addColumn('groups', 'jsonb', (col) => col.notNull().defaultTo(emptyList))
    .addColumn('visible_sets', 'jsonb', (col) => col.notNull().defaultTo(emptyList))
    .addColumn('latest_description_at', 'timestamptz')
    .addColumn('is_released', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('released_at', 'timestamptz')
    .addColumn('release_notified_at', 'timestamptz')
    .addColumn('is_excluded', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_by_user_id', 'uuid')
    .execute();
  await db.schema
    .createIndex('profile_report_participant_idx')
    .on('profile_report')
    .columns(['participant_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('profile_report_cache')
    .addColumn('report_id', 'uuid', (col) =>
      col.notNull().references('profile_report.id').onDelete('cascade'),
    )
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('app_name', 'text', (col) => col.notNull())
    .addColumn('data', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('profile_report_cache_pkey', ['report_id', 'locale'])
    .execute();
  await base(db.schema.createTable('insights_report'))
    .addColumn('profile_report_id', 'uuid', (col) =>
      col.notNull().references('profile_report.id').onDelete('cascade'),
    )
    .addColumn('range_selections', 'jsonb', (col) => col.notNull().defaultTo(emptyList))
    .addColumn('is_complete', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_by_user_id', 'uuid')
    .execute();
  await base(db.schema.createTable('profile_attachment'))
    .addColumn('user_account_id', 'uuid', (col) =>
      col.notNull().references('user_account.id').onDelete('cascade'),
    )
    .addColumn('participant_id', 'uuid', (col) =>
      col.references('profile_participant.id').onDelete('set null'),
    )
    .addColumn('plan_data_id', 'uuid')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('data', 'bytea', (col) => col.notNull())
    .execute();
}

/**
 * The 360 profile: the instrument (definitions, report formats, configurations), participants
 * and their describers (answers kept on the describer row while the survey is in progress),
 * reports with their per-language cache, insights reports and profile attachments.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await instrument(db);
  await participants(db);
  await reports(db);
}
