import { countOf, type MetricProvider } from '../../shared/metric-provider';

const plansOf = (
  db: Parameters<MetricProvider['count']>[0],
  person: Parameters<MetricProvider['count']>[1],
) =>
  db
    .selectFrom('traction_plan')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_account_id', '=', person.userAccountId)
    .where('app_name', '=', person.brand);

/** The person's Traction Plans in the brand, and how many of them are complete. */
export const PLAN_METRICS: readonly MetricProvider[] = [
  { name: 'tractionPlanCount', count: (db, person) => countOf(plansOf(db, person)) },
  {
    name: 'completeTractionPlanCount',
    count: (db, person) => countOf(plansOf(db, person).where('is_complete', '=', true)),
  },
];
