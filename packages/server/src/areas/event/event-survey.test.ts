import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TCheckinResult,
  TEventSurvey,
  TEventSurveyResults,
  TEventSurveySubmit,
} from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { createCatalogItem, createEvent, inDays } from './event-test-support';

let t: TestApp;
let admin: TestPerson;
let trainer: TestPerson;
let person: TestPerson;
let absent: TestPerson;
let stranger: TestPerson;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createPerson(t, 'Admin', ['eventAdmin']);
  trainer = await createPerson(t, 'Trainer', ['trainer']);
  person = await createPerson(t, 'Person');
  absent = await createPerson(t, 'Absent');
  stranger = await createPerson(t, 'Stranger');
});
afterAll(() => t.close());

const answers = (rating: number, comment?: string): TEventSurveySubmit => ({
  ratings: { worthTime: rating, relevant: rating, trainer: 5, apply: rating, recommend: rating },
  ...(comment ? { comment } : {}),
});

describe('post-event survey', () => {
  it('takes one answer per attendee, in-room answers from the trainer, and shows results to managers', async () => {
    const type = await createCatalogItem(t, admin, {
      name: 'Seminar',
      surveyExpirationDays: 7,
    });
    const event = await createEvent(t, admin, {
      eventTypeId: type.id,
      startDate: inDays(-0.2),
      trainerEmail: trainer.email,
      trainer: 'Tia Trainer',
    });
    const checkin = await call(t, 'POST', `/api/event/checkin/${event.id}`, person, {
      eventCode: event.eventCode,
      attendant: { firstName: 'Pat', lastName: 'Lee' },
    });
    expect(checkin.json<TCheckinResult>().checkedIn).toBe(true);
    await call(t, 'POST', '/api/participant/save', admin, {
      eventId: event.id,
      firstName: 'Abe',
      lastName: 'Sent',
      email: absent.email,
      userAccountId: absent.userAccountId,
    });
    const url = `/api/event/SubmitSurvey/${event.id}`;

    const page = await call(t, 'GET', `/api/event/GetSurvey/${event.id}`, person);
    expect(page.json<TEventSurvey>()).toMatchObject({
      respondent: 'participant',
      canAnswer: true,
      isOpen: true,
      allowAnonymous: false,
      canSeeResults: false,
    });
    expect((await call(t, 'POST', url, person, answers(6))).statusCode).toBe(400);
    expect(
      (await call(t, 'POST', url, person, { ...answers(4), anonymous: true })).statusCode,
    ).toBe(400);
    expect((await call(t, 'POST', url, person, answers(4, 'Very useful'))).statusCode).toBe(200);
    expect((await call(t, 'POST', url, person, answers(4))).statusCode).toBe(409);
    expect((await call(t, 'POST', url, absent, answers(3))).statusCode).toBe(422);
    expect((await call(t, 'POST', url, stranger, answers(3))).statusCode).toBe(403);
    expect((await call(t, 'POST', url, undefined, answers(3))).statusCode).toBe(401);
    const room = await call(t, 'POST', url, trainer, answers(2, 'Too long'));
    expect(room.json()).toMatchObject({ respondent: 'room', anonymous: true });

    const results = await call(t, 'GET', `/api/event/GetSurveyResults/${event.id}`, trainer);
    const body = results.json<TEventSurveyResults>();
    expect(body).toMatchObject({ responseCount: 2, respondentCount: 1, participantCount: 2 });
    expect(body.questions.find((q) => q.id === 'worthTime')).toMatchObject({
      count: 2,
      average: 3,
      distribution: [0, 1, 0, 1, 0],
    });
    expect(body.comments.map((c) => [c.text, c.name])).toEqual([
      ['Very useful', 'Pat Lee'],
      ['Too long', null],
    ]);
    for (const who of [person, stranger]) {
      const res = await call(t, 'GET', `/api/event/GetSurveyResults/${event.id}`, who);
      expect(res.statusCode).toBe(403);
    }
  });

  it('closes after the expiration days and allows anonymous answers where the catalog says', async () => {
    const type = await createCatalogItem(t, admin, {
      name: 'Open day',
      surveyExpirationDays: 1,
      allowAnonymousSurvey: true,
      disableCheckin: true,
    });
    const old = await createEvent(t, admin, {
      eventTypeId: type.id,
      startDate: inDays(-4),
      endDate: inDays(-3),
      trainerEmail: trainer.email,
    });
    const recent = await createEvent(t, admin, {
      eventTypeId: type.id,
      startDate: inDays(-0.1),
      trainerEmail: trainer.email,
    });
    for (const event of [old, recent]) {
      await call(t, 'POST', '/api/participant/save', admin, {
        eventId: event.id,
        firstName: 'Pat',
        lastName: 'Lee',
        email: person.email,
        userAccountId: person.userAccountId,
      });
    }
    const closed = await call(t, 'GET', `/api/event/GetSurvey/${old.id}`, person);
    expect(closed.json<TEventSurvey>()).toMatchObject({ isOpen: false, canAnswer: false });
    expect(
      (await call(t, 'POST', `/api/event/SubmitSurvey/${old.id}`, person, answers(5))).statusCode,
    ).toBe(422);
    const anonymous = await call(t, 'POST', `/api/event/SubmitSurvey/${recent.id}`, person, {
      ...answers(5, 'Great'),
      anonymous: true,
    });
    expect(anonymous.json()).toMatchObject({ respondent: 'participant', anonymous: true });
    const results = await call(t, 'GET', `/api/event/GetSurveyResults/${recent.id}`, admin);
    expect(results.json<TEventSurveyResults>().comments).toEqual([
      expect.objectContaining({ text: 'Great', name: null }),
    ]);
  });
});
