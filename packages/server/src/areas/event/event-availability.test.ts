import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrainerAvailabilityRow } from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { createCatalogItem, createEvent } from './event-test-support';

let t: TestApp;
let admin: TestPerson;
let ana: TestPerson;
let ben: TestPerson;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createPerson(t, 'Admin', ['eventAdmin']);
  ana = await createPerson(t, 'Ana', ['trainer']);
  ben = await createPerson(t, 'Ben', ['trainer']);
});
afterAll(() => t.close());

describe('trainer availability', () => {
  it('lists free trainers from their blackouts and bookings; trainers edit only their own rows', async () => {
    const rows = {
      blackouts: [{ index: 0, blackoutStart: '2026-12-01', blackoutEnd: '2026-12-03' }],
      bilingual: true,
    };
    expect(
      (await call(t, 'POST', `/api/event/SaveEmployeeInfo/${ana.userAccountId}`, ana, rows))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(t, 'POST', `/api/event/SaveEmployeeInfo/${ana.userAccountId}`, ben, rows))
        .statusCode,
    ).toBe(403);
    await call(t, 'POST', `/api/event/SaveEmployeeInfo/${ben.userAccountId}`, ben, {});
    const type = await createCatalogItem(t, admin, { name: 'Day' });
    await createEvent(t, admin, {
      eventTypeId: type.id,
      trainerEmail: ben.email,
      startDate: '2026-12-10T15:00:00Z',
    });
    const free = async (query: string) =>
      (await call(t, 'GET', `/api/event/GetTrainerAvailability?${query}`, admin))
        .json<TrainerAvailabilityRow[]>()
        .map((r) => r.trainer.userAccountId);
    expect(await free('startDate=2026-12-02')).toEqual([ben.userAccountId]);
    expect(await free('startDate=2026-12-10')).toEqual([ana.userAccountId]);
    expect(await free('startDate=2026-12-10&bilingual=true&showBooked=true')).toEqual([
      ana.userAccountId,
    ]);
    const stats = await call(
      t,
      'GET',
      `/api/event/GetUserAccountEmployeeInfoBlackoutStats/${ana.userAccountId}/2026`,
      ana,
    );
    expect(stats.json()).toMatchObject({ blackoutCount: 1, blackoutDays: 3 });
    expect((await call(t, 'GET', '/api/event/GetTrainerAvailability', ana)).statusCode).toBe(403);
  });

  it("answers a trainer their own rows to edit, never another trainer's", async () => {
    const own = `/api/event/GetEmployeeInfo/${ana.userAccountId}`;
    expect((await call(t, 'GET', own, ana)).json()).toMatchObject({
      userAccountId: ana.userAccountId,
      bilingual: true,
      blackouts: [{ index: 0, blackoutStart: '2026-12-01', blackoutEnd: '2026-12-03' }],
    });
    expect((await call(t, 'GET', own, admin)).statusCode).toBe(200);
    expect((await call(t, 'GET', own, ben)).statusCode).toBe(403);
    const fresh = await createPerson(t, 'Cleo', ['trainer']);
    const none = await call(t, 'GET', `/api/event/GetEmployeeInfo/${fresh.userAccountId}`, fresh);
    expect(none.statusCode).toBe(200);
    expect(none.body).toBe('null');
    expect((await call(t, 'GET', '/api/event/GetEmployeeInfo/nope', ana)).statusCode).toBe(400);
  });
});
