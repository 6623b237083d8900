import type { DashboardSeries } from '@portal/core';
import { BUILT_REPORT_PAGES, type ReportPage } from '../../events-people/reports/report-pages';

/**
 * The report behind each tile (a sub-page of `reports`, `?report=`); people have none. Plans are
 * followed up in the checkup audit, events in the implementation report.
 */
const REPORT_OF: Record<DashboardSeries, ReportPage | null> = {
  activePeople: null,
  profiles: 'profileAudit',
  tractionPlans: 'checkupAudit',
  checkups: 'checkupAudit',
  events: 'implementation',
};

/** The address of the tile's report, or null where there is none or it is not built yet. */
export function reportLinkOf(series: DashboardSeries): string | null {
  const report = REPORT_OF[series];
  return report && BUILT_REPORT_PAGES.includes(report) ? `/reports?report=${report}` : null;
}
