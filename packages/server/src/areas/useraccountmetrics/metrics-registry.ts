import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Counts other features add to a person's metrics (plans, profiles, events): each adds an entry
 * here; its count lands in `extra` under its name. `reportStatus` is generateMetrics' filter.
 */
export type MetricProvider = {
  name: string;
  count: (
    db: Kysely<Database>,
    person: { userAccountId: string; brand: string; reportStatus?: string },
  ) => Promise<number>;
};

export const METRIC_PROVIDERS: readonly MetricProvider[] = [];
