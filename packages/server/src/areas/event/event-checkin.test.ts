import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PagedResult,
  TCheckinEvent,
  TCheckinResult,
  TEventCatalogItem,
  TParticipant,
} from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { createCatalogItem, createEvent, inDays } from './event-test-support';

let t: TestApp;
let admin: TestPerson;
let trainer: TestPerson;
let person: TestPerson;
let stranger: TestPerson;
let type: TEventCatalogItem;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createPerson(t, 'Admin', ['eventAdmin']);
  trainer = await createPerson(t, 'Trainer', ['trainer']);
  person = await createPerson(t, 'Person');
  stranger = await createPerson(t, 'Stranger');
  type = await createCatalogItem(t, admin, { name: 'Workshop' });
});
afterAll(() => t.close());

const messagesTo = (email: string) =>
  t.database.db
    .selectFrom('message')
    .select(['template_id', 'body_text'])
    .where('recipient', '=', email)
    .execute();

describe('check-in', () => {
  it('checks a walk-in in by the event code, once, with the e-mail and the live count', async () => {
    const event = await createEvent(t, admin, {
      eventTypeId: type.id,
      trainerEmail: trainer.email,
      startDate: inDays(0),
    });
    const page = await call(
      t,
      'GET',
      `/api/event/GetCheckinEventByCode/${event.eventCode.toLowerCase()}`,
      person,
    );
    expect(page.json<TCheckinEvent>()).toMatchObject({
      id: event.id,
      checkinAvailable: true,
      isRegistered: false,
    });
    expect(Object.keys(page.json())).not.toContain('participants');

    const wrong = await call(t, 'POST', `/api/event/checkin/${event.id}`, person, {
      eventCode: 'ACDEFGHJ',
    });
    expect(wrong.json<TCheckinResult>()).toMatchObject({
      checkedIn: false,
      message: 'The event code is not valid.',
    });

    const body = {
      eventCode: event.eventCode,
      attendant: { firstName: 'Pat', lastName: 'Lee', school: 'North' },
    };
    const first = await call(t, 'POST', `/api/event/checkin/${event.id}`, person, body);
    expect(first.json<TCheckinResult>()).toMatchObject({
      checkedIn: true,
      alreadyCheckedIn: false,
      computedCheckedInCount: 1,
    });
    const again = await call(t, 'POST', `/api/event/checkin/${event.id}`, person, body);
    expect(again.json<TCheckinResult>()).toMatchObject({
      checkedIn: true,
      alreadyCheckedIn: true,
      computedCheckedInCount: 1,
    });
    expect((await messagesTo(person.email)).map((m) => m.template_id)).toEqual([
      'event-checked-in',
    ]);

    expect(
      (
        await call(t, 'GET', `/api/event/isCheckedIn/${event.id}/${person.userAccountId}`, person)
      ).json(),
    ).toBe(true);
    expect(
      (
        await call(
          t,
          'GET',
          `/api/event/isRegistered/${event.id}/${person.userAccountId}`,
          stranger,
        )
      ).json(),
    ).toBe(false);
    expect(
      (
        await call(t, 'GET', `/api/event/isRegistered/not-an-id/${person.userAccountId}`, person)
      ).json(),
    ).toBe(false);
    const list = await call(t, 'GET', `/api/participant?eventId=${event.id}`, trainer);
    expect(list.json<PagedResult<TParticipant>>().data[0]).toMatchObject({
      firstName: 'Pat',
      school: 'North',
      checkedIn: true,
    });
    // A participant never sees the other participants.
    expect((await call(t, 'GET', `/api/participant?eventId=${event.id}`, person)).statusCode).toBe(
      403,
    );
  });

  it('keeps strict check-in to the event days and refuses a disabled check-in', async () => {
    const strict = await createCatalogItem(t, admin, {
      name: 'Strict',
      useStrictCheckinRules: true,
    });
    const future = await createEvent(t, admin, { eventTypeId: strict.id, startDate: inDays(3) });
    const refused = await call(t, 'POST', `/api/event/checkin/${future.id}`, person, {
      eventCode: future.eventCode,
      attendant: { firstName: 'Pat', lastName: 'Lee' },
    });
    expect(refused.json<TCheckinResult>()).toMatchObject({
      checkedIn: false,
      message: 'Check-in is open only on the days of the event.',
    });
    expect(
      (await call(t, 'GET', `/api/event/isCheckinAvailable/${future.id}`, person)).json(),
    ).toBe(false);
    const disabled = await createCatalogItem(t, admin, {
      name: 'No check-in',
      disableCheckin: true,
    });
    const off = await createEvent(t, admin, { eventTypeId: disabled.id });
    const byAdmin = await call(t, 'POST', `/api/event/checkin/${off.id}`, admin, {
      attendant: { firstName: 'A', lastName: 'B' },
    });
    expect(byAdmin.json<TCheckinResult>().checkedIn).toBe(false);
  });

  it('lets a participant check in by their own registration, and the trainer check anyone in', async () => {
    const event = await createEvent(t, trainer, {
      eventTypeId: type.id,
      trainerEmail: trainer.email,
    });
    const added = await call(t, 'POST', '/api/participant/save', trainer, {
      eventId: event.id,
      firstName: 'Sam',
      lastName: 'Ray',
      email: person.email,
    });
    expect(added.statusCode).toBe(200);
    const participant = added.json<TParticipant>();
    expect(participant.userAccountId).toBe(person.userAccountId);
    expect(participant.checkinPath).toBe(`/ciById/${participant.id}`);
    const foreign = await call(t, 'POST', `/api/event/checkin/${event.id}`, stranger, {
      participantId: participant.id,
    });
    expect(foreign.json<TCheckinResult>().checkedIn).toBe(false);
    const own = await call(t, 'POST', `/api/event/checkin/${event.id}`, person, {
      participantId: participant.id,
    });
    expect(own.json<TCheckinResult>()).toMatchObject({
      checkedIn: true,
      participantId: participant.id,
    });

    const other = await call(t, 'POST', '/api/participant/save', trainer, {
      eventId: event.id,
      firstName: 'Kim',
      lastName: 'Ode',
      email: 'kim@outside.example',
    });
    const byTrainer = await call(t, 'POST', `/api/event/checkin/${event.id}`, trainer, {
      participantId: other.json<TParticipant>().id,
    });
    expect(byTrainer.json<TCheckinResult>().computedCheckedInCount).toBe(2);
    expect(
      (
        await call(t, 'POST', '/api/participant/save', stranger, {
          eventId: event.id,
          firstName: 'X',
          lastName: 'Y',
          email: 'x@y.example',
        })
      ).statusCode,
    ).toBe(403);
  });

  it("sends invites once with each participant's own check-in link", async () => {
    const event = await createEvent(t, admin, { eventTypeId: type.id, startDate: inDays(2) });
    const saved = await call(t, 'POST', '/api/participant/saveParticipants', admin, [
      { eventId: event.id, firstName: 'A', lastName: 'One', email: 'a.one@outside.example' },
      { eventId: event.id, firstName: 'B', lastName: 'Two', email: 'b.two@outside.example' },
    ]);
    const [first] = saved.json<TParticipant[]>();
    const sent = await call(t, 'POST', `/api/participant/sendInvites/${event.id}`, admin, {});
    expect(sent.json()).toEqual({ queued: 2, skipped: 0 });
    expect(
      (await call(t, 'POST', `/api/participant/sendInvites/${event.id}`, admin, {})).json(),
    ).toEqual({ queued: 0, skipped: 2 });
    const [message] = await messagesTo('a.one@outside.example');
    expect(message?.template_id).toBe('event-invite');
    expect(message?.body_text).toContain(`/ciById/${first?.id}`);
  });
});
