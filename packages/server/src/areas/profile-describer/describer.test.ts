import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Describer, DescriberSurvey, ProfileParticipant } from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import {
  answerAll,
  call,
  createPerson,
  type TestPerson,
} from '../profile-participant/profile-test-support';
import { SELF_FIRST } from './describer.service';

const base = '/api/profiledescriberfeedback';

describe.each(testEngines())('describer survey on %s', (engine) => {
  let t: TestApp;
  let pat: TestPerson;
  let other: TestPerson;
  let participant: ProfileParticipant;
  let invited: Describer[];
  beforeAll(async () => {
    t = await createTestApp({ engine });
    pat = await createPerson(t, 'pat@survey.example');
    other = await createPerson(t, 'other@survey.example');
    participant = (await call(t, 'POST', '/api/profileparticipant/start', pat.token, {})).json();
  });
  afterAll(() => t.close());

  it('starts a participant with a pending self-description', async () => {
    expect(participant).toMatchObject({
      isActive: true,
      hasPendingSelfDescription: true,
      isSelfComplete: false,
    });
    expect(participant.selfSurveyCode).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = (
      await call(t, 'POST', '/api/profileparticipant/start', pat.token, {})
    ).json<ProfileParticipant>();
    expect(again.id).toBe(participant.id);
  });

  it('refuses describers before the self-description', async () => {
    const res = await call(t, 'POST', `${base}/upsertBatch`, pat.token, {
      participantId: participant.id,
      invites: [{ firstName: 'Ann', email: 'ann@survey.example', describerRelationship: 'peer' }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(SELF_FIRST);
  });

  it('saves progress, resumes it from the link, and requires every item', async () => {
    const code = participant.selfSurveyCode!;
    const survey = (
      await call(t, 'GET', `${base}/getActiveDescriberBySurveyCode/${code}`)
    ).json<DescriberSurvey>();
    expect(survey).toMatchObject({ state: 'open', isSelf: true, itemCount: 36, answeredCount: 0 });
    // The participant rates themself in their own voice (the describers' items say "they").
    expect(survey.items[0]?.text).toBe(
      'You let people finish what they are saying before you respond.',
    );
    expect(survey.items.every((item) => item.text.startsWith('You '))).toBe(true);
    const first = survey.items[0]!.code;
    const saved = await call(t, 'POST', `${base}/upsertBatch`, undefined, {
      surveyCode: code,
      answers: [{ itemCode: first, value: 4 }],
    });
    expect(saved.json()).toEqual({ answeredCount: 1, itemCount: 36 });
    const resumed = (
      await call(t, 'GET', `${base}/getActiveDescriberBySurveyCode/${code}`)
    ).json<DescriberSurvey>();
    expect(resumed.answers).toEqual([{ itemCode: first, value: 4 }]);
    const partial = await call(t, 'POST', `${base}/submitDescriberFeedback/${code}`, undefined, {
      answers: [],
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().errors).toHaveLength(35);
    const bad = await call(t, 'POST', `${base}/upsertBatch`, undefined, {
      surveyCode: code,
      answers: [{ itemCode: first, value: 6 }],
    });
    expect(bad.statusCode).toBe(400);
    expect((await answerAll(t, code, 4)).statusCode).toBe(200);
    const done = (
      await call(t, 'GET', `${base}/getActiveDescriberBySurveyCode/${code}`)
    ).json<DescriberSurvey>();
    expect(done).toMatchObject({ state: 'completed', items: [], answers: [] });
    expect((await answerAll(t, code, 4)).statusCode).toBe(409);
  });

  it('invites describers by e-mail through the invitation template', async () => {
    const res = await call(t, 'POST', `${base}/upsertBatch`, pat.token, {
      participantId: participant.id,
      invites: [
        { firstName: 'Ann', email: 'ann@survey.example', describerRelationship: 'peer' },
        { firstName: 'Ben', email: 'other@survey.example', describerRelationship: 'manager' },
      ],
    });
    expect(res.statusCode).toBe(200);
    invited = res.json<Describer[]>();
    expect(invited.map((d) => d.describerRelationship)).toEqual(['peer', 'manager']);
    expect(JSON.stringify(invited)).not.toContain('surveyCode');
    const mail = await t.database.db
      .selectFrom('message')
      .select(['recipient', 'subject', 'body_text'])
      .where('recipient', '=', 'ann@survey.example')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toContain('asks you to describe them for a 360 profile');
    expect(mail.body_text).toMatch(/\/feedback\/describer\/[A-Za-z0-9_-]{43}/);
    expect(mail.body_text).toMatch(/declineId=/);
  });

  it('lists a describer request for the invited person only', async () => {
    const own = await call(
      t,
      'GET',
      `${base}/getDescriberRequests/${other.accountId}`,
      other.token,
    );
    expect(own.json()).toMatchObject([{ relationship: 'manager', participantFirstName: 'pat' }]);
    expect(
      (await call(t, 'GET', `${base}/getDescriberRequests/${other.accountId}`, pat.token))
        .statusCode,
    ).toBe(403);
  });

  it('keeps the participant from reading a describer, and strangers from the participant', async () => {
    const ann = invited[0]!;
    expect(
      (await call(t, 'GET', `${base}/getDescriberFeedback/${participant.id}/${ann.id}`, pat.token))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(t, 'GET', `${base}/getDescribersByParticipantId/${participant.id}`, other.token))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(t, 'GET', `${base}/getDescribersByParticipantId/${participant.id}`)).statusCode,
    ).toBe(401);
    expect(
      (await call(t, 'GET', `${base}/getDescribersByParticipantId/not-a-guid`, pat.token))
        .statusCode,
    ).toBe(400);
  });

  it('declines by the key of the link only, then shows the survey unavailable', async () => {
    const row = await t.database.db
      .selectFrom('profile_describer')
      .select(['id', 'decline_key', 'survey_code'])
      .where('email', '=', 'ann@survey.example')
      .executeTakeFirstOrThrow();
    const open = (
      await call(t, 'GET', `${base}/getActiveDescriberBySurveyCode/${row.survey_code}`)
    ).json<DescriberSurvey>();
    expect(open.items[0]?.text).toBe('Lets people finish what they are saying before responding.');
    const wrong = 'x'.repeat(43);
    expect((await call(t, 'GET', `${base}/Decline/${row.id}/${wrong}`)).statusCode).toBe(404);
    expect((await call(t, 'GET', `${base}/Decline/${row.id}/${row.decline_key}`)).json()).toEqual({
      declined: true,
    });
    const survey = (
      await call(t, 'GET', `${base}/getActiveDescriberBySurveyCode/${row.survey_code}`)
    ).json<DescriberSurvey>();
    expect(survey.state).toBe('declined');
    const back = await call(
      t,
      'GET',
      `${base}/reactivateDescriber/${participant.id}/${row.id}`,
      pat.token,
    );
    expect(back.json()).toMatchObject({ isDeclined: false, isActive: true });
  });

  it('answers 404 for a survey code nobody was given', async () => {
    expect(
      (await call(t, 'GET', `${base}/getActiveDescriberBySurveyCode/${'A'.repeat(43)}`)).statusCode,
    ).toBe(404);
    expect((await call(t, 'GET', `${base}/getActiveDescriberBySurveyCode/short`)).statusCode).toBe(
      400,
    );
  });

  it('suggests earlier describers and removes an unfinished one', async () => {
    const suggestions = (
      await call(t, 'GET', `${base}/GetPotentialDescriberContactInfo/${pat.accountId}`, pat.token)
    ).json();
    expect(suggestions.map((s: { email: string }) => s.email).sort()).toEqual([
      'ann@survey.example',
      'other@survey.example',
    ]);
    const ben = invited[1]!;
    const removed = await call(
      t,
      'DELETE',
      `${base}/removeDescriber/${participant.id}/${ben.id}`,
      pat.token,
    );
    expect(removed.json()).toEqual({ removed: true, deactivated: false });
  });

  it('reports the participant status in the shared shape', async () => {
    const status = (
      await call(
        t,
        'GET',
        `/api/profileparticipant/GetLatestStatusByUserAccountId/${pat.accountId}`,
        pat.token,
      )
    ).json();
    expect(status).toMatchObject({
      participantId: participant.id,
      isSelfComplete: true,
      hasPendingSelfDescription: false,
      describerCount: 1,
    });
    expect(
      (
        await call(
          t,
          'GET',
          `/api/profileparticipant/GetLatestStatusByUserAccountId/${pat.accountId}`,
          other.token,
        )
      ).statusCode,
    ).toBe(403);
  });
});
