import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * A count another feature adds to a person's metrics (plans, profiles, events); it lands in
 * `extra` under its name. `reportStatus` is generateMetrics' filter.
 */
export type MetricProvider = {
  name: string;
  count: (
    db: Kysely<Database>,
    person: { userAccountId: string; brand: string; reportStatus?: string },
  ) => Promise<number>;
};

/** The number a `count(*) as n` query answers (text on PostgreSQL, a number on PGlite). */
export async function countOf(query: {
  executeTakeFirstOrThrow: () => Promise<{ n: string | number | bigint }>;
}): Promise<number> {
  return Number((await query.executeTakeFirstOrThrow()).n);
}
