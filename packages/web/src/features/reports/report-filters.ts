import { useSearchParams } from 'react-router';
import { zReportFilters, type TReportFilters } from '@portal/core';

/** The search parameters of the `reports` page that hold a report's filters. */
export const FILTER_PARAMS = ['from', 'to', 'accountId', 'groupId'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

/**
 * The filters in the page's address, read through core's schema: a value the server would refuse
 * (a bad day, an id that is no id, a range the wrong way round) is dropped, not sent.
 */
export function filtersOf(params: URLSearchParams): TReportFilters {
  const raw = Object.fromEntries(FILTER_PARAMS.map((key) => [key, params.get(key) ?? undefined]));
  const parsed = zReportFilters.safeParse(raw);
  if (parsed.success) return parsed.data;
  const kept: Record<string, string | undefined> = {};
  for (const key of FILTER_PARAMS) {
    const one = zReportFilters.safeParse({ [key]: raw[key] });
    if (one.success) kept[key] = one.data[key];
  }
  // A range the wrong way round keeps only its start.
  return zReportFilters.parse({ ...kept, to: undefined, ...(kept.from ? {} : { to: kept.to }) });
}

/** The address with one filter changed (blank removes it), every other parameter kept. */
export function withFilter(
  params: URLSearchParams,
  key: FilterParam,
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value.trim() === '') next.delete(key);
  else next.set(key, value.trim());
  return next;
}

/** The address without any filter. */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_PARAMS) next.delete(key);
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
