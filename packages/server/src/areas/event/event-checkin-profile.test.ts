import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileParticipant, TCheckinResult } from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { answerAll } from '../profile-participant/profile-test-support';
import { createCatalogItem, createEvent } from './event-test-support';

let t: TestApp;
let admin: TestPerson;
let person: TestPerson;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  admin = await createPerson(t, 'Admin', ['eventAdmin']);
  person = await createPerson(t, 'Person', ['profileV2']);
  // The brand's default configuration requires a check-in before reports release.
  await t.database.db
    .updateTable('profile_config')
    .set({ require_check_in: true, min_describers: 3 })
    .where('app_name', '=', 'teams')
    .execute();
});
afterAll(() => t.close());

const checkedInState = () =>
  t.database.db
    .selectFrom('profile_participant')
    .select('checked_in')
    .where('user_account_id', '=', person.userAccountId)
    .executeTakeFirstOrThrow()
    .then((r) => r.checked_in);

/** A 360 with self and three peers answered, and its report (held back for the check-in). */
async function heldBackReport(): Promise<{ id: string }> {
  const participant = (
    await call(t, 'POST', '/api/profileparticipant/start', person, {})
  ).json<ProfileParticipant>();
  await answerAll(t, participant.selfSurveyCode!, 4, 'teams');
  await call(t, 'POST', '/api/profiledescriberfeedback/upsertBatch', person, {
    participantId: participant.id,
    invites: [1, 2, 3].map((i) => ({
      firstName: `Peer${i}`,
      email: `peer${i}@checkin.example`,
      describerRelationship: 'peer',
    })),
  });
  const codes = await t.database.db
    .selectFrom('profile_describer')
    .select('survey_code')
    .where('participant_id', '=', participant.id)
    .where('relationship', '=', 'peer')
    .execute();
  for (const { survey_code } of codes) await answerAll(t, survey_code, 3, 'teams');
  const created = await call(t, 'POST', '/api/profilereport/createReport', person, {
    profileParticipantId: participant.id,
  });
  expect(created.statusCode).toBe(200);
  const report = created.json<{ id: string; isReleased: boolean }>();
  expect(report.isReleased).toBe(false);
  return report;
}

const isReleased = (id: string) =>
  t.database.db
    .selectFrom('profile_report')
    .select('is_released')
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
    .then((r) => r.is_released);

describe('check-in at an event that includes the 360', () => {
  it('sets the 360 checked in and releases its held report only at an event with the 360', async () => {
    const report = await heldBackReport();
    const type = await createCatalogItem(t, admin, { name: 'Plain workshop' });
    const event = await createEvent(t, admin, { eventTypeId: type.id });
    const res = await call(t, 'POST', `/api/event/checkin/${event.id}`, person, {
      eventCode: event.eventCode,
      attendant: { firstName: 'Pat', lastName: 'Lee' },
    });
    expect(res.json<TCheckinResult>().checkedIn).toBe(true);
    expect(await checkedInState()).toBe(false);
    expect(await isReleased(report.id)).toBe(false);

    const withProfile = await createCatalogItem(t, admin, {
      name: '360 kickoff',
      includeProfile: true,
    });
    const kickoff = await createEvent(t, admin, {
      eventTypeId: withProfile.id,
      includeProfile: true,
    });
    const checkin = await call(t, 'POST', `/api/event/checkin/${kickoff.id}`, person, {
      eventCode: kickoff.eventCode,
      attendant: { firstName: 'Pat', lastName: 'Lee' },
    });
    expect(checkin.json<TCheckinResult>().checkedIn).toBe(true);
    expect(await checkedInState()).toBe(true);
    expect(await isReleased(report.id)).toBe(true);
  });
});
