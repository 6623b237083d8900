import type { TCheckup, TCheckupSaveInput, TParticipant } from '@portal/core';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { createCatalogItem, createEvent } from '../event/event-test-support';

export const partnerEmails = (name: string) =>
  ['one', 'two', 'three'].map((n) => `${n}.${name.toLowerCase()}@partners.example`);

/** A person with a plan naming three accountability partners (and one left out of checkups). */
export async function personWithPlan(t: TestApp, name: string): Promise<TestPerson> {
  const person = await createPerson(t, name, ['tractionPlan']);
  const partners = partnerEmails(name).map((email, i) => ({
    email,
    firstName: `Partner${i + 1}`,
    lastName: name,
  }));
  const res = await call(t, 'POST', '/api/tractionplan/save', person, {
    userAccountId: person.userAccountId,
    version: 0,
    plan: {
      goal: 'Lead better meetings',
      constraints: [
        {
          name: 'Focus',
          definition: ['Too many topics'],
          steps: [{ id: 's1', description: 'One topic' }],
        },
      ],
      accountabilityPartners: [
        ...partners,
        {
          email: `left.out.${name.toLowerCase()}@partners.example`,
          firstName: 'Left',
          lastName: 'Out',
          includeTPC: false,
        },
      ],
    },
  });
  expect(res.statusCode).toBe(200);
  return person;
}

/** An event with the people registered, by an event admin. */
export async function eventWith(t: TestApp, admin: TestPerson, people: TestPerson[]) {
  const type = await createCatalogItem(t, admin, { name: 'Leadership kickoff' });
  const event = await createEvent(t, admin, { eventTypeId: type.id, ianaLocationTimeZone: 'UTC' });
  for (const [i, person] of people.entries()) {
    const res = await call(t, 'POST', '/api/participant/save', admin, {
      eventId: event.id,
      email: person.email,
      firstName: `P${i}`,
      lastName: 'Participant',
      userAccountId: person.userAccountId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<TParticipant>().eventId).toBe(event.id);
  }
  return event;
}

export async function saveCheckup(
  t: TestApp,
  by: TestPerson,
  checkup: Partial<TCheckupSaveInput> & { eventId: string },
): Promise<TCheckup> {
  const res = await call(t, 'POST', '/api/tractionplancheckup/save', by, checkup);
  expect(res.statusCode).toBe(200);
  return res.json<TCheckup>();
}

/** The messages of a template queued for the checkup, by recipient. */
export async function sentTo(t: TestApp, checkupId: string, template: string): Promise<string[]> {
  const rows = await t.database.db
    .selectFrom('message')
    .select('recipient')
    .where('entity_id', '=', checkupId)
    .where('template_id', '=', template)
    .orderBy('recipient')
    .execute();
  return rows.map((r) => r.recipient);
}

export { call, createPerson, type TestPerson };
