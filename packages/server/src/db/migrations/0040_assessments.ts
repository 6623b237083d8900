import { sql, type Kysely } from 'kysely';

// Frozen once released: the untyped builder, as in 0001.

const id = sql`gen_random_uuid()`;
const now = sql`now()`;

/**
 * Assessments: definitions (a type of the spec over a survey definition, whose versions keep the
 * questions) and assessments of CRM accounts, each answered on one version of its questions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('assessment_definition')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(id))
    .addColumn('app_name', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('survey_definition_id', 'uuid', (col) =>
      col.notNull().references('survey_definition.id').onDelete('restrict'),
    )
    .addColumn('archived', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('assessment_definition_brand_idx')
    .on('assessment_definition')
    .columns(['app_name', 'archived'])
    .execute();

  await db.schema
    .createTable('assessment')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(id))
    .addColumn('app_name', 'text', (col) => col.notNull())
    .addColumn('definition_id', 'uuid', (col) =>
      col.notNull().references('assessment_definition.id').onDelete('restrict'),
    )
    .addColumn('crm_account_id', 'uuid', (col) =>
      col.notNull().references('crm_account.id').onDelete('cascade'),
    )
    /** The survey definition's version the questions were taken from. */
    .addColumn('definition_version', 'integer', (col) => col.notNull())
    .addColumn('answers', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('assessor_user_account_id', 'uuid', (col) =>
      col.references('user_account.id').onDelete('set null'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('completed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('assessment_account_idx')
    .on('assessment')
    .columns(['crm_account_id', 'definition_id', 'completed_at'])
    .execute();
}
