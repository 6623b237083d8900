import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMovePreview, TMoveResult, TParticipant } from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { createCatalogItem, createEvent, inDays } from './event-test-support';

let t: TestApp;
let admin: TestPerson;
let trainer: TestPerson;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createPerson(t, 'Admin', ['eventAdmin']);
  trainer = await createPerson(t, 'Trainer', ['trainer']);
});
afterAll(() => t.close());

describe('moving participants', () => {
  it('shows what would move, then moves them with their check-in; strangers are refused', async () => {
    const type = await createCatalogItem(t, admin, { name: 'Session' });
    const from = await createEvent(t, admin, { eventTypeId: type.id, startDate: inDays(1) });
    const to = await createEvent(t, admin, {
      eventTypeId: type.id,
      startDate: inDays(8),
      maxStudents: 1,
    });
    const saved = await call(t, 'POST', '/api/participant/saveParticipants', admin, [
      { eventId: from.id, firstName: 'A', lastName: 'One', email: 'a@move.example' },
      { eventId: from.id, firstName: 'B', lastName: 'Two', email: 'b@move.example' },
      { eventId: to.id, firstName: 'B', lastName: 'Two', email: 'b@move.example' },
    ]);
    const [a, b] = saved.json<TParticipant[]>();
    await call(t, 'POST', `/api/event/checkin/${from.id}`, admin, { participantId: a?.id });
    const ids = [a?.id, b?.id];
    const check = await call(
      t,
      'POST',
      `/api/event/ValidateMoveParticipants/${from.id}/${to.id}`,
      admin,
      { participantIds: ids },
    );
    const plan = check.json<TMovePreview>();
    expect(plan.lines.map((l) => [l.willMove, l.carriesCheckin])).toEqual([
      [true, true],
      [false, false],
    ]);
    expect(plan.lines[1]?.reason).toBe(
      'This person is already registered for the event to move to.',
    );
    expect(plan.overCapacity).toBe(true);
    const moved = await call(t, 'POST', `/api/event/MoveParticipants/${to.id}`, admin, {
      fromEventId: from.id,
      participantIds: ids,
    });
    expect(moved.json<TMoveResult>().moved).toBe(1);
    const after = await call(t, 'GET', `/api/participant/GetById/${a?.id}`, admin);
    expect(after.json<TParticipant>()).toMatchObject({ eventId: to.id, checkedIn: true });
    const refused = await call(t, 'POST', `/api/event/MoveParticipants/${from.id}`, trainer, {
      fromEventId: to.id,
      participantIds: ids,
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (
        await call(t, 'POST', `/api/event/MoveParticipants/${from.id}`, admin, {
          participantIds: [],
        })
      ).statusCode,
    ).toBe(400);
  });
});
