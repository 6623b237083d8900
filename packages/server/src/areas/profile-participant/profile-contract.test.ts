import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DescriberSurvey, ProfileParticipant } from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call, createPerson, type TestPerson } from './profile-test-support';

// The 360 calls as the API contract parses them: what may be left out, what falls back, and
// what is refused with the bad fields named.

const GUID = '00000000-0000-4000-8000-000000000000';

describe('the 360 calls through the contract', () => {
  let t: TestApp;
  let pat: TestPerson;
  let participant: ProfileParticipant;
  beforeAll(async () => {
    t = await createTestApp();
    pat = await createPerson(t, 'pat@contract.example');
    // The start call's body may be left out.
    const started = await call(t, 'POST', '/api/profileparticipant/start', pat.token);
    expect(started.statusCode).toBe(200);
    participant = started.json<ProfileParticipant>();
  });
  afterAll(() => t.close());

  const fieldsOf = (res: { json: () => { errors?: { field: string }[] } }) =>
    (res.json().errors ?? []).map((e) => e.field).sort();

  it('reads the survey in the language asked for, and in en-us for one it does not know', async () => {
    const url = `/api/profiledescriberfeedback/getActiveDescriberBySurveyCode/${participant.selfSurveyCode}`;
    const itemOf = async (query: string) => {
      const res = await call(t, 'GET', `${url}${query}`);
      expect(res.statusCode).toBe(200);
      return res.json<DescriberSurvey>().items[0]?.text;
    };
    const english = await itemOf('');
    expect(await itemOf('?locale=xx-yy')).toBe(english);
    expect(await itemOf('?locale=en-us')).toBe(english);
    expect(await itemOf('?locale=de')).not.toBe(english);
  });

  it('names the bad path parameters', async () => {
    const pair = await call(
      t,
      'DELETE',
      '/api/profiledescriberfeedback/removeDescriber/x/y',
      pat.token,
    );
    expect(pair.statusCode).toBe(400);
    expect(fieldsOf(pair)).toEqual(['a', 'b']);
    const report = await call(
      t,
      'GET',
      '/api/profilereport/getProfileReportData/..%2Fx',
      pat.token,
    );
    expect(report.statusCode).toBe(400);
    expect(fieldsOf(report)).toEqual(['id']);
    const version = await call(t, 'GET', '/api/feedbackformat/GetByVersion/name/abc', pat.token);
    expect(version.statusCode).toBe(400);
    expect(fieldsOf(version)).toEqual(['version']);
  });

  it('refuses a body over its limits or of the wrong shape', async () => {
    const many = Array.from({ length: 1001 }, () => GUID);
    const statuses = await call(
      t,
      'POST',
      '/api/profileparticipant/GetLatestStatusByUserAccountIds',
      pat.token,
      { userAccountIds: many },
    );
    expect(statuses.statusCode).toBe(400);
    expect(fieldsOf(statuses)).toEqual(['userAccountIds']);
    const batch = await call(t, 'POST', '/api/profiledescriberfeedback/upsertBatch', pat.token, {
      participantId: participant.id,
      invites: [],
    });
    expect(batch.statusCode).toBe(400);
  });
});
