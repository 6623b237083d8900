import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckupStage, type TCheckup } from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  call,
  createPerson,
  eventWith,
  partnerEmails,
  personWithPlan,
  saveCheckup,
  sentTo,
  type TestPerson,
} from './checkup-test-support';

let t: TestApp;
let admin: TestPerson;
let stranger: TestPerson;
let pat: TestPerson;
let sam: TestPerson;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createPerson(t, 'Admin', ['eventAdmin']);
  stranger = await createPerson(t, 'Stranger', ['trainer']);
  pat = await personWithPlan(t, 'Pat');
  sam = await personWithPlan(t, 'Sam');
});
afterAll(() => t.close());

const setStage = (by: TestPerson, id: string, stage: number) =>
  call(t, 'POST', `/api/tractionplancheckup/setStage/${id}/${stage}`, by);

describe('checkups', () => {
  it('answer the default empty checkup, then save with the spec defaults and the event participants', async () => {
    const event = await eventWith(t, admin, [pat]);
    const empty = await call(t, 'GET', `/api/tractionplancheckup/GetByEventId/${event.id}`, admin);
    expect(empty.json<TCheckup>()).toMatchObject({
      id: null,
      stage: 0,
      notificationDays: 7,
      lastChanceDays: 3,
      feedbackReminderFrequencyDays: 2,
      reportReminderDays: 2,
      previousFeedbackDays: 45,
      checkupType: 0,
      phase: 'initial',
      statusUpdate: { deliveryDayOfWeek: 1, frequencyDays: 7, lastSent: null },
    });
    const saved = await saveCheckup(t, admin, { eventId: event.id, isAnonymous: true });
    expect(saved).toMatchObject({ stage: 0, isAnonymous: true, isActive: true });
    expect(saved.participants.map((p) => p.email)).toEqual([pat.email]);
    const twice = await call(t, 'POST', '/api/tractionplancheckup/save', admin, {
      eventId: event.id,
    });
    expect(twice.statusCode).toBe(409);
    const bad = await call(t, 'POST', '/api/tractionplancheckup/save', admin, {
      eventId: event.id,
      notificationDays: 2,
      lastChanceDays: 5,
      statusUpdate: { deliveryDayOfWeek: 7 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('move step by step through the whole cycle, refuse other moves, and send each notice once', async () => {
    // Pat is on the first test's open checkup: nobody is on two open checkups of a type at once.
    const event = await eventWith(t, admin, [pat, sam]);
    const checkup = await saveCheckup(t, admin, { eventId: event.id, endDate: '2030-01-31' });
    const id = checkup.id as string;
    const skip = await setStage(admin, id, CheckupStage.Feedback);
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toMatchObject({
      code: 'errors.checkup.stageNotNext',
      message:
        'This checkup cannot move to that stage: its next step is “Send initial notification”.',
    });
    expect((await setStage(admin, id, 9)).statusCode).toBe(400);

    expect((await setStage(admin, id, CheckupStage.Notify)).json<TCheckup>().phase).toBe(
      'initial notification',
    );
    expect(await sentTo(t, id, 'checkup-initial-notice')).toEqual([sam.email]);
    expect((await setStage(admin, id, CheckupStage.Notify)).statusCode).toBe(409);
    await setStage(admin, id, CheckupStage.FinalNotification);
    expect(await sentTo(t, id, 'checkup-final-notice')).toEqual([sam.email]);

    const feedback = (await setStage(admin, id, CheckupStage.Feedback)).json<TCheckup>();
    expect(feedback.isAwaitingFeedback).toBe(true);
    const partners = partnerEmails('Sam').sort();
    expect(await sentTo(t, id, 'checkup-feedback-request')).toEqual(partners);
    const codes = await t.database.db
      .selectFrom('checkup_feedback_request')
      .select('survey_code')
      .where('checkup_id', '=', id)
      .execute();
    expect(new Set(codes.map((c) => c.survey_code)).size).toBe(3);
    for (const { survey_code } of codes) expect(survey_code).toMatch(/^[\w-]{43}$/);
    const body = await t.database.db
      .selectFrom('message')
      .select('body_text')
      .where('template_id', '=', 'checkup-feedback-request')
      .where('entity_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(body.body_text).toMatch(/\/feedback\/checkup\/[\w-]{43}/);
    expect(feedback.participants[0]?.requests[0]?.surveyCode).toBeNull();

    await setStage(admin, id, CheckupStage.FeedbackClosed);
    // Reopening feedback sends no request twice.
    expect((await setStage(admin, id, CheckupStage.Feedback)).statusCode).toBe(200);
    expect(await sentTo(t, id, 'checkup-feedback-request')).toHaveLength(3);
    await setStage(admin, id, CheckupStage.FeedbackClosed);
    const released = (await setStage(admin, id, CheckupStage.Reported)).json<TCheckup>();
    expect(released).toMatchObject({ isReported: true, phase: 'reported' });
    expect(released.reportedDate).not.toBeNull();
    const release = await t.database.db
      .selectFrom('message')
      .select('body_text')
      .where('template_id', '=', 'checkup-report-released')
      .where('entity_id', '=', id)
      .execute();
    expect(release).toHaveLength(1);
    expect(release[0]?.body_text).toMatch(/released to you on \d{2}-\d{2}-\d{4}/);
    // The e-mail opens the report's own address.
    const samOnCheckup = released.participants.find((p) => p.email === sam.email);
    expect(release[0]?.body_text).toContain(`/traction/checkup/${samOnCheckup?.id}`);
    expect((await setStage(admin, id, CheckupStage.FeedbackClosed)).statusCode).toBe(409);
    expect((await setStage(admin, id, CheckupStage.Completed)).json<TCheckup>().stage).toBe(6);
    const after = await setStage(admin, id, CheckupStage.Reported);
    expect(after.json().message).toBe('A completed checkup does not change its stage.');
  });

  it('refuse moves of an inactive checkup', async () => {
    const event = await eventWith(t, admin, []);
    const checkup = await saveCheckup(t, admin, { eventId: event.id });
    const off = await call(
      t,
      'POST',
      `/api/tractionplancheckup/setActive/${checkup.id}/false`,
      admin,
    );
    expect(off.json<TCheckup>().isActive).toBe(false);
    const refused = await setStage(admin, checkup.id as string, CheckupStage.Notify);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/not active/);
  });

  it('are reached only by the event staff: 401, 403, 404, 400', async () => {
    const event = await eventWith(t, admin, []);
    const checkup = await saveCheckup(t, admin, { eventId: event.id });
    const byEvent = `/api/tractionplancheckup/GetByEventId/${event.id}`;
    expect((await call(t, 'GET', byEvent)).statusCode).toBe(401);
    expect((await call(t, 'GET', byEvent, stranger)).statusCode).toBe(403);
    expect((await call(t, 'GET', byEvent, pat)).statusCode).toBe(403);
    expect((await setStage(stranger, checkup.id as string, 1)).statusCode).toBe(403);
    expect(
      (await call(t, 'POST', '/api/tractionplancheckup/save', stranger, { eventId: event.id }))
        .statusCode,
    ).toBe(403);
    const unknown = '6f1c1f7e-8e2a-4d55-9a57-6a3b3c0d9e11';
    expect((await setStage(admin, unknown, 1)).statusCode).toBe(404);
    expect(
      (await call(t, 'GET', `/api/tractionplancheckup/GetByEventId/${unknown}`, admin)).statusCode,
    ).toBe(404);
    expect(
      (await call(t, 'GET', '/api/tractionplancheckup/GetByEventId/nope', admin)).statusCode,
    ).toBe(400);
    const list = await call(t, 'POST', '/api/tractionplancheckup/GetByIds', stranger, [checkup.id]);
    expect(list.json()).toEqual([]);
    const del = `/api/tractionplancheckup/DeleteAllByCheckupId/${checkup.id}`;
    expect((await call(t, 'DELETE', del, stranger)).statusCode).toBe(403);
    expect((await call(t, 'DELETE', del, admin)).json()).toBe(true);
    expect((await call(t, 'GET', byEvent, admin)).json<TCheckup>().id).toBeNull();
  });

  it('parse every path, query and body by the endpoint in core: 400 for bad input', async () => {
    const event = await eventWith(t, admin, []);
    const id = (await saveCheckup(t, admin, { eventId: event.id })).id as string;
    const base = '/api/tractionplancheckup';
    const refused = [
      ['POST', `${base}/setActive/${id}/maybe`],
      ['GET', `${base}/IsPariticpantOnFeedback/${pat.userAccountId}/7`],
      ['GET', `${base}/IsPariticpantOnActiveCheckup/${pat.userAccountId}/some`],
      ['GET', `${base}/ProcessCheckups/everything`],
      ['GET', `${base}/GetParticipantsFeedback/${id}/yes`],
      ['GET', `${base}/getReportpdf/${id}?view=poster`],
      ['GET', `${base}/GetParticipantsFeedbackByAccountabilityPartnerEmail/not-an-address/all`],
      ['POST', `${base}/FindParticipantsNotOnActiveCheckup/${event.id}/5`],
    ] as const;
    for (const [method, path] of refused) {
      expect((await call(t, method, path, admin)).statusCode, path).toBe(400);
    }
    // No body asks about no checkups; a language the server does not know falls back.
    const bulk = await call(t, 'POST', `${base}/GetParticipantsFeedbackBulk/false`, admin);
    expect(bulk.json()).toEqual([]);
    const survey = await call(t, 'GET', `${base}/GetFeedbackByCode/unknown-code?locale=xx-yy`);
    expect(survey.statusCode).toBe(200);
    expect(survey.json()).toMatchObject({ available: false });
  });

  it('send reminders by hand only while feedback is open, and let managers cancel a request', async () => {
    const ann = await personWithPlan(t, 'Ann');
    const event = await eventWith(t, admin, [ann]);
    const checkup = await saveCheckup(t, admin, { eventId: event.id });
    const id = checkup.id as string;
    const remind = () =>
      call(t, 'GET', `/api/tractionplancheckup/SendFeedbackReminders/${id}`, admin);
    expect((await remind()).statusCode).toBe(409);
    const free = await call(
      t,
      'POST',
      `/api/tractionplancheckup/FindParticipantsNotOnActiveCheckup/${event.id}/0`,
      admin,
      {},
    );
    expect(free.json()).toMatchObject([{ email: ann.email }]);
    for (const stage of [1, 2, 3]) await setStage(admin, id, stage);
    // By hand, the reminder goes even on the day of the request; a second one waits a day.
    const reminded = (await remind()).json<{ sent: number }>();
    expect((await remind()).json()).toEqual({ sent: 0 });
    const read = await call(t, 'GET', `/api/tractionplancheckup/GetByEventId/${event.id}`, admin);
    const requests = read.json<TCheckup>().participants[0]?.requests ?? [];
    expect(requests.length).toBeGreaterThan(0);
    expect(reminded.sent).toBe(requests.length);
    const request = requests[0];
    const cancel = (status: string) =>
      call(
        t,
        'POST',
        `/api/tractionplancheckup/updateCheckupFeedbackStatus/${request?.id}`,
        admin,
        {
          status,
        },
      );
    expect((await cancel('answered')).statusCode).toBe(400);
    expect((await cancel('cancelled')).json()).toMatchObject({ status: 'cancelled' });
    const stranger2 = await call(
      t,
      'POST',
      `/api/tractionplancheckup/updateCheckupFeedbackStatus/${request?.id}`,
      stranger,
      { status: 'pending' },
    );
    expect(stranger2.statusCode).toBe(403);
    expect(
      (await call(t, 'GET', '/api/tractionplancheckup/ProcessCheckups/all', stranger)).statusCode,
    ).toBe(403);
    const run = await call(t, 'GET', `/api/tractionplancheckup/ProcessCheckups/${id}`, admin);
    expect(run.json()).toMatchObject({ checkups: 1, moves: [] });
    expect(
      (await call(t, 'GET', '/api/tractionplancheckup/SeedGlobalShortCodes', admin)).statusCode,
    ).toBe(403);
  });
});
