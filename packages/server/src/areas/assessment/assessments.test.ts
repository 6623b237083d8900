import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TAssessment,
  TAssessmentDefinition,
  TAssessmentSummary,
  TCrmAccount,
  TGrowthReport,
  TGrowthSummary,
} from '@portal/core';
import { issuePrintKey } from '../../documents/documents';
import { apiHeaders, setFeatures } from '../../../test/factories';
import {
  GROWTH_SURVEY,
  SAMPLE_SURVEY,
  createSurveyDefinition,
} from '../../../test/survey-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';

const API = '/api/assessment';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(testEngines())('assessments on %s', (engine) => {
  let t: TestApp;
  let author: TestPerson;
  let coach: TestPerson;
  let secondCoach: TestPerson;
  let admin: TestPerson;
  let outsider: TestPerson;
  let participant: TestPerson;
  let otherBrand: TestPerson;
  let accountId: string;
  let definition: TAssessmentDefinition;

  const post = (by: TestPerson, path: string, body?: unknown) =>
    call(t, 'POST', `${API}/${path}`, by, body);
  const get = (by: TestPerson, path: string) => call(t, 'GET', `${API}/${path}`, by);
  const start = async (by = coach) => {
    const res = await post(by, 'StartAssessment', {
      crmAccountId: accountId,
      definitionId: definition.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TAssessment>();
  };
  const answer = (by: TestPerson, a: TAssessment, answers: object, action = 'SaveAnswers') =>
    post(by, `${action}/${a.id}`, { version: a.version, answers });
  const completed = async (answers: object) => {
    const a = await start();
    const res = await answer(coach, a, answers, 'CompleteAssessment');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TAssessment>();
  };
  const accountFields = async () =>
    t.database.db
      .selectFrom('crm_account')
      .select(['assessment_count', 'assessments_completed', 'last_assessment_description'])
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp({ engine });
    await setFeatures(t.app, 'teams', { growthAssessment: true });
    author = await createPerson(t, 'Ada', ['surveyEditor']);
    coach = await createPerson(t, 'Cole', ['trainer']);
    secondCoach = await createPerson(t, 'Cora', ['trainer']);
    admin = await createPerson(t, 'Abe', ['clientAdmin']);
    outsider = await createPerson(t, 'Otto', ['trainer']);
    participant = await createPerson(t, 'Pia', ['participant']);
    otherBrand = await createPerson(t, 'Olga', ['globalDataAccess'], 'leaders');
    const employee = await createPerson(t, 'Emma', ['globalDataAccess']);
    const account = await call(t, 'POST', '/api/crmaccount/upsert', employee, {
      accountName: 'Maple Campus',
    });
    accountId = account.json<TCrmAccount>().id;
    await t.database.db
      .insertInto('crm_account_person')
      .values([
        { crm_account_id: accountId, user_account_id: coach.userAccountId, role: 'trainer' },
        { crm_account_id: accountId, user_account_id: secondCoach.userAccountId, role: 'trainer' },
        { crm_account_id: accountId, user_account_id: admin.userAccountId, role: 'admin' },
      ])
      .execute();
    const survey = await createSurveyDefinition(t.database.db, 'teams', GROWTH_SURVEY, 'Growth');
    const res = await post(author, 'SaveDefinition', {
      name: 'Leadership growth',
      type: 'compass',
      surveyDefinitionId: survey.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    definition = res.json<TAssessmentDefinition>();
  });
  afterAll(() => t.close());

  it('builds definitions only on surveys of the brand whose questions an assessment can ask', async () => {
    expect(definition).toMatchObject({ type: 'compass', surveyName: 'Growth', version: 1 });
    // SAMPLE_SURVEY has a rating: not one of the four assessment question types.
    const rated = await createSurveyDefinition(t.database.db, 'teams', SAMPLE_SURVEY);
    const unfit = await post(author, 'SaveDefinition', {
      name: 'Pulse',
      type: 'event',
      surveyDefinitionId: rated.id,
    });
    expect(unfit.statusCode).toBe(400);
    expect(unfit.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual([
      'energy',
    ]);
    const theirs = await createSurveyDefinition(t.database.db, 'leaders', GROWTH_SURVEY);
    const foreign = { name: 'X', type: 'event', surveyDefinitionId: theirs.id };
    expect((await post(author, 'SaveDefinition', foreign)).statusCode).toBe(404);
    const mine = { name: 'X', type: 'event', surveyDefinitionId: definition.surveyDefinitionId };
    expect((await post(coach, 'SaveDefinition', mine)).statusCode).toBe(403);
    expect((await post(author, 'SaveDefinition', { ...mine, type: 'kpi' })).statusCode).toBe(400);
  });

  it('starts no assessment on an archived definition, and starts again once restored', async () => {
    const archived = await post(author, `ArchiveDefinition/${definition.id}`);
    expect(archived.json<TAssessmentDefinition>().archived).toBe(true);
    const startable = await get(coach, 'GetStartableDefinitions');
    expect(startable.json<TAssessmentDefinition[]>().map((d) => d.id)).not.toContain(definition.id);
    const refused = await post(coach, 'StartAssessment', {
      crmAccountId: accountId,
      definitionId: definition.id,
    });
    expect(refused.statusCode).toBe(409);
    expect((await post(author, `RestoreDefinition/${definition.id}`)).statusCode).toBe(200);
  });

  it("saves progress, completes on whole answers only and updates the account's fields", async () => {
    const before = await accountFields();
    const a = await start();
    expect(a).toMatchObject({ assessorName: 'Cole Tester', completedAt: null, scored: true });
    expect(a.abilities.answer).toBe(true);
    expect((await accountFields()).assessment_count).toBe(before.assessment_count + 1);

    expect((await answer(coach, a, { huddles: true })).statusCode).toBe(200);
    expect((await answer(coach, a, { vision: 9 })).statusCode).toBe(400);
    const early = await answer(coach, a, { huddles: true }, 'CompleteAssessment');
    expect(early.statusCode).toBe(400);
    expect((await answer(coach, { ...a, version: 2 }, { vision: 2 })).statusCode).toBe(409);

    const done = await answer(coach, a, { vision: 3, huddles: true }, 'CompleteAssessment');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<TAssessment>().abilities.answer).toBe(false);
    const after = await accountFields();
    expect(after.assessments_completed).toBe(before.assessments_completed + 1);
    expect(after.last_assessment_description).toMatch(/^Leadership growth \(\d{4}-\d{2}-\d{2}\)$/);
    // A completed assessment never changes.
    expect((await answer(admin, a, { vision: 1 })).statusCode).toBe(409);
  });

  it("lets the assessor and the account's admins answer, its other trainers only read", async () => {
    const a = await start();
    const byAdmin = await get(admin, `GetAssessment/${a.id}`);
    expect(byAdmin.json<TAssessment>().abilities.answer).toBe(true);
    expect((await answer(admin, a, { huddles: false })).statusCode).toBe(200);
    const bySecond = await get(secondCoach, `GetAssessment/${a.id}`);
    expect(bySecond.statusCode).toBe(200);
    expect(bySecond.json<TAssessment>()).toMatchObject({
      answers: { huddles: false },
      abilities: { answer: false },
    });
    expect((await answer(secondCoach, a, { huddles: true })).statusCode).toBe(403);
  });

  it('hides the assessments of accounts one may not see, as ones that do not exist', async () => {
    const a = await start();
    expect((await get(outsider, `GetAssessment/${a.id}`)).statusCode).toBe(404);
    expect((await get(outsider, `GetAssessment/${UNKNOWN}`)).statusCode).toBe(404);
    expect((await answer(outsider, a, { huddles: true })).statusCode).toBe(404);
    expect((await get(outsider, `GetAssessments?crmAccountId=${accountId}`)).statusCode).toBe(404);
    expect((await get(outsider, 'GetAssessments')).json<TAssessmentSummary[]>()).toEqual([]);
    const outsiderStart = await post(outsider, 'StartAssessment', {
      crmAccountId: accountId,
      definitionId: definition.id,
    });
    expect(outsiderStart.statusCode).toBe(404);
    expect((await get(participant, `GetAssessment/${a.id}`)).statusCode).toBe(403);
    const foreign = await call(
      t,
      'GET',
      `${API}/GetAssessment/${a.id}`,
      otherBrand,
      undefined,
      'leaders',
    );
    expect(foreign.statusCode).toBe(404);
    const mine = await get(coach, `GetAssessments?crmAccountId=${accountId}`);
    expect(mine.json<TAssessmentSummary[]>().map((x) => x.id)).toContain(a.id);
  });

  it('scores the growth series for the print views, opened by their own print key only', async () => {
    const first = await completed({ vision: 2, habits: [1] });
    const second = await completed({ vision: 4, habits: [1, 2], notes: 'Better' });
    const open = await start();
    const printData = (which: string, id: string, key?: string) =>
      t.app.inject({
        url: `${API}/${which}PrintData/${id}`,
        headers: { ...apiHeaders('teams'), ...(key ? { 'print-key': key } : {}) },
      });
    const key = (scope: string, subjectId: string) =>
      issuePrintKey(t.app, { brand: 'teams', scope, subjectId });

    expect((await printData('GrowthSummary', second.id)).statusCode).toBe(403);
    const wrong = key('growthAssessmentSummary', first.id);
    expect((await printData('GrowthSummary', second.id, wrong)).statusCode).toBe(403);
    const summary = await printData(
      'GrowthSummary',
      second.id,
      key('growthAssessmentSummary', second.id),
    );
    expect(summary.statusCode, summary.body).toBe(200);
    const points = summary.json<TGrowthSummary>().points;
    expect(points.at(-2)?.scores.map((s) => s.percent)).toEqual([50, 33]);
    expect(points.at(-1)?.scores.map((s) => s.percent)).toEqual([100, 100]);

    const report = await printData(
      'GrowthReport',
      second.id,
      key('growthAssessmentReport', second.id),
    );
    expect(report.statusCode, report.body).toBe(200);
    const body = report.json<TGrowthReport>();
    expect(body.previous?.assessmentId).toBe(first.id);
    expect(body.answers).toEqual({ vision: 4, habits: [1, 2], notes: 'Better' });

    const notYet = await printData('GrowthReport', open.id, key('growthAssessmentReport', open.id));
    expect(notYet.statusCode).toBe(409);
    expect((await get(outsider, `GrowthSummaryPdf/${second.id}`)).statusCode).toBe(404);
    expect((await get(coach, `GrowthReportPdf/${open.id}`)).statusCode).toBe(409);
  });
});
