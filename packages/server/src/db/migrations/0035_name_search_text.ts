import { sql, type Kysely } from 'kysely';

// Frozen once released. Plain SQL that PGlite and PostgreSQL both run.

const PERSON_NAME = sql.raw(`(coalesce(first_name, '') || ' ' || coalesce(last_name, ''))`);

/**
 * The searchable text of accounts and people in lower case, as stored columns under one trigram
 * index each: a name search matches it with `like` (see `searchTextContains`,
 * db/query-helpers.ts) instead of `ilike`s that lower every candidate row's columns, so a search
 * matching thousands of rows rechecks each cheaply and once. The parts of a text (an account's
 * name, CRM id and legacy id; a sign-in's address and name) are one per line, so that a search,
 * which never spans a line, matches within one part as the `ilike` of each did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table crm_account add column search_text text generated always as (
      lower(account_name) || E'\n' || lower(coalesce(account_id, '')) || E'\n' ||
      lower(coalesce(legacy_account_id, ''))) stored`.execute(db);
  await sql`alter table identity_user add column search_text text generated always as (
      lower(email) || E'\n' || lower(${PERSON_NAME})) stored`.execute(db);
  await sql`alter table user_account add column search_name text generated always as (
      lower(${PERSON_NAME})) stored`.execute(db);
  const indexes: [name: string, table: string, column: string][] = [
    ['crm_account_search_text_trgm_idx', 'crm_account', 'search_text'],
    ['identity_user_search_text_trgm_idx', 'identity_user', 'search_text'],
    ['user_account_search_name_trgm_idx', 'user_account', 'search_name'],
  ];
  for (const [name, table, column] of indexes) {
    await sql`create index ${sql.id(name)} on ${sql.id(table)}
      using gin (${sql.id(column)} gin_trgm_ops) with (fastupdate = off)`.execute(db);
  }
  // Searched only through the new columns now; the account name's own index stays for the
  // reports' choice of account, and the sign-in address's for the people search.
  for (const name of [
    'crm_account_account_id_trgm_idx',
    'crm_account_legacy_id_trgm_idx',
    'identity_user_name_trgm_idx',
    'user_account_name_trgm_idx',
  ]) {
    await sql`drop index ${sql.id(name)}`.execute(db);
  }
}
