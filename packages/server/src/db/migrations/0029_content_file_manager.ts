import { sql, type Kysely } from 'kysely';

// Frozen once released. Plain SQL that PGlite and PostgreSQL both run.

/**
 * Since when a file of the content library has been used by no item (null while an item uses
 * it): the clean-up job removes a file unused for a day. An upload starts unused; the files in
 * use when this runs are marked used.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table content_file add column unused_since timestamptz default now()`.execute(db);
  await sql`update content_file f set unused_since = null
    where exists (select 1 from content_file_use u where u.file_id = f.id)`.execute(db);
  await sql`create index content_file_unused_idx on content_file (unused_since)
    where unused_since is not null`.execute(db);
}
