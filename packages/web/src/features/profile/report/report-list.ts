import type { ProfileReportListItem } from '@portal/core';

/** The newest released report (by release, then creation time); undefined when none is. */
export function latestReleased(
  reports: readonly ProfileReportListItem[],
): ProfileReportListItem | undefined {
  const time = (r: ProfileReportListItem) => Date.parse(r.releasedUTC ?? r.createdUTC);
  return reports
    .filter((r) => r.isReleased && !r.isExcluded)
    .reduce<ProfileReportListItem | undefined>(
      (best, r) => (best === undefined || time(r) > time(best) ? r : best),
      undefined,
    );
}
