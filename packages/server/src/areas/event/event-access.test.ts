import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PagedResult,
  TCheckinEvent,
  TCheckinResult,
  TEvent,
  TEventCatalogItem,
  TImportResult,
  TParticipant,
} from '@portal/core';
import { connectSignedIn } from '../../../test/hub-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { insertCrmAccount } from '../../../test/crm-accounts';
import { createCatalogItem, createEvent, inDays } from './event-test-support';

let t: TestApp;
let admin: TestPerson;
let trainer: TestPerson;
let otherTrainer: TestPerson;
let clientAdmin: TestPerson;
let clientCoach: TestPerson;
let member: TestPerson;
let person: TestPerson;
let stranger: TestPerson;
let type: TEventCatalogItem;
let accountId: string;
let groupId: string;

async function insertAccountAndGroup() {
  const db = t.database.db;
  const account = { id: await insertCrmAccount(t, 'North Campus') };
  await db
    .insertInto('crm_account_person')
    .values([
      { crm_account_id: account.id, user_account_id: clientAdmin.userAccountId, role: 'admin' },
      { crm_account_id: account.id, user_account_id: clientCoach.userAccountId, role: 'trainer' },
    ])
    .execute();
  const group = await db
    .insertInto('user_group')
    .values({
      app_name: 'teams',
      name: 'Cohort A',
      is_hidden: false,
      is_visible_to_leaders: true,
      crm_status: 'No Contract',
      status: 'Active',
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_group_person')
    .values([
      {
        user_group_id: group.id,
        user_account_id: member.userAccountId,
        role: 'member',
        added_at: new Date(),
      },
      {
        user_group_id: group.id,
        user_account_id: person.userAccountId,
        role: 'member',
        added_at: new Date(),
      },
    ])
    .execute();
  return { accountId: account.id, groupId: group.id };
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await createPerson(t, 'Admin', ['eventAdmin']);
  trainer = await createPerson(t, 'Trainer', ['trainer']);
  otherTrainer = await createPerson(t, 'OtherTrainer', ['trainer']);
  clientAdmin = await createPerson(t, 'ClientAdmin', ['clientAdmin']);
  clientCoach = await createPerson(t, 'ClientCoach', ['clientCoach']);
  member = await createPerson(t, 'Member');
  person = await createPerson(t, 'Person');
  stranger = await createPerson(t, 'Stranger');
  type = await createCatalogItem(t, admin, { name: 'Workshop' });
  ({ accountId, groupId } = await insertAccountAndGroup());
});
afterAll(() => t.close());

describe('event access', () => {
  it("imports a group's members for the event's managers only", async () => {
    const event = await createEvent(t, admin, {
      eventTypeId: type.id,
      startDate: inDays(3),
      trainerEmail: trainer.email,
    });
    const path = `/api/participant/CreateParticipantsFromGroupMembers/${event.id}/${groupId}`;
    expect((await call(t, 'GET', path, otherTrainer)).statusCode).toBe(403);
    expect((await call(t, 'GET', path, person)).statusCode).toBe(403);
    expect((await call(t, 'GET', path)).statusCode).toBe(401);
    expect(
      (
        await call(
          t,
          'GET',
          `/api/participant/CreateParticipantsFromGroupMembers/${event.id}/x`,
          admin,
        )
      ).statusCode,
    ).toBe(400);
    const first = await call(t, 'GET', path, admin);
    expect(first.json<TImportResult>()).toEqual({
      added: 2,
      alreadyRegistered: 0,
      withoutEmail: 0,
    });
    const again = await call(t, 'GET', path, admin);
    expect(again.json<TImportResult>()).toMatchObject({ added: 0, alreadyRegistered: 2 });
  });

  it("shows client admins and coaches their accounts' events, and no others", async () => {
    const ours = await createEvent(t, admin, {
      eventTypeId: type.id,
      startDate: inDays(4),
      crmAccountIds: [accountId],
    });
    const theirs = await createEvent(t, admin, { eventTypeId: type.id, startDate: inDays(4) });
    for (const viewer of [clientAdmin, clientCoach]) {
      expect((await call(t, 'GET', `/api/event/${ours.id}`, viewer)).statusCode).toBe(200);
      expect((await call(t, 'GET', `/api/event/${theirs.id}`, viewer)).statusCode).toBe(403);
      const list = await call(t, 'GET', `/api/event?pageSize=200`, viewer);
      const ids = list.json<PagedResult<TEvent>>().data.map((e) => e.id);
      expect(ids).toContain(ours.id);
      expect(ids).not.toContain(theirs.id);
      const edit = await call(t, 'POST', '/api/event/save', viewer, {
        ...ours,
        description: 'Taken over',
      });
      expect(edit.statusCode).toBe(403);
    }
    expect((await call(t, 'GET', `/api/event/${ours.id}`, stranger)).statusCode).toBe(403);
  });

  it('shows a participant only their own registrations', async () => {
    const event = await createEvent(t, admin, { eventTypeId: type.id, startDate: inDays(5) });
    const save = (who: TestPerson, firstName: string) =>
      call(t, 'POST', '/api/participant/save', admin, {
        eventId: event.id,
        firstName,
        lastName: 'Lee',
        email: who.email,
        userAccountId: who.userAccountId,
      }).then((r) => r.json<TParticipant>());
    const mine = await save(person, 'Pat');
    const theirs = await save(member, 'Mo');
    expect((await call(t, 'GET', `/api/participant/GetById/${mine.id}`, person)).statusCode).toBe(
      200,
    );
    expect((await call(t, 'GET', `/api/participant/GetById/${theirs.id}`, person)).statusCode).toBe(
      404,
    );
    const list = await call(t, 'GET', `/api/participant?eventId=${event.id}`, person);
    expect(list.statusCode).toBe(403);
    const byIds = await call(t, 'POST', '/api/participant/getByIds', person, [mine.id, theirs.id]);
    expect(byIds.json<TParticipant[]>().map((p) => p.id)).toEqual([mine.id]);
    const byEvent = await call(t, 'POST', '/api/participant/getByEventIds', person, [event.id]);
    expect(byEvent.json<TParticipant[]>().map((p) => p.id)).toEqual([mine.id]);
    const others = await call(
      t,
      'GET',
      `/api/participant/GetByUserAccountId/${member.userAccountId}`,
      person,
    );
    expect(others.statusCode).toBe(403);
  });

  it('never reveals other participants through check-in by code, and pushes the count to the trainer', async () => {
    const event = await createEvent(t, admin, {
      eventTypeId: type.id,
      startDate: inDays(0),
      trainerEmail: trainer.email,
    });
    await call(t, 'POST', '/api/participant/save', admin, {
      eventId: event.id,
      firstName: 'Mo',
      lastName: 'Member',
      email: member.email,
      userAccountId: member.userAccountId,
    });
    const hub = await connectSignedIn(t.app, 'teams', trainer.token);
    const page = await call(
      t,
      'GET',
      `/api/event/GetCheckinEventByCode/${event.eventCode}`,
      stranger,
    );
    const body = page.json<TCheckinEvent>();
    expect(JSON.stringify(body)).not.toContain(member.email);
    expect(JSON.stringify(body)).not.toContain('Member');
    expect(body).toMatchObject({ isRegistered: false, isCheckedIn: false });
    expect(Object.keys(body)).not.toContain('participantCount');

    const result = await call(t, 'POST', `/api/event/checkin/${event.id}`, stranger, {
      eventCode: event.eventCode,
      attendant: { firstName: 'Sol', lastName: 'Walker' },
    });
    expect(result.json<TCheckinResult>()).toMatchObject({
      checkedIn: true,
      computedCheckedInCount: 1,
    });
    expect(JSON.stringify(result.json())).not.toContain(member.email);
    const frame = (await hub.nextFrame(5_000)) as Record<string, unknown>;
    expect(frame).toMatchObject({
      name: 'EventCheckedInCount',
      eventId: event.id,
      computedCheckedInCount: 1,
    });
    hub.socket.close();
    const probe = await call(t, 'GET', `/api/event/GetCheckinEventByCode/ACDEFGHJ`, stranger);
    expect(probe.json()).toBeNull();
  });
});
