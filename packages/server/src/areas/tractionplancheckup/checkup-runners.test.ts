import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckupStage, type TCheckup } from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { insertCrmAccount } from '../../../test/crm-accounts';
import { createCatalogItem, createEvent } from '../event/event-test-support';
import { call, createPerson, saveCheckup, type TestPerson } from './checkup-test-support';

let t: TestApp;
let admin: TestPerson;
let trainer: TestPerson;
let ourClientAdmin: TestPerson;
let otherClientAdmin: TestPerson;
let employee: TestPerson;
let accountId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createPerson(t, 'Admin', ['eventAdmin']);
  trainer = await createPerson(t, 'Trainer', ['trainer']);
  ourClientAdmin = await createPerson(t, 'OurClient', ['clientAdmin']);
  otherClientAdmin = await createPerson(t, 'OtherClient', ['clientAdmin']);
  employee = await createPerson(t, 'Employee', ['tfg']);
  accountId = await insertCrmAccount(t, 'Checkup Campus');
  await t.database.db
    .insertInto('crm_account_person')
    .values({
      crm_account_id: accountId,
      user_account_id: ourClientAdmin.userAccountId,
      role: 'admin',
    })
    .execute();
});
afterAll(() => t.close());

async function eventOfAccount() {
  const type = await createCatalogItem(t, admin, { name: 'Checkup kickoff' });
  return createEvent(t, admin, {
    eventTypeId: type.id,
    trainerEmail: trainer.email,
    crmAccountIds: [accountId],
    ianaLocationTimeZone: 'UTC',
  });
}

const byEvent = (by: TestPerson, eventId: string) =>
  call(t, 'GET', `/api/tractionplancheckup/GetByEventId/${eventId}`, by);

describe('who runs a checkup', () => {
  it("tells each reader whether they run it: the event's trainer and its account's client admin do, an employee reads only", async () => {
    const event = await eventOfAccount();
    for (const runner of [admin, trainer, ourClientAdmin]) {
      expect((await byEvent(runner, event.id)).json<TCheckup>().abilities.manage).toBe(true);
    }
    const read = await byEvent(employee, event.id);
    expect(read.statusCode).toBe(200);
    expect(read.json<TCheckup>().abilities).toEqual({ manage: false, delete: false });
    expect((await byEvent(otherClientAdmin, event.id)).statusCode).toBe(403);
  });

  it("lets the event's trainer and its account's client admin start and move it, and nobody else", async () => {
    const event = await eventOfAccount();
    const refused = await call(t, 'POST', '/api/tractionplancheckup/save', employee, {
      eventId: event.id,
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (
        await call(t, 'POST', '/api/tractionplancheckup/save', otherClientAdmin, {
          eventId: event.id,
        })
      ).statusCode,
    ).toBe(403);
    const started = await saveCheckup(t, trainer, { eventId: event.id });
    const id = started.id as string;
    const move = (by: TestPerson, stage: number) =>
      call(t, 'POST', `/api/tractionplancheckup/setStage/${id}/${stage}`, by);
    expect((await move(employee, CheckupStage.Notify)).statusCode).toBe(403);
    expect((await move(otherClientAdmin, CheckupStage.Notify)).statusCode).toBe(403);
    expect((await move(ourClientAdmin, CheckupStage.Notify)).json<TCheckup>().stage).toBe(
      CheckupStage.Notify,
    );
    expect((await move(trainer, CheckupStage.FinalNotification)).json<TCheckup>().stage).toBe(
      CheckupStage.FinalNotification,
    );
    // Deleting stays with event admins.
    const del = `/api/tractionplancheckup/DeleteAllByCheckupId/${id}`;
    expect((await call(t, 'DELETE', del, ourClientAdmin)).statusCode).toBe(403);
    expect((await call(t, 'DELETE', del, trainer)).statusCode).toBe(403);
  });
});
