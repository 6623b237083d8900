import { sql, type Kysely } from 'kysely';

// Frozen once released. Plain SQL that PGlite and PostgreSQL both run.

/**
 * Premium surveys: the mark of a premium release (its own table, so the release table stays as
 * the surveys made it), and the responses about an entity (an account's premium surveys, a
 * content item's answers) found without reading a release's every response.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table survey_release_premium (
    release_id uuid primary key references survey_release(id) on delete cascade,
    marked_by uuid references user_account(id) on delete set null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index survey_response_entity_idx
    on survey_response (entity_id, entity_type) where entity_id is not null`.execute(db);
}
