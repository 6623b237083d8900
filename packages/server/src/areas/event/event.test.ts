import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagedResult, TEvent, TEventCatalogItem } from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { createCatalogItem, createEvent, inDays } from './event-test-support';

let t: TestApp;
let admin: TestPerson;
let trainer: TestPerson;
let otherTrainer: TestPerson;
let person: TestPerson;
let type: TEventCatalogItem;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createPerson(t, 'Admin', ['eventAdmin']);
  trainer = await createPerson(t, 'Trainer', ['trainer']);
  otherTrainer = await createPerson(t, 'Other', ['trainer']);
  person = await createPerson(t, 'Person');
  type = await createCatalogItem(t, admin, { name: 'Kickoff', totalHours: 6, numberOfDays: 1 });
});
afterAll(() => t.close());

describe('event catalog', () => {
  it('keeps every field of the spec, read by anyone signed in, changed by event admins only', async () => {
    const item = await createCatalogItem(t, admin, {
      name: 'Coaching',
      family: 'CKH1',
      eventFormat: [1, 2],
      useStrictCheckinRules: true,
      canSelfRegister: true,
      checkupType: 1,
      roles: ['Participant'],
    });
    const read = await call(t, 'GET', `/api/eventcatalog/${item.id}`, person);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      name: 'Coaching',
      family: 'CKH1',
      eventFormat: [1, 2],
      useStrictCheckinRules: true,
      canSelfRegister: true,
      checkupType: 1,
      roles: ['Participant'],
      disableCheckin: false,
      appName: 'teams',
    });
    expect(
      (await call(t, 'POST', '/api/eventcatalog/upsert', trainer, { name: 'X' })).statusCode,
    ).toBe(403);
    expect((await call(t, 'GET', `/api/eventcatalog/${item.id}`)).statusCode).toBe(401);
    expect(
      (await call(t, 'POST', '/api/eventcatalog/upsert', admin, { name: '' })).statusCode,
    ).toBe(400);
    const otherBrand = await call(
      t,
      'GET',
      `/api/eventcatalog/${item.id}`,
      person,
      undefined,
      'schools',
    );
    expect(otherBrand.statusCode).toBe(401);
  });
});

