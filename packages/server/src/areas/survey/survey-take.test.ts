import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zSurveyBody, type TMySurveys, type TOpenSurvey, type TSurveyToTake } from '@portal/core';
import { withFeaturesOff } from '../../../test/factories';
import {
  SAMPLE_SURVEY,
  addSurveyVersion,
  createSurveyDefinition,
  createSurveyInvitation,
  createSurveyRelease,
} from '../../../test/survey-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';

const VALID = { role: 'teacher', energy: 4 };

describe.each(testEngines())('taking a survey by its code on %s', (engine) => {
  let t: TestApp;
  let pia: TestPerson;
  let definitionId: string;
  let releaseId: string;

  const db = () => t.database.db;
  const byCode = async (code: string) =>
    (await call(t, 'GET', `/api/survey/GetSurveyByCode/${code}`)).json<TSurveyToTake>();
  const save = (surveyCode: string, answers: object, version = 1) =>
    call(t, 'POST', '/api/survey/SaveSurveyProgress', undefined, { surveyCode, version, answers });
  const submit = (surveyCode: string, answers: object, version = 1) =>
    call(t, 'POST', '/api/survey/SubmitSurvey', undefined, {
      surveyCode,
      version,
      answers,
      language: 'es',
    });
  const invite = async (settings: Parameters<typeof createSurveyRelease>[3] = {}) => {
    const release = await createSurveyRelease(db(), 'teams', definitionId, settings);
    return createSurveyInvitation(db(), release.id, pia.userAccountId);
  };
  const invitationRow = (id: string) =>
    db().selectFrom('survey_invitation').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const responsesOf = (release: string) =>
    db().selectFrom('survey_response').selectAll().where('release_id', '=', release).execute();

  beforeAll(async () => {
    t = await createTestApp({ engine });
    pia = await createPerson(t, 'Pia');
    ({ id: definitionId } = await createSurveyDefinition(db(), 'teams'));
    ({ id: releaseId } = await createSurveyRelease(db(), 'teams', definitionId));
  });
  afterAll(() => t.close());

  it('opens the latest version with the special fields filled from the person', async () => {
    const { surveyCode } = await createSurveyInvitation(db(), releaseId, pia.userAccountId);
    const survey = (await byCode(surveyCode)) as TOpenSurvey;
    expect(survey).toMatchObject({ state: 'open', version: 1, anonymous: false });
    expect(survey.body.title).toEqual(SAMPLE_SURVEY.title);
    expect(survey.answers).toEqual({ firstName: 'Pia' });
  });

  it('keeps progress on the invitation and resumes it; a refused answer keeps nothing', async () => {
    const { surveyCode } = await invite();
    expect((await save(surveyCode, { role: 'leader', leading: 'Maths' })).statusCode).toBe(200);
    expect(((await byCode(surveyCode)) as TOpenSurvey).answers).toEqual({
      role: 'leader',
      leading: 'Maths',
    });
    const bad = await save(surveyCode, { role: 'pilot', energy: 9 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: unknown[] }>().errors).toEqual([
      { field: 'role', message: 'notAChoice' },
      { field: 'energy', message: 'aboveMax' },
    ]);
    expect(((await byCode(surveyCode)) as TOpenSurvey).answers.role).toBe('leader');
  });

  it('refuses a submission with required answers missing, naming each question (400)', async () => {
    const { surveyCode } = await invite();
    const res = await submit(surveyCode, { firstName: 'Pia' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: unknown[] }>().errors).toEqual([
      { field: 'role', message: 'required' },
      { field: 'energy', message: 'required' },
    ]);
  });

  it('stores a named response with the person, only the shown answers, and closes the invitation', async () => {
    const release = await createSurveyRelease(db(), 'teams', definitionId);
    const invitation = await createSurveyInvitation(db(), release.id, pia.userAccountId);
    await save(invitation.surveyCode, { role: 'teacher' });
    const res = await submit(invitation.surveyCode, { ...VALID, leading: 'hidden by role' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ canAnswerAgain: false });
    const [response, ...more] = await responsesOf(release.id);
    expect(more).toEqual([]);
    expect(response).toMatchObject({
      user_account_id: pia.userAccountId,
      definition_version: 1,
      answers: VALID,
      language: 'es',
      completed: true,
    });
    const row = await invitationRow(invitation.id);
    expect(row.completed_at).not.toBeNull();
    expect(row.draft_answers).toBeNull();
    expect((await submit(invitation.surveyCode, VALID)).statusCode).toBe(409);
    expect(await byCode(invitation.surveyCode)).toEqual({ state: 'completed' });
  });

  it('stores nothing that leads back to the person from an anonymous release', async () => {
    const release = await createSurveyRelease(db(), 'teams', definitionId, { anonymous: true });
    const invitation = await createSurveyInvitation(db(), release.id, pia.userAccountId);
    expect(((await byCode(invitation.surveyCode)) as TOpenSurvey).answers).toEqual({});
    expect((await submit(invitation.surveyCode, VALID)).statusCode).toBe(200);
    const [response] = await responsesOf(release.id);
    expect(response?.user_account_id).toBeNull();
    expect(Object.values(response ?? {})).not.toContain(invitation.id);
    expect(Object.values(response ?? {})).not.toContain(pia.userAccountId);
    // Only the day: the response's time does not match the invitation's.
    expect(response?.completed_at?.toISOString()).toMatch(/T00:00:00\.000Z$/);
    expect((await invitationRow(invitation.id)).completed_at).not.toBeNull();
  });

  it('takes another response when the release allows several, and stays open', async () => {
    const release = await createSurveyRelease(db(), 'teams', definitionId, { allowMultiple: true });
    const { surveyCode } = await createSurveyInvitation(db(), release.id, pia.userAccountId);
    expect((await submit(surveyCode, VALID)).json()).toEqual({ canAnswerAgain: true });
    expect((await submit(surveyCode, { ...VALID, energy: 2 })).statusCode).toBe(200);
    expect(await responsesOf(release.id)).toHaveLength(2);
    expect((await byCode(surveyCode)).state).toBe('open');
  });

  it('checks a draft against the version it was started on, whatever came after', async () => {
    const definition = await createSurveyDefinition(db(), 'teams');
    const release = await createSurveyRelease(db(), 'teams', definition.id);
    const started = await createSurveyInvitation(db(), release.id, pia.userAccountId);
    await save(started.surveyCode, { role: 'teacher' });
    const v2 = zSurveyBody.parse({
      ...SAMPLE_SURVEY,
      pages: [
        ...SAMPLE_SURVEY.pages,
        {
          name: 'more',
          elements: [{ type: 'boolean', name: 'extra', title: 'More?', isRequired: true }],
        },
      ],
    });
    expect(await addSurveyVersion(db(), definition.id, v2)).toBe(2);
    expect((await byCode(started.surveyCode)) as TOpenSurvey).toMatchObject({ version: 1 });
    expect((await submit(started.surveyCode, VALID, 2)).statusCode).toBe(409);
    expect((await submit(started.surveyCode, VALID, 1)).statusCode).toBe(200);
    expect((await responsesOf(release.id))[0]?.definition_version).toBe(1);

    const other = await createPerson(t, 'Otto');
    const fresh = await createSurveyInvitation(db(), release.id, other.userAccountId);
    expect((await byCode(fresh.surveyCode)) as TOpenSurvey).toMatchObject({ version: 2 });
    const missing = await submit(fresh.surveyCode, VALID, 2);
    expect(missing.json<{ errors: unknown[] }>().errors).toEqual([
      { field: 'extra', message: 'required' },
    ]);
  });

  it('answers the same unavailable for unknown, other-brand and not-yet-open codes', async () => {
    const later = await invite({ opensAt: new Date(Date.now() + 86_400_000) });
    const definition = await createSurveyDefinition(db(), 'profile');
    const elsewhere = await createSurveyRelease(db(), 'profile', definition.id);
    const theirs = await createSurveyInvitation(db(), elsewhere.id, pia.userAccountId);
    const unknown = 'x'.repeat(43);
    for (const code of [later.surveyCode, theirs.surveyCode, unknown]) {
      const res = await call(t, 'GET', `/api/survey/GetSurveyByCode/${code}`);
      expect(res.json()).toEqual({ state: 'unavailable' });
      expect((await save(code, VALID)).statusCode).toBe(409);
    }
    const closed = await invite({ closesAt: new Date(Date.now() - 60_000), opensAt: new Date(0) });
    expect(await byCode(closed.surveyCode)).toEqual({ state: 'closed' });
    expect((await submit(closed.surveyCode, VALID)).statusCode).toBe(409);
    expect((await call(t, 'GET', '/api/survey/GetSurveyByCode/short')).statusCode).toBe(400);
  });

  describe('one-click answers', () => {
    const click = (
      surveyCode: string,
      userAccountId: string,
      questionIndex: number,
      response: string,
    ) =>
      call(t, 'POST', '/api/survey/AnswerOneClick', undefined, {
        surveyCode,
        userAccountId,
        questionIndex,
        response,
      });

    it("keeps a valid answer on the person's draft and shows the rest", async () => {
      const { id, surveyCode } = await invite();
      const res = await click(surveyCode, pia.userAccountId, 3, '4');
      expect(res.json<TOpenSurvey>()).toMatchObject({
        state: 'open',
        answers: { firstName: 'Pia', energy: 4 },
      });
      expect((await invitationRow(id)).draft_answers).toEqual({ firstName: 'Pia', energy: 4 });
    });

    it('answers nothing to a tampered link and changes nothing', async () => {
      const { id, surveyCode } = await invite();
      await save(surveyCode, { role: 'teacher' });
      const otto = await createPerson(t, 'Otto');
      const tampered = [
        [otto.userAccountId, 1, 'leader'],
        [pia.userAccountId, 99, 'leader'],
        [pia.userAccountId, 1, 'pilot'],
        [pia.userAccountId, 3, '9'],
        [pia.userAccountId, 4, 'free text'],
      ] as const;
      for (const [person, index, value] of tampered) {
        expect((await click(surveyCode, person, index, value)).json()).toEqual({
          state: 'unavailable',
        });
      }
      expect((await invitationRow(id)).draft_answers).toEqual({ role: 'teacher' });
    });
  });

  it("lists the caller's surveys to do, in progress and answered", async () => {
    const mo = await createPerson(t, 'Mo');
    const todo = await createSurveyInvitation(db(), releaseId, mo.userAccountId);
    const release = await createSurveyRelease(db(), 'teams', definitionId);
    const done = await createSurveyInvitation(db(), release.id, mo.userAccountId);
    await save(todo.surveyCode, { role: 'teacher' });
    await submit(done.surveyCode, VALID);
    const list = (await call(t, 'GET', '/api/survey/GetMySurveys', mo)).json<TMySurveys>();
    expect(list.pending).toEqual([
      expect.objectContaining({ surveyCode: todo.surveyCode, inProgress: true, completedAt: null }),
    ]);
    expect(list.done).toEqual([expect.objectContaining({ surveyCode: done.surveyCode })]);
    expect((await call(t, 'GET', '/api/survey/GetMySurveys')).statusCode).toBe(401);
  });

  it('refuses every call while the brand has the flag off (403)', async () => {
    const { surveyCode } = await invite();
    await withFeaturesOff(t.app, 'teams', ['mySurveys'], async () => {
      expect((await call(t, 'GET', `/api/survey/GetSurveyByCode/${surveyCode}`)).statusCode).toBe(
        403,
      );
      expect((await call(t, 'GET', '/api/survey/GetMySurveys', pia)).statusCode).toBe(403);
      expect((await save(surveyCode, VALID)).statusCode).toBe(403);
    });
  });
});
