import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { usePortal } from '../../app/portal-context';
import { constraintOptions, reportStrengths } from './constraint-options';
import { fetchLatestReportSummary, fetchReferenceConstraints, planKeys } from './plan-api';

/**
 * What the builder offers: the brand's reference constraints, and the strengths and top
 * constraints of the person's latest released 360 report when there is one.
 */
export function usePlanSuggestions(userAccountId: string | null) {
  const { api } = usePortal();
  const reference = useQuery({
    queryKey: planKeys.constraints,
    queryFn: ({ signal }) => fetchReferenceConstraints(api, signal),
    staleTime: 10 * 60_000,
  });
  const report = useQuery({
    queryKey: planKeys.report(userAccountId ?? ''),
    queryFn: ({ signal }) => fetchLatestReportSummary(api, userAccountId ?? '', signal),
    enabled: userAccountId !== null,
    staleTime: 10 * 60_000,
  });
  const summary = report.data ?? null;
  const options = useMemo(
    () => constraintOptions(reference.data ?? [], summary),
    [reference.data, summary],
  );
  const strengths = useMemo(() => reportStrengths(summary), [summary]);
  return {
    report: summary,
    options,
    strengths,
    /** Both answered (the report's answer may be "none"). */
    ready: !reference.isPending && (userAccountId === null || !report.isPending),
  };
}
