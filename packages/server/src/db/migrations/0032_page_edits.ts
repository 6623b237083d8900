import { sql, type Kysely } from 'kysely';

// Frozen once released. Plain SQL that PGlite and PostgreSQL both run.

/**
 * In-place editing: every saved version of a page text or of a page's banners (value null: the
 * text was removed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table page_edit_version (
    id uuid primary key default gen_random_uuid(),
    app_name text not null,
    page_name text not null,
    item text not null check (item in ('text', 'banners')),
    text_name text not null default '',
    value jsonb,
    saved_by uuid references user_account(id) on delete set null,
    saved_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index page_edit_version_item_idx
    on page_edit_version (app_name, page_name, item, text_name, saved_at desc)`.execute(db);
}
