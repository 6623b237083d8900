import { sql, type Kysely } from 'kysely';

// Frozen once released. Plain SQL that PGlite and PostgreSQL both run.

/**
 * Award surveys: a brand's award programmes (the achievement, school year and award name an
 * account earns), the award survey types each requires (a release and a minimum of completed
 * responses per account), the accounts taking part (with when they earned the award, once) and
 * each account's unguessable link per type. Responses stay in survey_response, about the account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table award_program (
    id uuid primary key default gen_random_uuid(),
    app_name text not null,
    name text not null,
    achievement_type text not null,
    award_name text not null,
    school_year text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index award_program_brand_idx on award_program (app_name)`.execute(db);

  await sql`create table award_program_requirement (
    program_id uuid not null references award_program(id) on delete cascade,
    survey_type text not null,
    release_id uuid not null references survey_release(id) on delete cascade,
    min_responses integer not null,
    primary key (program_id, survey_type)
  )`.execute(db);

  await sql`create table award_program_account (
    program_id uuid not null references award_program(id) on delete cascade,
    crm_account_id uuid not null references crm_account(id) on delete cascade,
    awarded_at timestamptz,
    award_id uuid references crm_account_award(id) on delete set null,
    primary key (program_id, crm_account_id)
  )`.execute(db);
  await sql`create index award_program_account_idx on award_program_account (crm_account_id)`.execute(
    db,
  );

  await sql`create table award_survey_link (
    code text primary key,
    program_id uuid not null,
    crm_account_id uuid not null,
    survey_type text not null,
    created_at timestamptz not null default now(),
    unique (program_id, crm_account_id, survey_type),
    foreign key (program_id, crm_account_id)
      references award_program_account(program_id, crm_account_id) on delete cascade
  )`.execute(db);

  // The award survey responses of an account, counted per release.
  await sql`create index survey_response_release_entity_idx
    on survey_response (release_id, entity_id) where completed`.execute(db);
}
