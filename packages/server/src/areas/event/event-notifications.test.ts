import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEmailCalendarResult, TEventCatalogItem, TParticipant } from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { JOB_DEFINITIONS } from '../../jobs/registry';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { createCatalogItem, createEvent, inDays } from './event-test-support';

let t: TestApp;
let admin: TestPerson;
let developer: TestPerson;
let trainer: TestPerson;
let person: TestPerson;
let other: TestPerson;
let stranger: TestPerson;
let workshop: TEventCatalogItem;
let coaching: TEventCatalogItem;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createPerson(t, 'Admin', ['eventAdmin']);
  developer = await createPerson(t, 'Developer', ['developer']);
  trainer = await createPerson(t, 'Trainer', ['trainer']);
  person = await createPerson(t, 'Person');
  other = await createPerson(t, 'Other');
  stranger = await createPerson(t, 'Stranger');
  workshop = await createCatalogItem(t, admin, { name: 'Workshop' });
  coaching = await createCatalogItem(t, admin, {
    name: 'Coaching',
    category: 'Coaching Session',
  });
});
afterAll(() => t.close());

const messagesTo = (email: string, template: string) =>
  t.database.db
    .selectFrom('message')
    .select(['id', 'body_text', 'recipient'])
    .where('recipient', '=', email)
    .where('template_id', '=', template)
    .execute();

async function register(eventId: string, who: TestPerson, firstName = 'Pat') {
  const res = await call(t, 'POST', '/api/participant/save', admin, {
    eventId,
    firstName,
    lastName: 'Lee',
    email: who.email,
    userAccountId: who.userAccountId,
  });
  expect(res.statusCode).toBe(200);
  return res.json<TParticipant>();
}

const run = async (path: string, by: TestPerson = developer) => {
  const res = await call(t, 'GET', `/api/event/${path}`, by);
  expect(res.statusCode).toBe(200);
  return res.json<{ sent: number }>().sent;
};

