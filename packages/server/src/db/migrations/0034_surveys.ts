import { sql, type Kysely } from 'kysely';

// Frozen once released: the untyped builder, as in 0001.

const id = sql`gen_random_uuid()`;
const now = sql`now()`;

/**
 * Surveys: definitions kept by version (an answer names the version it was given for),
 * releases to people and entities, release groups and defaults per brand, invitations with
 * their survey codes, responses, non-registered groups and short links.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('survey_definition')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(id))
    .addColumn('app_name', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    /** The latest version's number (versions start at 1). */
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('archived', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_by', 'uuid')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('survey_definition_brand_idx')
    .on('survey_definition')
    .columns(['app_name', 'archived'])
    .execute();

  await db.schema
    .createTable('survey_definition_version')
    .addColumn('definition_id', 'uuid', (col) =>
      col.notNull().references('survey_definition.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('body', 'jsonb', (col) => col.notNull())
    .addColumn('created_by', 'uuid')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('survey_definition_version_pk', ['definition_id', 'version'])
    .execute();

  await db.schema
    .createTable('survey_release_group')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(id))
    .addColumn('app_name', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('survey_release')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(id))
    .addColumn('app_name', 'text', (col) => col.notNull())
    .addColumn('definition_id', 'uuid', (col) =>
      col.notNull().references('survey_definition.id').onDelete('restrict'),
    )
    .addColumn('release_group_id', 'uuid', (col) =>
      col.references('survey_release_group.id').onDelete('set null'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('trigger_type', 'text', (col) => col.notNull())
    .addColumn('opens_at', 'timestamptz', (col) => col.notNull())
    .addColumn('closes_at', 'timestamptz')
    .addColumn('anonymous', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('uniqueness', 'text', (col) => col.notNull().defaultTo('Person'))
    .addColumn('allow_multiple', 'boolean', (col) => col.notNull().defaultTo(false))
    /** Days between reminders to people who have not answered; null: no reminders. */
    .addColumn('reminder_days', 'integer')
    /** Anyone with the short link may answer, signed in or not (`public-survey/{shortCode}`). */
    .addColumn('is_public', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('short_code', 'text', (col) => col.notNull().unique())
    .addColumn('owner_user_account_id', 'uuid')
    .addColumn('closed_at', 'timestamptz')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('survey_release_brand_idx')
    .on('survey_release')
    .columns(['app_name', 'opens_at'])
    .execute();

  /** The accounts, groups, events and people a release reaches. */
  await db.schema
    .createTable('survey_release_target')
    .addColumn('release_id', 'uuid', (col) =>
      col.notNull().references('survey_release.id').onDelete('cascade'),
    )
    .addColumn('entity_type', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'uuid', (col) => col.notNull())
    .addPrimaryKeyConstraint('survey_release_target_pk', ['release_id', 'entity_type', 'entity_id'])
    .execute();

  await db.schema
    .createTable('survey_release_defaults')
    .addColumn('app_name', 'text', (col) => col.primaryKey())
    .addColumn('defaults', 'jsonb', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  /**
   * One person asked to answer a release (about one entity for the "multi" triggers): the survey
   * code of their link, reminders, and the answers in progress. An anonymous release's finished
   * answers are stored apart from this row, with nothing that leads back to it.
   */
  await db.schema
    .createTable('survey_invitation')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(id))
    .addColumn('release_id', 'uuid', (col) =>
      col.notNull().references('survey_release.id').onDelete('cascade'),
    )
    .addColumn('user_account_id', 'uuid', (col) => col.notNull())
    .addColumn('entity_type', 'text')
    .addColumn('entity_id', 'uuid')
    /** The entity as text ('' for none), so one invitation per person and entity is unique. */
    .addColumn('entity_key', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('survey_code', 'text', (col) => col.notNull().unique())
    .addColumn('draft_answers', 'jsonb')
    .addColumn('draft_version', 'integer')
    .addColumn('reminder_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('reminded_at', 'timestamptz')
    .addColumn('completed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('survey_invitation_person_key', [
      'release_id',
      'user_account_id',
      'entity_key',
    ])
    .execute();
  await db.schema
    .createIndex('survey_invitation_person_idx')
    .on('survey_invitation')
    .column('user_account_id')
    .execute();

  await db.schema
    .createTable('non_registered_group')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(id))
    .addColumn('app_name', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('crm_account_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  /**
   * A set of answers. Named: the person (and entity) it is from; anonymous: none of that.
   * `resume_key_hash` lets a visitor without an account come back to answers in progress.
   */
  await db.schema
    .createTable('survey_response')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(id))
    .addColumn('release_id', 'uuid', (col) =>
      col.notNull().references('survey_release.id').onDelete('cascade'),
    )
    .addColumn('definition_version', 'integer', (col) => col.notNull())
    .addColumn('user_account_id', 'uuid')
    .addColumn('entity_type', 'text')
    .addColumn('entity_id', 'uuid')
    .addColumn('non_registered_group_id', 'uuid', (col) =>
      col.references('non_registered_group.id').onDelete('set null'),
    )
    .addColumn('answers', 'jsonb', (col) => col.notNull())
    .addColumn('params', 'jsonb')
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('completed', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('resume_key_hash', 'text', (col) => col.unique())
    .addColumn('started_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('completed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('survey_response_release_idx')
    .on('survey_response')
    .columns(['release_id', 'completed'])
    .execute();
  await db.schema
    .createIndex('survey_response_person_idx')
    .on('survey_response')
    .columns(['user_account_id', 'release_id'])
    .execute();

  /** `/squrl/{code}/{params*}`: a short link to a release, with parameters it carries. */
  await db.schema
    .createTable('survey_short_url')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('app_name', 'text', (col) => col.notNull())
    .addColumn('release_id', 'uuid', (col) =>
      col.notNull().references('survey_release.id').onDelete('cascade'),
    )
    .addColumn('params', 'jsonb', (col) => col.notNull())
    .addColumn('max_uses', 'integer')
    .addColumn('use_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('created_by', 'uuid')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
}
