import { sql, type Kysely } from 'kysely';

// Frozen once released. Plain SQL that PGlite and PostgreSQL both run.

/** Common attachments: documents of a brand at a public address, a fourth kind of library file. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table content_file drop constraint content_file_kind_check`.execute(db);
  await sql`alter table content_file add constraint content_file_kind_check
    check (kind in ('image', 'attachment', 'video', 'common'))`.execute(db);
}
