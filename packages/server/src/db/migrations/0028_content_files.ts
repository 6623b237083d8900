import { sql, type Kysely } from 'kysely';

// Frozen once released. Plain SQL that PGlite and PostgreSQL both run.

/**
 * Files of the content library: the record of each uploaded file (its bytes live in the files
 * folder under their SHA-256, see areas/resourcegroup/content-file.storage), the file of a video
 * or attachment item, and which items use which files (so a file is read by those who reach an
 * item that uses it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table content_file (
    id uuid primary key default gen_random_uuid(),
    created_at timestamptz not null default now(),
    app_name text not null,
    kind text not null check (kind in ('image', 'attachment', 'video')),
    name text not null,
    content_type text not null,
    size integer not null check (size >= 0),
    sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
    created_by uuid references user_account(id) on delete set null
  )`.execute(db);
  await sql`create index content_file_brand_idx on content_file (app_name, created_at)`.execute(db);

  await sql`alter table content add column file_id uuid references content_file(id) on delete set null`.execute(
    db,
  );

  await sql`create table content_file_use (
    content_id uuid not null references content(id) on delete cascade,
    file_id uuid not null references content_file(id) on delete cascade,
    primary key (content_id, file_id)
  )`.execute(db);
  await sql`create index content_file_use_file_idx on content_file_use (file_id)`.execute(db);
}
