import { sql, type Kysely } from 'kysely';

// Frozen once released. Plain SQL that PGlite and PostgreSQL both run.

/**
 * An account's searchable text: its name, CRM id and legacy id in lower case, one per line, as a
 * stored column under one trigram index. A name search matches it with `like` (the lower-case
 * text already stored) instead of three `ilike`s that lower every candidate row's three columns:
 * a search matching thousands of accounts rechecks each row once and cheaply. A line break
 * separates the parts so that a search (which never spans one: see crmaccount.store.ts) matches
 * within one of them, as the three `ilike`s did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table crm_account add column search_text text generated always as (
      lower(account_name) || E'\n' || lower(coalesce(account_id, '')) || E'\n' ||
      lower(coalesce(legacy_account_id, ''))) stored`.execute(db);
  await sql`create index crm_account_search_text_trgm_idx on crm_account
    using gin (search_text gin_trgm_ops) with (fastupdate = off)`.execute(db);
  // The ids were searched only with the name; the name's own index stays for the reports' choice.
  await sql`drop index crm_account_account_id_trgm_idx`.execute(db);
  await sql`drop index crm_account_legacy_id_trgm_idx`.execute(db);
}
