import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TCheckinEvent,
  TEvent,
  TEventCatalogItem,
  TEventSave,
  TParticipantWithEvent,
} from '@portal/core';
import { withFeaturesOff } from '../../../test/factories';
import { connectSignedIn } from '../../../test/hub-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { createCatalogItem, createEvent, inDays } from './event-test-support';

const LINK = 'https://meet.example/kickoff';

describe.each(testEngines())('the event flags on %s', (engine) => {
  let t: TestApp;
  let admin: TestPerson;
  let trainer: TestPerson;
  let person: TestPerson;
  let type: TEventCatalogItem;
  const off = (flag: Parameters<typeof withFeaturesOff>[2][number], check: () => Promise<void>) =>
    withFeaturesOff(t.app, 'teams', [flag], check);
  const status = async (method: 'GET' | 'POST', url: string, by: TestPerson, body?: unknown) =>
    (await call(t, method, url, by, body)).statusCode;

  /** An event of the open type with the person registered to it. */
  async function eventWithPerson(extra: Partial<TEventSave> = {}) {
    const event = await createEvent(t, admin, {
      eventTypeId: type.id,
      startDate: inDays(0),
      trainerEmail: trainer.email,
      ...extra,
    });
    const registration = await call(t, 'POST', '/api/participant/save', admin, {
      eventId: event.id,
      firstName: 'Pat',
      lastName: 'Lee',
      email: person.email,
      userAccountId: person.userAccountId,
    });
    expect(registration.statusCode).toBe(200);
    return event;
  }

  beforeAll(async () => {
    t = await createTestApp({ engine });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await createPerson(t, 'Admin', ['eventAdmin']);
    trainer = await createPerson(t, 'Trainer', ['trainer']);
    person = await createPerson(t, 'Person');
    type = await createCatalogItem(t, admin, { name: 'Open day', canSelfRegister: true });
  });
  afterAll(() => t.close());

  it("answers 403 to the administration of events where the brand has events off, not to a participant's own calls", async () => {
    const event = await eventWithPerson();
    const admins: Array<['GET' | 'POST', string, unknown?]> = [
      ['GET', '/api/event?page=1&pageSize=10'],
      ['POST', '/api/event/save', { eventTypeId: type.id }],
      ['GET', '/api/event/generateEventCode'],
      ['GET', `/api/event/GenerateEventInviteCode/${event.id}`],
      ['GET', `/api/participant?eventId=${event.id}`],
      ['POST', '/api/participant/save', { eventId: event.id, firstName: 'A', lastName: 'B' }],
      ['POST', '/api/eventcatalog/upsert', { name: 'Closed' }],
      ['GET', '/api/eventcatalog/search?page=1&pageSize=10'],
    ];
    await off('events', async () => {
      for (const [method, url, body] of admins) {
        expect(await status(method, url, admin, body), url).toBe(403);
      }
      const own = `/api/participant/GetByUserAccountId/${person.userAccountId}`;
      expect(await status('GET', own, person)).toBe(200);
      expect(await status('GET', `/api/event/${event.id}`, person)).toBe(200);
      expect(await status('GET', `/api/event/CreateCalendarEvent/${event.id}`, person)).toBe(200);
      expect(await status('GET', '/api/eventcatalog/getall', person)).toBe(200);
    });
    expect(await status('GET', '/api/event?page=1&pageSize=10', admin)).toBe(200);
  });

  it('closes the attendance count and pushes no checked-in count where the brand has eventAttendance off', async () => {
    const event = await eventWithPerson();
    const count = `/api/event/updatecount/${event.id}?count=3&status=certified`;
    const hub = await connectSignedIn(t.app, 'teams', trainer.token);
    const named = (name: string) =>
      hub.frames.filter((frame) => (frame as { name?: string }).name === name);
    try {
      await off('eventAttendance', async () => {
        expect(await status('POST', count, trainer)).toBe(403);
        const checkin = await call(t, 'POST', `/api/event/checkin/${event.id}`, person, {
          eventCode: event.eventCode,
        });
        expect(checkin.json()).toMatchObject({ checkedIn: true });
      });
      // The hub announces the flag going off and on again; a count would arrive between them.
      while (named('AppConfigUpdated').length < 2) await hub.nextFrame(5_000);
      expect(named('EventCheckedInCount')).toEqual([]);
    } finally {
      hub.socket.close();
    }
    expect(await status('POST', count, trainer)).toBe(200);
  });

  it('closes self-registration where the brand has selfRegistration off', async () => {
    const event = await createEvent(t, admin, { eventTypeId: type.id, startDate: inDays(5) });
    const register = `/api/event/SelfRegister/${event.id}/true`;
    await off('selfRegistration', async () => {
      expect(await status('POST', '/api/event/GetSelfRegisterEvents/30', person, {})).toBe(403);
      expect(await status('GET', register, person)).toBe(403);
    });
    expect(await status('GET', register, person)).toBe(200);
  });

  it('hands participants no link to join online where the brand has virtualEvents off', async () => {
    const event = await eventWithPerson({ virtualConferenceUrl: LINK });
    const links = async () => {
      const mine = await call(
        t,
        'GET',
        `/api/participant/GetByUserAccountId/${person.userAccountId}`,
        person,
      );
      const checkin = await call(
        t,
        'GET',
        `/api/event/GetCheckinEventByCode/${event.eventCode}`,
        person,
      );
      const read = (by: TestPerson) => call(t, 'GET', `/api/event/${event.id}`, by);
      const calendar = await call(t, 'GET', `/api/event/CreateCalendarEvent/${event.id}`, person);
      return {
        registration: mine.json<TParticipantWithEvent[]>().find((r) => r.eventId === event.id)
          ?.event.virtualConferenceUrl,
        checkin: checkin.json<TCheckinEvent>().virtualConferenceUrl,
        event: (await read(person)).json<TEvent>().virtualConferenceUrl,
        // Those who edit the event keep it: their save sends it back.
        ofEditor: (await read(admin)).json<TEvent>().virtualConferenceUrl,
        calendar: calendar.body.includes('meet.example'),
      };
    };
    await off('virtualEvents', async () => {
      expect(await links()).toEqual({
        registration: null,
        checkin: null,
        event: null,
        ofEditor: LINK,
        calendar: false,
      });
    });
    expect(await links()).toEqual({
      registration: LINK,
      checkin: LINK,
      event: LINK,
      ofEditor: LINK,
      calendar: true,
    });
  });
});
