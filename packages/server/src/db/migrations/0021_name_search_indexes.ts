import { sql, type Kysely } from 'kysely';

// Frozen once released. Plain SQL that PGlite (with its pg_trgm extension loaded) and PostgreSQL
// both run. The person-name expression is the one the searches write (db/query-helpers.ts):
// an expression index is used only by a query that spells the same expression.

const PERSON_NAME = sql.raw(`(coalesce(first_name, '') || ' ' || coalesce(last_name, ''))`);

/** Trigram indexes (GIN) under the name searches: `ilike '%text%'` without reading the table. */
const INDEXES: readonly [name: string, table: string, expression: ReturnType<typeof sql.raw>][] = [
  ['crm_account_name_trgm_idx', 'crm_account', sql.raw('account_name')],
  ['crm_account_account_id_trgm_idx', 'crm_account', sql.raw('account_id')],
  ['crm_account_legacy_id_trgm_idx', 'crm_account', sql.raw('legacy_account_id')],
  ['user_account_name_trgm_idx', 'user_account', PERSON_NAME],
  ['identity_user_name_trgm_idx', 'identity_user', PERSON_NAME],
  ['identity_user_email_trgm_idx', 'identity_user', sql.raw('email')],
  ['user_group_name_trgm_idx', 'user_group', sql.raw('name')],
  ['resource_group_name_trgm_idx', 'resource_group', sql.raw('name')],
  ['resource_group_code_trgm_idx', 'resource_group', sql.raw('code')],
  ['content_title_trgm_idx', 'content', sql.raw('title')],
];

/**
 * pg_trgm (a trusted extension since PostgreSQL 13: the database's owner may create it) and the
 * trigram indexes of the account, person, group and content name searches.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const [name, table, expression] of INDEXES) {
    await sql`create index ${sql.id(name)} on ${sql.id(table)}
      using gin ((${expression}) gin_trgm_ops) with (fastupdate = off)`.execute(db);
  }
}
