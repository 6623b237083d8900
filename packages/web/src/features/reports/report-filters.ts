import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { zReportFilters, type TReportFilters } from '@portal/core';

/** The search parameters of the `reports` page that hold a report's filters. */
export const FILTER_PARAMS = ['from', 'to', 'accountId', 'groupId'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

/**
 * Filters in a page's address, read through a schema of core: a value the server would refuse (a
 * bad day, an id that is no id, a range the wrong way round) is dropped, not sent; a range the
 * wrong way round keeps only its start.
 */
export function paramsThrough<T>(
  schema: z.ZodType<T>,
  keys: readonly string[],
  params: URLSearchParams,
): T {
  const raw = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? undefined]));
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const kept: Record<string, unknown> = {};
  for (const key of keys) {
    const one = schema.safeParse({ [key]: raw[key] });
    if (one.success) kept[key] = (one.data as Record<string, unknown>)[key];
  }
  return schema.parse({ ...kept, to: undefined, ...(kept.from ? {} : { to: kept.to }) });
}

/** The report filters in the page's address (see paramsThrough). */
export const filtersOf = (params: URLSearchParams): TReportFilters =>
  paramsThrough(zReportFilters, FILTER_PARAMS, params);

/** The address with one filter changed (blank removes it), every other parameter kept. */
export function withFilter(params: URLSearchParams, key: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value.trim() === '') next.delete(key);
  else next.set(key, value.trim());
  return next;
}

/** The address without any filter (the reports' unless told). */
export function withoutFilters(
  params: URLSearchParams,
  keys: readonly string[] = FILTER_PARAMS,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of keys) next.delete(key);
  return next;
}

/**
 * The sub-page of a reports page named in the address (`?report=`, read by `parse`) and a way to
 * choose another that keeps the filters (the reports of a page share them).
 */
export function useReportChoice<Name extends string>(
  parse: (value: string | null) => Name,
): [Name, (next: Name) => void] {
  const [params, setParams] = useSearchParams();
  const choose = (next: Name) =>
    setParams((old) => {
      const params = new URLSearchParams(old);
      params.set('report', next);
      return params;
    });
  return [parse(params.get('report')), choose];
}