describe('events', () => {
  it('take the spec defaults and a check-in code', async () => {
    const event = await createEvent(t, admin, { eventTypeId: type.id });
    expect(event).toMatchObject({
      status: 'Manual Scheduled',
      maxStudents: 40,
      attendenceStatus: 'none',
      attendenceCount: 0,
      participantCount: 0,
      computedCheckedInCount: 0,
      archived: false,
      eventType: { id: type.id, name: 'Kickoff' },
    });
    expect(event.eventCode).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{8}$/);
    expect(event.checkinPath).toBe(`/ci/${event.eventCode}`);
  });

  it('lets trainers manage their own events only, and participants read only their own', async () => {
    const own = await createEvent(t, trainer, {
      eventTypeId: type.id,
      trainerEmail: trainer.email,
      description: 'Mine',
    });
    const refused = await call(t, 'POST', '/api/event/save', trainer, {
      eventTypeId: type.id,
      trainerEmail: otherTrainer.email,
    });
    expect(refused.statusCode).toBe(403);
    expect((await call(t, 'GET', `/api/event/${own.id}`, otherTrainer)).statusCode).toBe(403);
    expect((await call(t, 'GET', `/api/event/archive/${own.id}`, otherTrainer)).statusCode).toBe(
      403,
    );
    expect((await call(t, 'GET', `/api/event/${own.id}`, person)).statusCode).toBe(403);
    const takeOver = await call(t, 'POST', '/api/event/save', otherTrainer, {
      id: own.id,
      eventTypeId: type.id,
      trainerEmail: otherTrainer.email,
    });
    expect(takeOver.statusCode).toBe(403);
    const list = await call(t, 'GET', '/api/event?mine=true', trainer);
    expect(list.json<PagedResult<TEvent>>().data.map((e) => e.id)).toEqual([own.id]);
    const othersList = await call(t, 'GET', '/api/event', otherTrainer);
    expect(othersList.json<PagedResult<TEvent>>().count).toBe(0);
  });

  it('saves over the version it was loaded at (409 when stale) and answers null for an unknown type', async () => {
    const event = await createEvent(t, admin, { eventTypeId: type.id });
    const saved = await call(t, 'POST', '/api/event/save', admin, { ...event, location: 'Room 1' });
    expect(saved.json<TEvent>().version).toBe(2);
    const stale = await call(t, 'POST', '/api/event/save', admin, { ...event, location: 'Room 2' });
    expect(stale.statusCode).toBe(409);
    const unknown = await call(t, 'POST', '/api/event/save', admin, {
      eventTypeId: '6f1c1f7e-8e2a-4d55-9a57-6a3b3c0d9e11',
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe('null');
    const badZone = await call(t, 'POST', '/api/event/save', admin, {
      eventTypeId: type.id,
      ianaLocationTimeZone: 'CST',
    });
    expect(badZone.statusCode).toBe(400);
  });

  it('replaces the check-in code with one from generateEventCode, and refuses a taken or malformed one', async () => {
    const event = await createEvent(t, admin, { eventTypeId: type.id });
    const other = await createEvent(t, admin, { eventTypeId: type.id });
    const drawn = await call(t, 'GET', '/api/event/generateEventCode', admin);
    const { eventCode } = drawn.json<{ eventCode: string }>();
    expect(eventCode).not.toBe(event.eventCode);
    const dashed = `${eventCode.slice(0, 4)}-${eventCode.slice(4).toLowerCase()}`;
    const saved = await call(t, 'POST', '/api/event/save', admin, { ...event, eventCode: dashed });
    expect(saved.json<TEvent>()).toMatchObject({ eventCode, checkinPath: `/ci/${eventCode}` });
    const oldCode = await call(t, 'GET', `/api/event/ValidateEventCode/${event.eventCode}`, person);
    expect(oldCode.json()).toMatchObject({ valid: false });
    const taken = await call(t, 'POST', '/api/event/save', admin, {
      ...other,
      eventCode,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: expect.stringMatching(/check-in code/) });
    const malformed = await call(t, 'POST', '/api/event/save', admin, {
      ...other,
      eventCode: 'ABC',
    });
    expect(malformed.statusCode).toBe(400);
    const unchanged = await call(t, 'POST', '/api/event/save', admin, other);
    expect(unchanged.json<TEvent>().eventCode).toBe(other.eventCode);
  });

  it('certifies and reconciles the attendance count, archives and deletes', async () => {
    const event = await createEvent(t, trainer, {
      eventTypeId: type.id,
      trainerEmail: trainer.email,
    });
    const certified = await call(
      t,
      'POST',
      `/api/event/updatecount/${event.id}?count=12&status=certified`,
      trainer,
    );
    expect(certified.json()).toMatchObject({ attendenceCount: 12, attendenceStatus: 'certified' });
    const byTrainer = await call(
      t,
      'POST',
      `/api/event/updatecount/${event.id}?count=12&status=reconciled`,
      trainer,
    );
    expect(byTrainer.statusCode).toBe(403);
    const reconciled = await call(
      t,
      'POST',
      `/api/event/updatecount/${event.id}?count=11&status=reconciled`,
      admin,
    );
    expect(reconciled.json()).toMatchObject({
      attendenceCount: 11,
      attendenceStatus: 'reconciled',
    });
    const locked = await call(
      t,
      'POST',
      `/api/event/updatecount/${event.id}?count=9&status=reconciled`,
      admin,
    );
    expect(locked.statusCode).toBe(422);
    expect((await call(t, 'GET', `/api/event/archive/${event.id}`, trainer)).json()).toBe(true);
    expect((await call(t, 'DELETE', `/api/event/${event.id}`, admin)).json()).toBe(true);
    expect((await call(t, 'DELETE', `/api/event/${event.id}`, admin)).json()).toBe(false);
  });

  it('offers self-register events of the next 30 days to everyone, and registers the caller', async () => {
    const open = await createCatalogItem(t, admin, { name: 'Open day', canSelfRegister: true });
    const soon = await createEvent(t, admin, { eventTypeId: open.id, startDate: inDays(5) });
    const later = await createEvent(t, admin, { eventTypeId: open.id, startDate: inDays(45) });
    const list = await call(t, 'POST', '/api/event/GetSelfRegisterEvents/30', person, {});
    const ids = list.json<TEvent[]>().map((e) => e.id);
    expect(ids).toContain(soon.id);
    expect(ids).not.toContain(later.id);
    const registered = await call(t, 'GET', `/api/event/SelfRegister/${soon.id}/true`, person);
    expect(registered.json()).toMatchObject({ registered: true });
    const again = await call(t, 'GET', `/api/event/SelfRegister/${soon.id}/true`, person);
    expect(again.json().participantId).toBe(registered.json().participantId);
    const closed = await call(
      t,
      'GET',
      `/api/event/SelfRegister/${(await createEvent(t, admin, { eventTypeId: type.id, startDate: inDays(3) })).id}/true`,
      person,
    );
    expect(closed.statusCode).toBe(422);
    const mine = await call(t, 'GET', `/api/event/${soon.id}`, person);
    expect(mine.json<TEvent>().abilities).toEqual({
      edit: false,
      checkInOthers: false,
      registered: true,
    });
  });
});
