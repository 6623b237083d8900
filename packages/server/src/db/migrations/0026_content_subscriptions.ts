import { sql, type Kysely } from 'kysely';

// Frozen once released. Plain SQL that PGlite and PostgreSQL both run.

/**
 * Subscriptions to resource groups' content alerts: one subscription per group (whether its
 * alerts are on), and its subscribers, people by user account with the address their alerts go
 * to. A subscriber reads the group as a member.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table content_subscription (
    id uuid primary key default gen_random_uuid(),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    app_name text not null,
    resource_group_id uuid not null unique references resource_group(id) on delete cascade,
    description text not null default '',
    notifications boolean not null default true,
    version integer not null default 1
  )`.execute(db);
  await sql`create index content_subscription_brand_idx on content_subscription (app_name)`.execute(
    db,
  );

  await sql`create table content_subscriber (
    id uuid primary key default gen_random_uuid(),
    created_at timestamptz not null default now(),
    subscription_id uuid not null references content_subscription(id) on delete cascade,
    user_account_id uuid not null references user_account(id) on delete cascade,
    email text not null,
    unique (subscription_id, user_account_id)
  )`.execute(db);
  await sql`create index content_subscriber_person_idx on content_subscriber (user_account_id)`.execute(
    db,
  );
}