describe('event notifications', () => {
  it('are jobs of the job module, each on a schedule', () => {
    const names = JOB_DEFINITIONS.map((j) => j.name);
    for (const name of [
      'event-reminders',
      'event-initial-coaching-session',
      'event-coaching-session',
      'event-status-updates',
      'event-summary',
      'event-makeups',
    ]) {
      expect(names).toContain(name);
      expect(JOB_DEFINITIONS.find((j) => j.name === name)?.schedule).toBeTruthy();
    }
  });

  it('remind participants not checked in once, in the 24 hours before; developers only', async () => {
    const soon = await createEvent(t, admin, {
      eventTypeId: workshop.id,
      startDate: inDays(0.5),
      trainerEmail: trainer.email,
    });
    const later = await createEvent(t, admin, { eventTypeId: workshop.id, startDate: inDays(3) });
    await register(soon.id, person);
    const checkedIn = await register(soon.id, other, 'Sam');
    await call(t, 'POST', `/api/event/checkin/${soon.id}`, admin, { participantId: checkedIn.id });
    await register(later.id, stranger);

    expect((await call(t, 'GET', '/api/event/ProcessEventReminders', admin)).statusCode).toBe(403);
    expect(await run('ProcessEventReminders')).toBe(1);
    expect(await run('ProcessEventReminders')).toBe(0);
    const reminders = await messagesTo(person.email, 'event-reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.body_text).toContain(`/ciById/`);
    expect(await messagesTo(other.email, 'event-reminder')).toHaveLength(0);
    expect(await messagesTo(stranger.email, 'event-reminder')).toHaveLength(0);
  });

  it('send the summary to the trainer and planner after the event, once each', async () => {
    const event = await createEvent(t, admin, {
      eventTypeId: workshop.id,
      startDate: inDays(-1),
      endDate: inDays(-0.5),
      trainerEmail: trainer.email,
      planner: { email: 'planner@client.example', name: 'Paula Planner' },
    });
    await register(event.id, person);
    expect(await run('ProcessEventSummary')).toBeGreaterThanOrEqual(2);
    expect(await run('ProcessEventSummary')).toBe(0);
    const [summary] = await messagesTo(trainer.email, 'event-summary');
    expect(summary?.body_text).toContain('0 of 1 registered participants checked in');
    expect(summary?.body_text).toContain(`/event/view/${event.id}/true`);
    expect(await messagesTo('planner@client.example', 'event-summary')).toHaveLength(1);
  });

  it('introduce a first coaching session, remind each session, and update the planner weekly', async () => {
    const before = await createEvent(t, admin, {
      eventTypeId: coaching.id,
      startDate: inDays(-20),
    });
    await register(before.id, person);
    const next = await createEvent(t, admin, { eventTypeId: coaching.id, startDate: inDays(2) });
    await register(next.id, person);
    await register(next.id, other, 'Sam');
    expect(await run('ProcessInitialCoachingSession')).toBe(1);
    expect(await messagesTo(other.email, 'event-initial-coaching-session')).toHaveLength(1);
    expect(await messagesTo(person.email, 'event-initial-coaching-session')).toHaveLength(0);

    const tomorrow = await createEvent(t, admin, {
      eventTypeId: coaching.id,
      startDate: inDays(0.5),
    });
    const quiet = await createEvent(t, admin, {
      eventTypeId: coaching.id,
      startDate: inDays(0.6),
      disableCoachingSessionReminders: true,
    });
    await register(tomorrow.id, stranger);
    await register(quiet.id, stranger);
    expect(await run('ProcessCoachingSession')).toBe(1);
    expect(await run('ProcessCoachingSession')).toBe(0);
    expect(await messagesTo(stranger.email, 'event-reminder')).toHaveLength(0);

    await createEvent(t, admin, {
      eventTypeId: coaching.id,
      startDate: inDays(-1),
      endDate: inDays(20),
      planner: { email: 'coordinator@client.example', name: 'Cora' },
    });
    expect(await run('ProcessCoachingSessionStatusUpdate')).toBe(1);
    expect(await run('ProcessCoachingSessionStatusUpdate')).toBe(0);
    expect(await messagesTo('coordinator@client.example', 'event-status-update')).toHaveLength(1);
  });

  it('e-mails the calendar file to the caller, with its time zone and alarm', async () => {
    const event = await createEvent(t, admin, {
      eventTypeId: workshop.id,
      startDate: '2027-03-02T15:00:00Z',
      ianaLocationTimeZone: 'America/Chicago',
    });
    await register(event.id, person);
    const res = await call(t, 'GET', `/api/event/EmailCalendarEvent/${event.id}`, person);
    expect(res.json<TEmailCalendarResult>()).toEqual({ queued: true, to: person.email });
    const [message] = await messagesTo(person.email, 'event-calendar');
    const files = await t.database.db
      .selectFrom('message_attachment')
      .selectAll()
      .where('message_id', '=', message?.id ?? '')
      .execute();
    expect(files).toHaveLength(1);
    expect(files[0]?.content_type).toContain('text/calendar');
    expect(files[0]?.content).toContain('DTSTART;TZID=America/Chicago:20270302T090000');
    expect(files[0]?.content).toContain('BEGIN:VALARM');
    const refused = await call(t, 'GET', `/api/event/EmailCalendarEvent/${event.id}`, stranger);
    expect(refused.statusCode).toBe(403);
    expect((await call(t, 'GET', `/api/event/EmailCalendarEvent/${event.id}`)).statusCode).toBe(
      401,
    );
  });

  it('texts trainers only where the brand sends SMS', async () => {
    const res = await call(t, 'GET', '/api/event/SendSmsToActiveTrainers/7', admin);
    expect(res.statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/event/SendSmsToActiveTrainers/7', trainer)).statusCode).toBe(
      403,
    );
    // The guard checks the route's feature before the input is read.
    expect((await call(t, 'GET', '/api/event/SendSmsToActiveTrainers/99', admin)).statusCode).toBe(
      403,
    );
  });

  it('registers the person who redeems an event invite code', async () => {
    const event = await createEvent(t, admin, { eventTypeId: workshop.id, startDate: inDays(9) });
    const code = (
      await call(t, 'GET', `/api/event/GenerateEventInviteCode/${event.id}`, admin)
    ).json<{ inviteCode: string }>().inviteCode;
    const redeemed = await call(t, 'POST', `/api/auth/RedeemInviteCode/${code}`, other);
    expect(redeemed.statusCode).toBe(200);
    const registered = await call(
      t,
      'GET',
      `/api/event/isRegistered/${event.id}/${other.userAccountId}`,
      other,
    );
    expect(registered.json()).toBe(true);
  });
});
