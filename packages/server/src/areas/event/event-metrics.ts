import { countOf, type MetricProvider } from '../../shared/metric-provider';

const registrationsOf = (
  db: Parameters<MetricProvider['count']>[0],
  person: Parameters<MetricProvider['count']>[1],
) =>
  db
    .selectFrom('participant')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_account_id', '=', person.userAccountId)
    .where('app_name', '=', person.brand);

/** The person's event registrations in the brand, and those they checked in to. */
export const EVENT_METRICS: readonly MetricProvider[] = [
  { name: 'eventRegistrationCount', count: (db, person) => countOf(registrationsOf(db, person)) },
  {
    name: 'eventCheckedInCount',
    count: (db, person) =>
      countOf(registrationsOf(db, person).where('checked_in_at', 'is not', null)),
  },
];
