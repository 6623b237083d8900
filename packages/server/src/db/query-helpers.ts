import { sql, type AliasedRawBuilder, type RawBuilder, type SqlBool } from 'kysely';
import type { PagedQuery } from '@portal/core';

/** Levels of an account tree followed at most: a deeper tree is a data error, not a reason to loop. */
export const MAX_ACCOUNT_DEPTH = 20;

/** The rows of one page: offset and limit of a paged query. */
export function pageWindow(query: PagedQuery): { offset: number; limit: number } {
  return { offset: (query.page - 1) * query.pageSize, limit: query.pageSize };
}

/** A LIKE pattern that matches the text anywhere, with the pattern characters escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A person's first and last name as one text, in the table aliased `alias` (identity_user or
 * user_account): what a name search finds, stored in lower case in their search columns
 * (migration 0035).
 */
export function personName(alias: string): RawBuilder<string> {
  return sql<string>`(coalesce(${sql.ref(`${alias}.first_name`)}, '') || ' ' || coalesce(${sql.ref(`${alias}.last_name`)}, ''))`;
}

/**
 * Whether a stored lower-case search column (migration 0035: parts one per line, under a trigram
 * index) contains the text, as an `ilike` of each part would. A text with a line break would
 * match across two parts, and no part holds one: it matches nothing.
 */
export function searchTextContains(column: string, text: string): RawBuilder<SqlBool> {
  return text.includes('\n')
    ? sql<SqlBool>`false`
    : sql<SqlBool>`${sql.ref(column)} like lower(${containsPattern(text)})`;
}

/**
 * The count of all the rows a paged query matches, beside each row of its page (`count(*) over
 * ()`), for a text search only: its matches are all read and rechecked for the count anyway, so
 * one pass finds the page and counts them. Without one, the count is a query of its own
 * (`totalOf`): an index may serve the page's order, where a window would read and sort every row.
 */
export const windowTotal = (): AliasedRawBuilder<string, 'total'> =>
  sql<string>`count(*) over ()`.as('total');

/** The count of a page's query: its `windowTotal` when it has one and a row, else counted apart. */
export async function totalOf(
  rows: readonly { total?: string | number | bigint }[],
  count: () => Promise<string | number | bigint>,
): Promise<number> {
  const total = rows[0]?.total;
  return Number(total ?? (await count()));
}

/** Picks the sort column a query names, among those an area allows; the default otherwise. */
export function sortColumn<C extends string>(
  query: PagedQuery,
  allowed: Readonly<Record<string, C>>,
  fallback: C,
): { column: C; property: string | undefined } {
  const key = query.sortProperty?.toLowerCase();
  const entry = Object.entries(allowed).find(([name]) => name.toLowerCase() === key);
  return entry
    ? { column: entry[1], property: entry[0] }
    : { column: fallback, property: undefined };
}

/** True when a database error is a unique-constraint violation (PostgreSQL code 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
