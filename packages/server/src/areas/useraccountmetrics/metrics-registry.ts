import { EVENT_METRICS } from '../event/event-metrics';
import { PROFILE_METRICS } from '../profile-report/profile-metrics';
import { PLAN_METRICS } from '../tractionplan/plan-metrics';
import type { MetricProvider } from '../../shared/metric-provider';

/** Every feature's counts in a person's metrics (`extra`, by name). */
export const METRIC_PROVIDERS: readonly MetricProvider[] = [
  ...PLAN_METRICS,
  ...PROFILE_METRICS,
  ...EVENT_METRICS,
];
