import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TEventCatalogItem,
  TMakeupOption,
  TMakeupRequest,
  TParticipant,
  TSchedulingLink,
} from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { createCatalogItem, createEvent, inDays } from '../event/event-test-support';

let t: TestApp;
let admin: TestPerson;
let developer: TestPerson;
let trainer: TestPerson;
let person: TestPerson;
let noShow: TestPerson;
let stranger: TestPerson;
let type: TEventCatalogItem;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createPerson(t, 'Admin', ['eventAdmin']);
  developer = await createPerson(t, 'Developer', ['developer']);
  trainer = await createPerson(t, 'Trainer', ['trainer']);
  person = await createPerson(t, 'Person');
  noShow = await createPerson(t, 'NoShow');
  stranger = await createPerson(t, 'Stranger');
  type = await createCatalogItem(t, admin, { name: 'Module 1' });
});
afterAll(() => t.close());

async function register(eventId: string, who: TestPerson) {
  const res = await call(t, 'POST', '/api/participant/save', admin, {
    eventId,
    firstName: 'Pat',
    lastName: 'Lee',
    email: who.email,
    userAccountId: who.userAccountId,
  });
  return res.json<TParticipant>();
}

describe('make-up events', () => {
  it('books another event of the type, completes at its check-in, and stays private', async () => {
    const missed = await createEvent(t, admin, {
      eventTypeId: type.id,
      startDate: inDays(-2),
      trainerEmail: trainer.email,
    });
    const makeup = await createEvent(t, admin, { eventTypeId: type.id, startDate: inDays(5) });
    const otherType = await createCatalogItem(t, admin, { name: 'Module 2' });
    const elsewhere = await createEvent(t, admin, {
      eventTypeId: otherType.id,
      startDate: inDays(5),
    });
    const mine = await register(missed.id, person);

    const link = await call(t, 'GET', `/api/participant/GetSchedulingLink/${mine.id}`, person);
    expect(link.json<TSchedulingLink>()).toMatchObject({
      schedulingType: 'InternalMakeupEvent',
    });
    expect(link.json<TSchedulingLink>().url).toMatch(/\/myevents\?schedule=/);

    const options = await call(t, 'GET', `/api/participant/GetMakeupOptions/${mine.id}`, person);
    expect(options.json<TMakeupOption[]>().map((o) => o.eventId)).toEqual([makeup.id]);
    for (const path of ['GetMakeupOptions', 'GetSchedulingLink']) {
      const res = await call(t, 'GET', `/api/participant/${path}/${mine.id}`, stranger);
      expect(res.statusCode).toBe(404);
    }

    const wrong = await call(t, 'POST', `/api/participant/RequestMakeup/${mine.id}`, person, {
      makeupEventId: elsewhere.id,
    });
    expect(wrong.statusCode).toBe(422);
    const bad = await call(t, 'POST', `/api/participant/RequestMakeup/${mine.id}`, person, {
      makeupEventId: 'nope',
    });
    expect(bad.statusCode).toBe(400);
    const booked = await call(t, 'POST', `/api/participant/RequestMakeup/${mine.id}`, person, {
      makeupEventId: makeup.id,
    });
    expect(booked.json<TMakeupRequest>()).toMatchObject({
      status: 'pending',
      makeupEventId: makeup.id,
      eventId: missed.id,
    });
    const booking = booked.json<TMakeupRequest>().makeupParticipantId as string;
    expect(booking).toBeTruthy();
    const mail = await t.database.db
      .selectFrom('message')
      .select('id')
      .where('recipient', '=', person.email)
      .where('template_id', '=', 'event-makeup-booked')
      .execute();
    expect(mail).toHaveLength(1);

    expect((await call(t, 'GET', '/api/participant/GetMakeupRequests', person)).statusCode).toBe(
      403,
    );
    const forTrainer = await call(t, 'GET', '/api/participant/GetMakeupRequests', trainer);
    expect(forTrainer.json<TMakeupRequest[]>().map((r) => r.participantId)).toEqual([mine.id]);

    await call(t, 'POST', `/api/event/checkin/${makeup.id}`, admin, { participantId: booking });
    const after = await call(
      t,
      'GET',
      `/api/participant/GetMakeupRequests?eventId=${makeup.id}&status=complete`,
      admin,
    );
    expect(after.json<TMakeupRequest[]>()).toHaveLength(1);
    expect(after.json<TMakeupRequest[]>()[0]?.completedUTC).not.toBeNull();
    const cancel = await call(t, 'DELETE', `/api/participant/CancelMakeup/${mine.id}`, person);
    expect(cancel.statusCode).toBe(422);
  });

  it('offers no-shows their scheduling link once, and lets managers set the status', async () => {
    const missed = await createEvent(t, admin, {
      eventTypeId: type.id,
      startDate: inDays(-1),
      trainerEmail: trainer.email,
    });
    const absent = await register(missed.id, noShow);
    const sent = async () =>
      (await call(t, 'GET', '/api/event/ProcessMakeUpEvent', developer)).json<{ sent: number }>()
        .sent;
    expect(await sent()).toBeGreaterThanOrEqual(1);
    expect(await sent()).toBe(0);
    const offers = await t.database.db
      .selectFrom('message')
      .select('body_text')
      .where('recipient', '=', noShow.email)
      .where('template_id', '=', 'event-scheduling-link')
      .execute();
    expect(offers).toHaveLength(1);
    expect(offers[0]?.body_text).toContain(`/myevents?schedule=${absent.id}`);

    const status = `/api/participant/SetMakeupStatus/${absent.id}/complete`;
    expect((await call(t, 'POST', status, trainer)).statusCode).toBe(404);
    const [target] = (
      await call(t, 'GET', `/api/participant/GetMakeupOptions/${absent.id}`, noShow)
    ).json<TMakeupOption[]>();
    await call(t, 'POST', `/api/participant/RequestMakeup/${absent.id}`, noShow, {
      makeupEventId: target?.eventId,
    });
    expect((await call(t, 'POST', status, noShow)).statusCode).toBe(403);
    const done = await call(t, 'POST', status, trainer);
    expect(done.json<TMakeupRequest>().status).toBe('complete');
  });
});
