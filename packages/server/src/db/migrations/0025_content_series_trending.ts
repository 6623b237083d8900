import { sql, type Kysely } from 'kysely';

// Frozen once released. Plain SQL that PGlite and PostgreSQL both run.

/**
 * Content progress, trending and series: one row per view of an item (append only, read by time
 * window), one completion per person and item, the brand's trending metrics computed from them,
 * and the series state of resource groups (when a group's series started, who is in it, which
 * item was released to whom when).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // No key of its own: events are only ever counted. The window scan of the trending job reads
  // the first index alone (brand, time, item); a person's own trending the second.
  await sql`create table content_view (
    app_name text not null,
    content_id uuid not null references content(id) on delete cascade,
    user_account_id uuid not null references user_account(id) on delete cascade,
    viewed_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index content_view_window_idx on content_view (app_name, viewed_at, content_id)`.execute(
    db,
  );
  await sql`create index content_view_person_idx on content_view (user_account_id, viewed_at)`.execute(
    db,
  );
  await sql`create index content_view_item_idx on content_view (content_id)`.execute(db);

  await sql`create table content_completion (
    content_id uuid not null references content(id) on delete cascade,
    user_account_id uuid not null references user_account(id) on delete cascade,
    app_name text not null,
    completed_at timestamptz not null default now(),
    primary key (content_id, user_account_id)
  )`.execute(db);
  await sql`create index content_completion_window_idx on content_completion (app_name, completed_at)`.execute(
    db,
  );
  await sql`create index content_completion_person_idx on content_completion (user_account_id)`.execute(
    db,
  );

  // Rewritten whole per brand by the trending job; read by score.
  await sql`create table content_trending_metric (
    app_name text not null,
    content_id uuid not null references content(id) on delete cascade,
    views integer not null,
    completions integer not null,
    score double precision not null,
    computed_at timestamptz not null,
    primary key (app_name, content_id)
  )`.execute(db);
  await sql`create index content_trending_metric_score_idx on content_trending_metric (app_name, score desc, content_id)`.execute(
    db,
  );

  await sql`create table resource_group_series (
    resource_group_id uuid primary key references resource_group(id) on delete cascade,
    started_at timestamptz not null,
    started_by uuid references user_account(id) on delete set null
  )`.execute(db);
  await sql`create table resource_group_series_member (
    resource_group_id uuid not null references resource_group(id) on delete cascade,
    user_account_id uuid not null references user_account(id) on delete cascade,
    started_at timestamptz not null,
    primary key (resource_group_id, user_account_id)
  )`.execute(db);
  await sql`create table resource_group_series_release (
    resource_group_id uuid not null references resource_group(id) on delete cascade,
    content_id uuid not null references content(id) on delete cascade,
    user_account_id uuid not null references user_account(id) on delete cascade,
    released_at timestamptz not null,
    source text not null check (source in ('schedule', 'survey')),
    primary key (resource_group_id, user_account_id, content_id)
  )`.execute(db);
  await sql`create index resource_group_series_release_item_idx on resource_group_series_release (content_id)`.execute(
    db,
  );
}
