import { sql, type Kysely } from 'kysely';

// Frozen once released. Plain SQL that PGlite and PostgreSQL both run.

const TIMESTAMPS = sql.raw(
  'created_at timestamptz not null default now(), updated_at timestamptz not null default now()',
);

/**
 * CRM accounts with their people and awards, certificate templates, user groups with their
 * people, notes with attachments and pins, user account metrics, share codes and batch merges.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createAccountTables(db);
  await createGroupTables(db);
  await createNoteTables(db);
  await createUserAccountTables(db);
}

async function createAccountTables(db: Kysely<unknown>): Promise<void> {
  await sql`create table crm_account (
    id uuid primary key default gen_random_uuid(), ${TIMESTAMPS},
    app_name text not null,
    account_name text not null,
    account_id text,
    parent_account_id text,
    legacy_account_id text,
    legacy_parent_account_id text,
    success_center text, transformation_team text, account_implementation_status text,
    phone_number text, website text, industry text, number_of_employees integer,
    owner jsonb not null default '{}'::jsonb,
    co_owner jsonb not null default '{}'::jsonb,
    ce_owner jsonb not null default '{}'::jsonb,
    shipping_address jsonb not null default '{}'::jsonb,
    demographics jsonb not null default '{}'::jsonb,
    last_assessment_description text,
    assessment_count integer not null default 0,
    assessments_completed integer not null default 0,
    territories jsonb not null default '[]'::jsonb,
    version integer not null default 1
  )`.execute(db);
  await sql`create unique index crm_account_account_id_key on crm_account (app_name, account_id)
    where account_id is not null`.execute(db);
  await sql`create index crm_account_parent_idx on crm_account (app_name, parent_account_id)`.execute(db);
  await sql`create index crm_account_name_idx on crm_account (app_name, lower(account_name))`.execute(db);

  // An account's admins and trainers (role 'admin' or 'trainer').
  await sql`create table crm_account_person (
    crm_account_id uuid not null references crm_account(id) on delete cascade,
    user_account_id uuid not null references user_account(id) on delete cascade,
    role text not null check (role in ('admin', 'trainer')),
    created_at timestamptz not null default now(),
    primary key (crm_account_id, role, user_account_id)
  )`.execute(db);
  await sql`create index crm_account_person_user_idx on crm_account_person (user_account_id)`.execute(db);

  // The people linked to an account (the user account's crmAccounts).
  await sql`create table user_account_crm_account (
    user_account_id uuid not null references user_account(id) on delete cascade,
    crm_account_id uuid not null references crm_account(id) on delete cascade,
    created_at timestamptz not null default now(),
    primary key (crm_account_id, user_account_id)
  )`.execute(db);
  await sql`create index user_account_crm_account_user_idx on user_account_crm_account (user_account_id)`.execute(db);

  await sql`create table crm_account_award (
    id uuid primary key default gen_random_uuid(), ${TIMESTAMPS},
    crm_account_id uuid not null references crm_account(id) on delete cascade,
    achievement_type text not null,
    name text not null,
    description text,
    awarded_date date not null,
    school_year text not null
  )`.execute(db);
  await sql`create index crm_account_award_account_idx on crm_account_award (crm_account_id)`.execute(db);

  await sql`create table certificate_template (
    id uuid primary key default gen_random_uuid(), ${TIMESTAMPS},
    app_name text not null,
    achievement_type text not null,
    name text not null,
    html text not null,
    unique (app_name, achievement_type)
  )`.execute(db);
}

async function createGroupTables(db: Kysely<unknown>): Promise<void> {
  await sql`create table user_group (
    id uuid primary key default gen_random_uuid(), ${TIMESTAMPS},
    app_name text not null,
    name text not null default 'New Group',
    is_hidden boolean not null default true,
    is_visible_to_leaders boolean not null default false,
    profile_config_id uuid,
    reference_id text,
    reference_type text,
    crm_status text not null default 'No Contract',
    status text not null default 'Active',
    coaching_session_status_update_email text,
    special_team_code text,
    version integer not null default 1
  )`.execute(db);
  await sql`create index user_group_app_name_idx on user_group (app_name, lower(name))`.execute(db);

  await sql`create table user_group_crm_account (
    user_group_id uuid not null references user_group(id) on delete cascade,
    crm_account_id uuid not null references crm_account(id) on delete cascade,
    primary key (user_group_id, crm_account_id)
  )`.execute(db);
  await sql`create index user_group_crm_account_account_idx on user_group_crm_account (crm_account_id)`.execute(db);

  // Members, trainers and leaders of a group; added_at is when the person joined.
  await sql`create table user_group_person (
    user_group_id uuid not null references user_group(id) on delete cascade,
    user_account_id uuid not null references user_account(id) on delete cascade,
    role text not null check (role in ('member', 'trainer', 'leader')),
    added_at timestamptz not null default now(),
    primary key (user_group_id, role, user_account_id)
  )`.execute(db);
  await sql`create index user_group_person_user_idx on user_group_person (user_account_id)`.execute(db);

  await sql`create table user_group_picture (
    user_group_id uuid primary key references user_group(id) on delete cascade,
    content_type text not null, data bytea not null, hash text not null, ${TIMESTAMPS}
  )`.execute(db);
}

async function createNoteTables(db: Kysely<unknown>): Promise<void> {
  await sql`create table note (
    id uuid primary key default gen_random_uuid(), ${TIMESTAMPS},
    app_name text not null,
    entity_type text not null,
    entity_id uuid not null,
    title text not null,
    body jsonb not null default '[]'::jsonb,
    body_text text not null default '',
    author_user_account_id uuid references user_account(id) on delete set null,
    version integer not null default 1
  )`.execute(db);
  await sql`create index note_entity_idx on note (app_name, entity_type, entity_id, updated_at)`.execute(db);

  await sql`create table note_attachment (
    id uuid primary key default gen_random_uuid(),
    note_id uuid not null references note(id) on delete cascade,
    name text not null, content_type text not null, size integer not null, data bytea not null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index note_attachment_note_idx on note_attachment (note_id)`.execute(db);

  await sql`create table note_pin (
    user_account_id uuid not null references user_account(id) on delete cascade,
    note_id uuid not null references note(id) on delete cascade,
    created_at timestamptz not null default now(),
    primary key (user_account_id, note_id)
  )`.execute(db);
}

async function createUserAccountTables(db: Kysely<unknown>): Promise<void> {
  await sql`create table user_account_metrics (
    user_account_id uuid primary key references user_account(id) on delete cascade,
    metrics jsonb not null,
    generated_at timestamptz not null
  )`.execute(db);

  await sql`create table user_account_share_code (
    user_account_id uuid primary key references user_account(id) on delete cascade,
    code text not null unique,
    created_at timestamptz not null default now()
  )`.execute(db);

  await sql`create table user_batch_merge (
    id uuid primary key default gen_random_uuid(),
    app_name text not null,
    batch_trx_id uuid not null,
    from_ua_id uuid not null, from_email text not null,
    to_ua_id uuid not null, to_email text not null,
    status text not null default 'pending',
    error text,
    created_at timestamptz not null default now(),
    processed_at timestamptz
  )`.execute(db);
  await sql`create index user_batch_merge_batch_idx on user_batch_merge (app_name, batch_trx_id, status)`.execute(db);

  await sql`create index invite_code_group_idx on invite_code (user_group_id) where user_group_id is not null`.execute(db);
  await sql`create index invite_code_account_idx on invite_code (crm_account_id) where crm_account_id is not null`.execute(db);
}
