import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMySurveys, TSharedSurveys, TSurveyResponseView } from '@portal/core';
import { withFeaturesOff } from '../../../test/factories';
import {
  SAMPLE_SURVEY,
  createSurveyDefinition,
  createSurveyInvitation,
  createSurveyRelease,
} from '../../../test/survey-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { shareCodeOf } from '../../shared/share-codes';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';

const VALID = { role: 'teacher', energy: 4 };

describe.each(testEngines())('answered surveys read again on %s', (engine) => {
  let t: TestApp;
  let pia: TestPerson;
  let owner: TestPerson;
  let surveyAdmin: TestPerson;
  let stranger: TestPerson;
  let definitionId: string;
  /** Pia's invitations: one to a named release (answered), one anonymous (answered), one pending. */
  let named: { releaseId: string; surveyCode: string; responseId: string };
  let anonymous: { releaseId: string; surveyCode: string };
  let pending: { releaseId: string; surveyCode: string };
  let piaShareCode: string;

  const db = () => t.database.db;
  const answer = async (releaseId: string) => {
    const { surveyCode } = await createSurveyInvitation(db(), releaseId, pia.userAccountId);
    const res = await call(t, 'POST', '/api/survey/SubmitSurvey', undefined, {
      surveyCode,
      version: 1,
      answers: VALID,
      language: 'en-us',
    });
    expect(res.statusCode, res.body).toBe(200);
    return surveyCode;
  };
  const mine = async (who: TestPerson) =>
    (await call(t, 'GET', '/api/survey/GetMySurveys', who)).json<TMySurveys>();
  const myResponse = (who: TestPerson | undefined, code: string, responseId: string) =>
    call(t, 'GET', `/api/survey/GetMySurveyResponse/${code}/${responseId}`, who);
  const releaseResponse = (who: TestPerson, releaseId: string, responseId: string) =>
    call(t, 'GET', `/api/survey/GetSurveyResponse/${releaseId}/${responseId}`, who);
  const shared = (who: TestPerson, code: string) =>
    call(t, 'GET', `/api/survey/GetSurveysByShareCode/${code}`, who);

  beforeAll(async () => {
    t = await createTestApp({ engine });
    pia = await createPerson(t, 'Pia');
    owner = await createPerson(t, 'Olive');
    surveyAdmin = await createPerson(t, 'Sam', ['surveyAdmin']);
    stranger = await createPerson(t, 'Stan', ['clientAdmin']);
    ({ id: definitionId } = await createSurveyDefinition(db(), 'teams'));
    const release = async (settings: Parameters<typeof createSurveyRelease>[3]) =>
      (await createSurveyRelease(db(), 'teams', definitionId, settings)).id;
    const namedId = await release({ ownerUserAccountId: owner.userAccountId });
    const anonymousId = await release({ anonymous: true, ownerUserAccountId: owner.userAccountId });
    const pendingId = await release({ name: 'Autumn' });
    const namedCode = await answer(namedId);
    anonymous = { releaseId: anonymousId, surveyCode: await answer(anonymousId) };
    const invitation = await createSurveyInvitation(db(), pendingId, pia.userAccountId);
    pending = { releaseId: pendingId, surveyCode: invitation.surveyCode };
    const done = (await mine(pia)).done.find((s) => s.surveyCode === namedCode);
    named = { releaseId: namedId, surveyCode: namedCode, responseId: done?.responseId ?? '' };
    piaShareCode = await shareCodeOf(db(), pia.userAccountId);
  });
  afterAll(() => t.close());

  it('links a named answered survey to its response, never an anonymous one', async () => {
    const list = await mine(pia);
    expect(named.responseId).toMatch(/^[0-9a-f-]{36}$/);
    const anonymousLine = list.done.find((s) => s.surveyCode === anonymous.surveyCode);
    expect(anonymousLine).toMatchObject({ responseId: null });
    expect(list.pending).toEqual([
      expect.objectContaining({ surveyCode: pending.surveyCode, responseId: null }),
    ]);
  });

  it("reads the caller's own response again with the version they answered", async () => {
    const res = await myResponse(pia, named.surveyCode, named.responseId);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json<TSurveyResponseView>();
    expect(view).toMatchObject({ answers: VALID, respondent: null });
    expect(view.body.title).toEqual(SAMPLE_SURVEY.title);
  });

  it("answers 404 for another person, another invitation's code or an unknown response", async () => {
    expect((await myResponse(owner, named.surveyCode, named.responseId)).statusCode).toBe(404);
    expect((await myResponse(pia, pending.surveyCode, named.responseId)).statusCode).toBe(404);
    expect((await myResponse(pia, named.surveyCode, randomUUID())).statusCode).toBe(404);
    expect((await myResponse(pia, 'tampered!', named.responseId)).statusCode).toBe(400);
    expect((await myResponse(undefined, named.surveyCode, named.responseId)).statusCode).toBe(401);
  });

  it("lets the release's results readers view a named response, with whose it is", async () => {
    for (const reader of [owner, surveyAdmin]) {
      const res = await releaseResponse(reader, named.releaseId, named.responseId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<TSurveyResponseView>()).toMatchObject({
        answers: VALID,
        respondent: 'Pia Tester',
      });
    }
    expect((await releaseResponse(stranger, named.releaseId, named.responseId)).statusCode).toBe(
      403,
    );
    expect(
      (await releaseResponse(surveyAdmin, pending.releaseId, named.responseId)).statusCode,
    ).toBe(404);
    const anonymousRows = await db()
      .selectFrom('survey_response')
      .select('id')
      .where('release_id', '=', anonymous.releaseId)
      .execute();
    expect(anonymousRows).toHaveLength(1);
    const res = await releaseResponse(owner, anonymous.releaseId, anonymousRows[0]!.id);
    expect(res.statusCode).toBe(404);
    const otherAdmin = await createPerson(t, 'Otto', ['surveyAdmin'], 'schools');
    const elsewhere = await call(
      t,
      'GET',
      `/api/survey/GetSurveyResponse/${named.releaseId}/${named.responseId}`,
      otherAdmin,
      undefined,
      'schools',
    );
    expect(elsewhere.statusCode).toBe(404);
  });

  it("shows a person's surveys by share code: those the caller reads, without survey codes", async () => {
    const asAdmin = (await shared(surveyAdmin, piaShareCode)).json<TSharedSurveys>();
    expect(asAdmin.person).toBe('Pia Tester');
    expect(asAdmin.pending).toEqual([expect.objectContaining({ releaseId: pending.releaseId })]);
    expect(asAdmin.done).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ releaseId: named.releaseId, responseId: named.responseId }),
        expect.objectContaining({ releaseId: anonymous.releaseId, responseId: null }),
      ]),
    );
    const body = JSON.stringify(asAdmin);
    for (const code of [named.surveyCode, anonymous.surveyCode, pending.surveyCode]) {
      expect(body).not.toContain(code);
    }
    // The owner reads two of the three releases; a stranger none.
    const asOwner = (await shared(owner, piaShareCode)).json<TSharedSurveys>();
    expect([...asOwner.pending, ...asOwner.done].map((s) => s.releaseId).sort()).toEqual(
      [named.releaseId, anonymous.releaseId].sort(),
    );
    const asStranger = (await shared(stranger, piaShareCode)).json<TSharedSurveys>();
    expect(asStranger).toMatchObject({ pending: [], done: [] });
    const own = (await shared(pia, piaShareCode)).json<TSharedSurveys>();
    expect(own.done).toHaveLength(2);
    expect((await shared(surveyAdmin, 'ZZZZZZZZZZ')).statusCode).toBe(404);
  });

  it('refuses the calls while the brand has the flag off (403)', async () => {
    await withFeaturesOff(t.app, 'teams', ['mySurveys'], async () => {
      expect((await myResponse(pia, named.surveyCode, named.responseId)).statusCode).toBe(403);
      expect((await shared(surveyAdmin, piaShareCode)).statusCode).toBe(403);
    });
    await withFeaturesOff(t.app, 'teams', ['survey'], async () => {
      expect((await releaseResponse(owner, named.releaseId, named.responseId)).statusCode).toBe(
        403,
      );
    });
  });
});
