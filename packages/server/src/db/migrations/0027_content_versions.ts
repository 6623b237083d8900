import { sql, type Kysely } from 'kysely';

// Frozen once released. Plain SQL that PGlite and PostgreSQL both run.

/**
 * The saved versions of content items: each save keeps the version it replaces (its content,
 * who saved it, when), and the item remembers whether its current version came from an autosave
 * and by whom, so a burst of autosaves by one editor keeps one version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table content
    add column autosaved boolean not null default false,
    add column updated_by uuid references user_account(id) on delete set null`.execute(db);
  await sql`create table content_version (
    content_id uuid not null references content(id) on delete cascade,
    version integer not null,
    content jsonb not null,
    autosaved boolean not null default false,
    saved_by uuid references user_account(id) on delete set null,
    saved_at timestamptz not null,
    primary key (content_id, version)
  )`.execute(db);
}
