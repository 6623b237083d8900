import type { MetricProvider } from '../../shared/metric-provider';
import { countPlansOf } from './tractionplan.store';

/** The person's Traction Plans in the brand, and how many of them are complete. */
export const PLAN_METRICS: readonly MetricProvider[] = [
  { name: 'tractionPlanCount', count: (db, person) => countPlansOf(db, person, false) },
  { name: 'completeTractionPlanCount', count: (db, person) => countPlansOf(db, person, true) },
];
