import type { MetricProvider } from '../../shared/metric-provider';
import { countRegistrationsOfPerson } from './event-participants.store';

/** The person's event registrations in the brand, and those they checked in to. */
export const EVENT_METRICS: readonly MetricProvider[] = [
  {
    name: 'eventRegistrationCount',
    count: (db, person) => countRegistrationsOfPerson(db, person, false),
  },
  {
    name: 'eventCheckedInCount',
    count: (db, person) => countRegistrationsOfPerson(db, person, true),
  },
];
