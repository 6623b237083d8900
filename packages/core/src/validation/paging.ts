import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 200;

/** Query values arrive as text; 'true' and 'false' (any case) become booleans. */
const zQueryBoolean = z.union([
  z.boolean(),
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['true', 'false']))
    .transform((text) => text === 'true'),
]);

/**
 * The query of a paged search. Pages count from 1. `search` is the free text; blank search and
 * sort texts count as absent.
 */
export const zPagedQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sortProperty: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((text) => text || undefined),
  sortAscending: zQueryBoolean.default(true),
  search: z
    .string()
    .trim()
    .max(500)
    .optional()
    .transform((text) => text || undefined),
});

export type PagedQuery = z.output<typeof zPagedQuery>;
export type PagedQueryInput = z.input<typeof zPagedQuery>;

/** A page of search results, as the spec's paged search result carries it. */
export type PagedResult<T> = {
  /** Matches in total, across all pages. */
  count: number;
  data: T[];
  pageSizeOverride?: number;
  sortAscending?: boolean;
  sortProperty?: string;
};

/** What a failed or empty search answers: count 0, no data. */
export function emptyPagedResult<T>(): PagedResult<T> {
  return { count: 0, data: [] };
}
