import { sql, type Kysely } from 'kysely';

// Frozen once released. Plain SQL that PGlite and PostgreSQL both run.

/**
 * Team surveys (issue 20, part 4): which releases are team alignment surveys or team
 * scorecards, the groups an alignment survey was started for, a scorecard release's
 * non-registered groups (archived ones kept with their responses) and the keys of scorecard
 * reports (only their hash: the key in a visitor's link is the credential).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table survey_team_release (
      release_id uuid primary key references survey_release(id) on delete cascade,
      kind text not null check (kind in ('alignment', 'scorecard'))
    )`.execute(db);
  await sql`create table team_alignment (
      release_id uuid not null references survey_release(id) on delete cascade,
      user_group_id uuid not null references user_group(id) on delete cascade,
      started_by uuid references user_account(id) on delete set null,
      started_at timestamptz not null default now(),
      primary key (release_id, user_group_id)
    )`.execute(db);
  await sql`alter table non_registered_group
      add column release_id uuid references survey_release(id) on delete cascade,
      add column archived_at timestamptz`.execute(db);
  // A release's teams have distinct names: two visitors naming one team at once make one.
  await sql`create unique index non_registered_group_release_name_idx
      on non_registered_group (release_id, lower(name)) where release_id is not null`.execute(db);
  await sql`create table survey_scorecard_key (
      key_hash text primary key,
      response_id uuid not null unique references survey_response(id) on delete cascade,
      created_at timestamptz not null default now()
    )`.execute(db);
}
