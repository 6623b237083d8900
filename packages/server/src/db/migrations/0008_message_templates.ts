import { sql, type Kysely } from 'kysely';

// Frozen once released: the untyped builder, as in 0001.

/**
 * Message templates per brand, code and locale (the brand's own texts; the built-in templates
 * live in code and are the fallback), and the phone number an SMS verification code was sent to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('message_template')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('app_name', 'text', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body_html', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('body_text', 'text', (col) => col.notNull())
    .addColumn('sms_text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('transactional', 'boolean', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('message_template_brand_code_locale_key', ['app_name', 'code', 'locale'])
    .execute();

  await db.schema.alterTable('account_token').addColumn('phone_number', 'text').execute();

  await db.schema
    .createIndex('message_reference_id_idx')
    .on('message')
    .columns(['app_name', 'reference_id'])
    .execute();
}
