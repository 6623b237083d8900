import type { MetricProvider } from '../../shared/metric-provider';
import { countParticipantsOf, countReportsOf } from './report-metrics.store';

/** What the user groups' report finder uses (areas reach this area's rows through here). */
export { memberProfileReportIds } from './report-metrics.store';

/**
 * The person's 360s in the brand and their reports; generateMetrics' `reportStatus` narrows the
 * reports to `released` or `unreleased` (any other value counts them all).
 */
export const PROFILE_METRICS: readonly MetricProvider[] = [
  {
    name: 'profileParticipantCount',
    count: (db, { userAccountId, brand }) => countParticipantsOf(db, { userAccountId, brand }),
  },
  {
    name: 'profileReportCount',
    count: (db, { userAccountId, brand, reportStatus }) =>
      countReportsOf(db, {
        userAccountId,
        brand,
        ...(reportStatus === 'released' || reportStatus === 'unreleased'
          ? { released: reportStatus === 'released' }
          : {}),
      }),
  },
];
