import { sql, type Kysely } from 'kysely';

// Frozen once released: the untyped builder, as in 0001.

/**
 * The background jobs of the embedded database (PostgreSQL uses pg-boss's own schema for its
 * queue), the run history of both engines, the outbox's retry bookkeeping, and webhooks.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createJobTables(db);
  // A claimed message is reclaimed after its lease; a deferred one waits for its next attempt.
  await db.schema.alterTable('message').addColumn('locked_until', 'timestamptz').execute();
  await db.schema.alterTable('message').addColumn('next_attempt_at', 'timestamptz').execute();
  await db.schema
    .createIndex('message_due_idx')
    .on('message')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await createWebhookTables(db);
}

async function createJobTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('payload', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('state', 'text', (col) => col.notNull().defaultTo('created'))
    .addColumn('priority', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('run_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('retry_limit', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('retry_delay_seconds', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('singleton_key', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('job_due_idx').on('job').columns(['state', 'run_at']).execute();
  // At most one waiting job per singleton key (a sweep asked for twice runs once).
  await sql`create unique index job_singleton_idx on job (name, singleton_key)
    where singleton_key is not null and state in ('created', 'retry')`.execute(db);

  await db.schema
    .createTable('job_schedule')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('last_slot', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('job_run')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('job_id', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('attempt', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('payload', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('error', 'text')
    .addColumn('started_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('job_run_started_idx')
    .on('job_run')
    .columns(['started_at', 'name'])
    .execute();
}

async function createWebhookTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('webhook')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('app_name', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('events', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('description', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('webhook_app_idx').on('webhook').column('app_name').execute();

  await db.schema
    .createTable('webhook_delivery')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('webhook_id', 'uuid', (col) =>
      col.notNull().references('webhook.id').onDelete('cascade'),
    )
    .addColumn('app_name', 'text', (col) => col.notNull())
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('payload', 'jsonb', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('response_status', 'integer')
    .addColumn('response_excerpt', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('webhook_delivery_due_idx')
    .on('webhook_delivery')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('webhook_delivery_hook_idx')
    .on('webhook_delivery')
    .columns(['webhook_id', 'created_at'])
    .execute();
}
