import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TCheckinResult,
  TEventSurvey,
  TEventSurveyResults,
  TMySurveys,
  TSurveyToTake,
} from '@portal/core';
import { createSurveyDefinition, createSurveyRelease } from '../../../test/survey-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { inviteEventSurveyTakers } from './event-survey-invite';
import { createCatalogItem, createEvent, inDays } from './event-test-support';

const RATINGS = { worthTime: 4, relevant: 4, trainer: 5, apply: 3, recommend: 4 };

describe.each(testEngines())('post-event surveys on %s', (engine) => {
  let t: TestApp;
  let admin: TestPerson;
  let trainer: TestPerson;
  let otherTrainer: TestPerson;
  let surveyAdmin: TestPerson;
  let people: TestPerson[];
  let absent: TestPerson;
  let stranger: TestPerson;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    admin = await createPerson(t, 'Admin', ['eventAdmin']);
    trainer = await createPerson(t, 'Trainer', ['trainer']);
    otherTrainer = await createPerson(t, 'Other', ['trainer']);
    surveyAdmin = await createPerson(t, 'Surveys', ['surveyAdmin']);
    people = [];
    for (const name of ['Ann', 'Ben', 'Cy', 'Di']) people.push(await createPerson(t, name));
    absent = await createPerson(t, 'Absent');
    stranger = await createPerson(t, 'Stranger');
  });
  afterAll(() => t.close());

  const getSurvey = async (eventId: string, who: TestPerson | undefined) =>
    call(t, 'GET', `/api/event/GetSurvey/${eventId}`, who);
  const surveyOf = async (eventId: string, who: TestPerson) =>
    (await getSurvey(eventId, who)).json<TEventSurvey>();
  const codeOf = async (eventId: string, who: TestPerson) => {
    const take = (await surveyOf(eventId, who)).take;
    if (take?.kind !== 'survey') throw new Error(`no survey for ${who.email}`);
    return take.surveyCode;
  };
  const submit = (surveyCode: string, answers: object) =>
    call(t, 'POST', '/api/survey/SubmitSurvey', undefined, {
      surveyCode,
      version: 1,
      answers,
      language: 'en-us',
    });
  const results = (eventId: string, who: TestPerson) =>
    call(t, 'GET', `/api/event/GetSurveyResults/${eventId}`, who);

  /** An event of a type, started `startDays` from now, its attendees checked in. */
  async function eventWith(
    type: Record<string, unknown>,
    startDays: number,
    attendees: TestPerson[],
  ) {
    const item = await createCatalogItem(t, admin, { name: `Type ${Math.random()}`, ...type });
    const event = await createEvent(t, admin, {
      eventTypeId: item.id,
      startDate: inDays(startDays),
      trainerEmail: trainer.email,
      trainer: 'Tia Trainer',
    });
    for (const person of attendees) {
      const checkin = await call(t, 'POST', `/api/event/checkin/${event.id}`, person, {
        eventCode: event.eventCode,
        attendant: { firstName: person.email.split('@')[0], lastName: 'Lee' },
      });
      expect(checkin.json<TCheckinResult>().checkedIn).toBe(true);
    }
    return event;
  }

  // First: the brand's default release then holds this event's answers only. Under another
  // event's one or two answers, the release's whole view would reveal them by difference, and
  // this event's view would be hidden (docs/decisions.md, "anonymity against differencing").
  it('takes several answers and keeps anonymous ones without the person where the type says so', async () => {
    const event = await eventWith(
      { surveyMultipleResponses: true, allowAnonymousSurvey: true },
      -0.2,
      people,
    );
    for (const person of people) {
      const code = await codeOf(event.id, person);
      expect((await submit(code, RATINGS)).statusCode).toBe(200);
    }
    const again = await codeOf(event.id, people[0]!);
    expect((await submit(again, { ...RATINGS, worthTime: 1 })).statusCode).toBe(200);
    const stored = await t.database.db
      .selectFrom('survey_response')
      .select(['user_account_id', 'entity_id'])
      .where('entity_id', '=', event.id)
      .execute();
    expect(stored).toHaveLength(5);
    expect(stored.every((row) => row.user_account_id === null)).toBe(true);
    const r = (await results(event.id, trainer)).json<TEventSurveyResults>();
    expect(r.survey?.release.anonymous).toBe(true);
    expect(r.survey?.results).toMatchObject({ hidden: false, responses: 5 });
  });

  it('asks the checked-in participants the five statements once, and shows the results to the event staff', async () => {
    const event = await eventWith({ surveyExpirationDays: 7 }, -0.2, people.slice(0, 2));
    await call(t, 'POST', '/api/participant/save', admin, {
      eventId: event.id,
      firstName: 'Abe',
      lastName: 'Sent',
      email: absent.email,
      userAccountId: absent.userAccountId,
    });

    const page = await surveyOf(event.id, people[0]!);
    expect(page).toMatchObject({ isOpen: true, answered: false, canSeeResults: false });
    const code = await codeOf(event.id, people[0]!);
    const shown = (
      await call(t, 'GET', `/api/survey/GetSurveyByCode/${code}`)
    ).json<TSurveyToTake>();
    expect(shown).toMatchObject({ state: 'open', anonymous: false, allowMultiple: false });
    expect((await submit(code, { worthTime: 4 })).statusCode).toBe(400);
    expect((await submit(code, { ...RATINGS, comment: 'Very useful' })).statusCode).toBe(200);
    expect((await submit(code, RATINGS)).statusCode).toBe(409);
    expect(await surveyOf(event.id, people[0]!)).toMatchObject({ answered: true, take: null });

    expect(await surveyOf(event.id, absent)).toMatchObject({ take: null });
    expect((await surveyOf(event.id, absent)).message).toMatch(/checked in/);
    expect((await getSurvey(event.id, stranger)).statusCode).toBe(403);
    expect((await getSurvey(event.id, undefined)).statusCode).toBe(401);

    const mine = await call(t, 'GET', '/api/survey/GetMySurveys', people[0]);
    expect(mine.json<TMySurveys>().done[0]).toMatchObject({ entityName: expect.any(String) });

    for (const reader of [trainer, admin, surveyAdmin]) {
      const read = await results(event.id, reader);
      expect(read.statusCode).toBe(200);
      const r = read.json<TEventSurveyResults>();
      expect(r.survey?.results).toMatchObject({ hidden: false, responses: 1 });
      expect(r.survey?.invitations).toEqual({ invited: 1, completed: 1 });
    }
    expect((await results(event.id, otherTrainer)).statusCode).toBe(403);
    expect((await results(event.id, people[1]!)).statusCode).toBe(403);
    expect((await results('00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
  });

  it('closes surveyExpirationDays after the end and never opens on another brand', async () => {
    const event = await eventWith({ surveyExpirationDays: 1 }, -3, people.slice(0, 1));
    expect(await surveyOf(event.id, people[0]!)).toMatchObject({ isOpen: false, take: null });
    const otherAdmin = await createPerson(t, 'Otto', ['eventAdmin', 'surveyAdmin'], 'schools');
    for (const path of ['GetSurvey', 'GetSurveyResults']) {
      const other = await call(
        t,
        'GET',
        `/api/event/${path}/${event.id}`,
        otherAdmin,
        undefined,
        'schools',
      );
      expect(other.statusCode).toBe(404);
    }
  });

  it('hides an anonymous event under the minimum of three answers', async () => {
    const event = await eventWith({ allowAnonymousSurvey: true }, -0.2, people.slice(0, 2));
    await submit(await codeOf(event.id, people[0]!), RATINGS);
    const r = (await results(event.id, trainer)).json<TEventSurveyResults>();
    expect(r.survey?.results).toEqual({ hidden: true });
  });

  it("answers on the type's chosen release, or links to the outside survey", async () => {
    const definition = await createSurveyDefinition(t.database.db, 'teams');
    const release = await createSurveyRelease(t.database.db, 'teams', definition.id);
    const chosen = await eventWith({ surveyReleaseId: release.id }, -0.2, people.slice(0, 1));
    const code = await codeOf(chosen.id, people[0]!);
    const invitation = await t.database.db
      .selectFrom('survey_invitation')
      .select(['release_id', 'entity_type'])
      .where('survey_code', '=', code)
      .executeTakeFirstOrThrow();
    expect(invitation).toEqual({ release_id: release.id, entity_type: 'TrainingEvent' });
    const options = await call(t, 'GET', '/api/event/GetSurveyReleases', admin);
    expect(options.json<{ id: string }[]>().map((o) => o.id)).toContain(release.id);
    expect((await call(t, 'GET', '/api/event/GetSurveyReleases', trainer)).statusCode).toBe(403);

    const outside = await eventWith(
      {
        surveyUrl: 'https://surveys.example/post',
        anonymousSurveyUrl: 'https://surveys.example/anonymous',
        allowAnonymousSurvey: true,
      },
      -0.2,
      people.slice(0, 1),
    );
    expect((await surveyOf(outside.id, people[0]!)).take).toEqual({
      kind: 'external',
      url: 'https://surveys.example/post',
      anonymousUrl: 'https://surveys.example/anonymous',
    });
    const r = (await results(outside.id, trainer)).json<TEventSurveyResults>();
    expect(r).toMatchObject({ survey: null, externalUrl: 'https://surveys.example/post' });
  });

  it('invites and e-mails the attendees of an ended event once', async () => {
    const event = await eventWith({ surveyExpirationDays: 7 }, -1, people.slice(0, 3));
    const run = {
      db: t.database.db,
      brand: 'teams' as const,
      origin: 'https://teams.example',
      now: new Date(),
      log: t.app.log,
    };
    const first = await inviteEventSurveyTakers(run);
    expect(first).toBeGreaterThanOrEqual(3);
    expect(await inviteEventSurveyTakers(run)).toBe(0);
    const invited = await t.database.db
      .selectFrom('event_survey_invitation')
      .select('invitation_id')
      .where('event_id', '=', event.id)
      .execute();
    expect(invited).toHaveLength(3);
  });
});
