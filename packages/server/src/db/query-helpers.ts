import { sql, type RawBuilder } from 'kysely';
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
 * user_account). Searching this one expression finds what the first name, the last name or both
 * would; it is spelled exactly as the trigram indexes of migration 0021, which a query uses only
 * when it writes the same expression.
 */
export function personName(alias: string): RawBuilder<string> {
  return sql<string>`(coalesce(${sql.ref(`${alias}.first_name`)}, '') || ' ' || coalesce(${sql.ref(`${alias}.last_name`)}, ''))`;
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
