import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

// Migrations are frozen once released: they describe the schema as it was, so they use the
// untyped builder instead of the current `Database` type.

function base<T extends string>(table: CreateTableBuilder<T, never>) {
  return table
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`));
}

const emptyList = sql`'[]'::jsonb`;
const emptyObject = sql`'{}'::jsonb`;

async function createConfigurationTables(db: Kysely<unknown>): Promise<void> {
  await base(db.schema.createTable('app_config'))
    .addColumn('app_name', 'text', (col) => col.notNull().unique())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('features', 'jsonb', (col) => col.notNull().defaultTo(emptyObject))
    .addColumn('theme', 'jsonb', (col) => col.notNull().defaultTo(emptyObject))
    .execute();

  await base(db.schema.createTable('app_page'))
    .addColumn('app_name', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('route', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('text', 'jsonb', (col) => col.notNull().defaultTo(emptyList))
    .addColumn('banners', 'jsonb', (col) => col.notNull().defaultTo(emptyList))
    .addUniqueConstraint('app_page_app_name_name_key', ['app_name', 'name'])
    .execute();
}

async function createMessageTable(db: Kysely<unknown>): Promise<void> {
  await base(db.schema.createTable('message'))
    .addColumn('app_name', 'text', (col) => col.notNull())
    .addColumn('message_type', 'integer', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('recipients', 'jsonb', (col) => col.notNull().defaultTo(emptyList))
    .addColumn('subject', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('body_text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('body_html', 'text')
    .addColumn('template_id', 'text')
    .addColumn('template_data', 'jsonb', (col) => col.notNull().defaultTo(emptyObject))
    .addColumn('entity_id', 'text')
    .addColumn('entity_type', 'text')
    .addColumn('entity_id2', 'text')
    .addColumn('entity_type2', 'text')
    .addColumn('comment', 'text')
    .addColumn('user_id', 'uuid')
    .addColumn('user_account_id', 'uuid')
    .addColumn('entered_utc', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('sent_utc', 'timestamptz')
    .addColumn('completed_utc', 'timestamptz')
    .addColumn('reference_id', 'text')
    .addColumn('result_details', 'text')
    .addColumn('from_address', 'text')
    .addColumn('service_id', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('message_status_idx').on('message').columns(['status']).execute();
  await db.schema
    .createIndex('message_entity_idx')
    .on('message')
    .columns(['entity_type', 'entity_id'])
    .execute();
  await db.schema
    .createIndex('message_app_name_entered_idx')
    .on('message')
    .columns(['app_name', 'entered_utc'])
    .execute();
}

async function createIdentityTables(db: Kysely<unknown>): Promise<void> {
  await base(db.schema.createTable('identity_user'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('normalized_email', 'text', (col) => col.notNull().unique())
    .addColumn('email_confirmed', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('lockout_enabled', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('lockout_end', 'timestamptz')
    .addColumn('access_failed_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('first_name', 'text')
    .addColumn('middle_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('force_password_change', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('password_hash', 'text')
    .addColumn('new_email', 'text')
    .addColumn('provider', 'text')
    .addColumn('password_history', 'jsonb', (col) => col.notNull().defaultTo(emptyList))
    .addColumn('profile_image_url', 'text')
    .addColumn('user_name', 'text')
    .addColumn('phone_number', 'text')
    .execute();

  await base(db.schema.createTable('role'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('normalized_name', 'text', (col) => col.notNull().unique())
    .execute();

  await base(db.schema.createTable('user_role'))
    .addColumn('user_id', 'uuid', (col) =>
      col.notNull().references('identity_user.id').onDelete('cascade'),
    )
    .addColumn('role_id', 'uuid', (col) => col.notNull().references('role.id').onDelete('cascade'))
    .addUniqueConstraint('user_role_user_id_role_id_key', ['user_id', 'role_id'])
    .execute();

  await base(db.schema.createTable('user_claim'))
    .addColumn('user_id', 'uuid', (col) =>
      col.notNull().references('identity_user.id').onDelete('cascade'),
    )
    .addColumn('claim_type', 'text', (col) => col.notNull())
    .addColumn('claim_value', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('user_claim_user_id_idx')
    .on('user_claim')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('user_claim_type_value_idx')
    .on('user_claim')
    .columns(['claim_type', 'claim_value'])
    .execute();

  await base(db.schema.createTable('role_claim'))
    .addColumn('role_id', 'uuid', (col) => col.notNull().references('role.id').onDelete('cascade'))
    .addColumn('claim_type', 'text', (col) => col.notNull())
    .addColumn('claim_value', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('role_claim_role_id_idx')
    .on('role_claim')
    .column('role_id')
    .execute();
}

async function createAccountTables(db: Kysely<unknown>): Promise<void> {
  await base(db.schema.createTable('user_account'))
    .addColumn('user_id', 'uuid', (col) => col.references('identity_user.id').onDelete('set null'))
    .addColumn('app_name', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('kind', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('titles', 'jsonb', (col) => col.notNull().defaultTo(emptyList))
    .addColumn('emails', 'jsonb', (col) => col.notNull().defaultTo(emptyList))
    .addColumn('phone_numbers', 'jsonb', (col) => col.notNull().defaultTo(emptyList))
    .addColumn('is_profile_introduced', 'boolean', (col) => col.notNull().defaultTo(false))
    .addUniqueConstraint('user_account_user_id_app_name_key', ['user_id', 'app_name'])
    .execute();

  await db.schema
    .createTable('signing_key')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kid', 'text', (col) => col.notNull().unique())
    .addColumn('alg', 'text', (col) => col.notNull())
    .addColumn('public_jwk', 'jsonb', (col) => col.notNull())
    .addColumn('private_jwk', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('retired_at', 'timestamptz')
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createConfigurationTables(db);
  await createMessageTable(db);
  await createIdentityTables(db);
  await createAccountTables(db);
}
