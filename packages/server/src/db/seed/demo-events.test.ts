import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagedResult, TCheckup, TEvent, TParticipantWithEvent } from '@portal/core';
import { apiHeaders, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

async function demoPerson(email: string, claims: string[]) {
  const row = await t.database.db
    .selectFrom('identity_user as u')
    .innerJoin('user_account as a', 'a.user_id', 'u.id')
    .select(['u.id', 'a.id as account_id'])
    .where('u.email', '=', email)
    .where('a.app_name', '=', 'teams')
    .executeTakeFirstOrThrow();
  const token = tokenFor(t.app, { brand: 'teams', userId: row.id, email, claims });
  return { token, userAccountId: row.account_id };
}

describe('demo events', () => {
  it('register the demo participant and let the demo coach train them', async () => {
    const pat = await demoPerson('participant@demo.example', ['participant']);
    const mine = await t.app.inject({
      url: `/api/participant/GetByUserAccountId/${pat.userAccountId}`,
      headers: apiHeaders('teams', pat.token),
    });
    const registrations = mine.json<TParticipantWithEvent[]>();
    expect(registrations).toHaveLength(3);
    expect(registrations.filter((r) => r.checkedIn)).toHaveLength(1);
    const upcoming = await t.app.inject({
      url: `/api/event/GetUpcomingEventsByUserAccountIdAndType/${pat.userAccountId}/all/30`,
      headers: apiHeaders('teams', pat.token),
    });
    expect(upcoming.json<unknown[]>().length).toBeGreaterThanOrEqual(2);

    const coach = await demoPerson('coach@demo.example', ['trainer']);
    const trained = await t.app.inject({
      url: '/api/event?mine=true&includeArchived=true',
      headers: apiHeaders('teams', coach.token),
    });
    expect(trained.json<PagedResult<TEvent>>().count).toBe(4);
  });

  it('let the demo coach run a checkup of the past kickoff, with the demo participant on it', async () => {
    const coach = await demoPerson('coach@demo.example', ['trainer', 'profileViewer']);
    const listed = await t.app.inject({
      url: '/api/event?mine=true&includeArchived=true&pageSize=50',
      headers: apiHeaders('teams', coach.token),
    });
    const past = listed
      .json<PagedResult<TEvent>>()
      .data.find((e) => e.description === 'Spring leadership kickoff');
    expect(past).toBeDefined();
    const read = await t.app.inject({
      url: `/api/tractionplancheckup/GetByEventId/${past?.id}`,
      headers: apiHeaders('teams', coach.token),
    });
    expect(read.json<TCheckup>()).toMatchObject({ id: null, abilities: { manage: true } });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/tractionplancheckup/save',
      headers: apiHeaders('teams', coach.token),
      payload: { eventId: past?.id },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<TCheckup>().participants.map((p) => p.email)).toEqual([
      'participant@demo.example',
    ]);
  });
});
