import { sql, type Kysely } from 'kysely';

// Frozen once released. Plain SQL that PGlite and PostgreSQL both run.

const TIMESTAMPS = sql.raw(
  'created_at timestamptz not null default now(), updated_at timestamptz not null default now()',
);

/**
 * The content library: content items (pages of sections, videos, attachments) with their
 * full-text search vector, resource groups with their members and ordered items.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table content (
    id uuid primary key default gen_random_uuid(), ${TIMESTAMPS},
    app_name text not null,
    entity_type text not null check (entity_type in ('Content', 'ContentVideo', 'ContentAttachment')),
    title text not null,
    summary text not null default '',
    sections jsonb not null default '[]'::jsonb,
    is_public boolean not null default false,
    param_types jsonb not null default '[]'::jsonb,
    video_url text,
    tags jsonb not null default '[]'::jsonb,
    search_vector tsvector not null default ''::tsvector,
    created_by uuid references user_account(id) on delete set null,
    version integer not null default 1
  )`.execute(db);
  await sql`create index content_title_idx on content (app_name, lower(title), id)`.execute(db);
  await sql`create index content_search_idx on content using gin (search_vector)`.execute(db);

  await sql`create table resource_group (
    id uuid primary key default gen_random_uuid(), ${TIMESTAMPS},
    app_name text not null,
    name text not null,
    code text not null,
    description text not null default '',
    status text not null default 'draft' check (status in ('draft', 'active', 'archived')),
    intro_content_id uuid references content(id) on delete set null,
    featured_content_id uuid references content(id) on delete set null,
    featured_at timestamptz,
    priority integer check (priority between 1 and 10),
    series jsonb not null default '{}'::jsonb,
    version integer not null default 1
  )`.execute(db);
  await sql`create unique index resource_group_code_key on resource_group (app_name, lower(code))`.execute(
    db,
  );
  // A priority slot is held by one group that is not archived.
  await sql`create unique index resource_group_priority_key on resource_group (app_name, priority)
    where priority is not null and status <> 'archived'`.execute(db);

  await sql`create table resource_group_member (
    resource_group_id uuid not null references resource_group(id) on delete cascade,
    member_type text not null check (member_type in ('userGroup', 'crmAccount', 'event')),
    member_id uuid not null,
    primary key (resource_group_id, member_type, member_id)
  )`.execute(db);
  await sql`create index resource_group_member_idx on resource_group_member (member_type, member_id)`.execute(
    db,
  );

  // An item's place in a group: one number per level, compared level by level.
  await sql`create table resource_group_content (
    resource_group_id uuid not null references resource_group(id) on delete cascade,
    content_id uuid not null references content(id) on delete cascade,
    sort_path integer[] not null,
    added_at timestamptz not null default now(),
    primary key (resource_group_id, content_id)
  )`.execute(db);
  await sql`create index resource_group_content_item_idx on resource_group_content (content_id)`.execute(
    db,
  );
}
