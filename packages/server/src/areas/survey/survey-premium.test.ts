import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PREMIUM_SURVEY_ACHIEVEMENT,
  type TPremiumRelease,
  type TPremiumResponse,
  type TPremiumSurveyResults,
  type TQuestionResult,
} from '@portal/core';
import { issuePrintKey } from '../../documents/documents';
import { apiHeaders, setFeatures } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import {
  createSurveyDefinition,
  createSurveyInvitation,
  createSurveyRelease,
  createSurveyResponses,
} from '../../../test/survey-factories';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { linkPerson, makeAccountAdmin, seedAccount } from '../reports/reports-test-support';
import { PREMIUM_RESULTS_PRINT_SCOPE } from './survey-premium.routes';

const multi = { triggerType: 'allaccountsmultisurvey' as const };

describe.each(testEngines())('premium surveys on %s', (engine) => {
  let t: TestApp;
  let surveyAdmin: TestPerson;
  let owner: TestPerson;
  let districtAdmin: TestPerson;
  let stranger: TestPerson;
  let ada: TestPerson;
  let bo: TestPerson;
  let campusId: string;
  let definitionId: string;
  let releaseId: string;
  let responseId: string;
  const db = () => t.database.db;

  const mark = (who: TestPerson, id: string, premium = true) =>
    call(t, 'POST', '/api/survey/MarkPremiumRelease', who, { releaseId: id, premium });
  const submit = (surveyCode: string, energy: number) =>
    call(t, 'POST', '/api/survey/SubmitSurvey', undefined, {
      surveyCode,
      version: 1,
      answers: { role: 'teacher', energy },
      language: 'en-us',
    });
  const awardsOf = (accountId: string) =>
    db()
      .selectFrom('crm_account_award')
      .select(['achievement_type', 'name', 'school_year'])
      .where('crm_account_id', '=', accountId)
      .execute();
  const energy = (set: TPremiumSurveyResults['account']) => {
    if (set.hidden) throw new Error('hidden');
    return set.questions.find((q) => q.name === 'energy') as Extract<
      TQuestionResult,
      { kind: 'scale' }
    >;
  };

  beforeAll(async () => {
    t = await createTestApp({ engine });
    await setFeatures(t.app, 'teams', { premiumSurvey: true });
    await setFeatures(t.app, 'leaders', { premiumSurvey: true });
    surveyAdmin = await createPerson(t, 'Sam', ['surveyAdmin']);
    owner = await createPerson(t, 'Olive');
    districtAdmin = await createPerson(t, 'Dina', ['clientAdmin']);
    stranger = await createPerson(t, 'Stan', ['clientAdmin', 'surveyEditor']);
    ada = await createPerson(t, 'Ada');
    bo = await createPerson(t, 'Bo');
    const districtCrm = randomUUID();
    const districtId = await seedAccount(db(), 'District', districtCrm);
    campusId = await seedAccount(db(), 'Campus', randomUUID(), districtCrm);
    await makeAccountAdmin(db(), districtId, districtAdmin.userAccountId);
    await linkPerson(db(), campusId, ada.userAccountId);
    ({ id: definitionId } = await createSurveyDefinition(db(), 'teams'));
    ({ id: releaseId } = await createSurveyRelease(db(), 'teams', definitionId, {
      ...multi,
      name: 'Campus premium 2026',
      ownerUserAccountId: owner.userAccountId,
      targets: [{ entityType: 'CrmAccount', entityId: campusId }],
    }));
    // Two other accounts' answers: the release's figures beside the campus's.
    await createSurveyResponses(db(), releaseId, [
      { answers: { role: 'leader', energy: 2 }, entity: { type: 'CrmAccount', id: districtId } },
      { answers: { role: 'teacher', energy: 3 }, entity: { type: 'CrmAccount', id: districtId } },
    ]);
  });
  afterAll(async () => t?.close());

  it('marks a per-account named release premium, for survey admins only', async () => {
    expect((await mark(stranger, releaseId)).statusCode).toBe(403);
    expect((await mark(surveyAdmin, randomUUID())).statusCode).toBe(404);
    const res = await mark(surveyAdmin, releaseId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TPremiumRelease>()).toMatchObject({ premium: true, canMark: true });
  });

  it('refuses to mark a release asked once per person, or anonymous', async () => {
    const once = await createSurveyRelease(db(), 'teams', definitionId);
    const anonymous = await createSurveyRelease(db(), 'teams', definitionId, {
      ...multi,
      anonymous: true,
    });
    expect((await mark(surveyAdmin, once.id)).statusCode).toBe(409);
    expect((await mark(surveyAdmin, anonymous.id)).statusCode).toBe(409);
    expect((await mark(surveyAdmin, once.id, false)).statusCode).toBe(200);
  });

  it('earns the account the premium survey award once a school year', async () => {
    const first = await createSurveyInvitation(db(), releaseId, ada.userAccountId, {
      type: 'CrmAccount',
      id: campusId,
    });
    const second = await createSurveyInvitation(db(), releaseId, bo.userAccountId, {
      type: 'CrmAccount',
      id: campusId,
    });
    expect((await submit(first.surveyCode, 5)).statusCode).toBe(200);
    expect((await submit(second.surveyCode, 4)).statusCode).toBe(200);
    expect(await awardsOf(campusId)).toEqual([
      expect.objectContaining({
        achievement_type: PREMIUM_SURVEY_ACHIEVEMENT,
        name: 'Campus premium 2026',
      }),
    ]);
  });

  it("lists the account's premium surveys to its admins (an ancestor's too), not to others", async () => {
    const url = `/api/survey/GetAccountPremiumSurveys/${campusId}`;
    const res = await call(t, 'GET', url, districtAdmin);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<TPremiumResponse[]>();
    expect(list.map((r) => [r.accountName, r.respondentName])).toEqual([
      ['Campus', 'Bo Tester'],
      ['Campus', 'Ada Tester'],
    ]);
    responseId = list[1]!.responseId;
    expect((await call(t, 'GET', url, stranger)).statusCode).toBe(404);
    expect(
      (await call(t, 'GET', `/api/survey/GetAccountPremiumSurveys/${randomUUID()}`, surveyAdmin))
        .statusCode,
    ).toBe(404);
  });

  it("shows a response's answers beside the release's figures to its readers", async () => {
    const url = `/api/survey/GetPremiumSurveyResults/${responseId}`;
    for (const reader of [districtAdmin, owner, surveyAdmin]) {
      expect((await call(t, 'GET', url, reader)).statusCode).toBe(200);
    }
    const results = (await call(t, 'GET', url, districtAdmin)).json<TPremiumSurveyResults>();
    expect(results.response).toMatchObject({
      accountName: 'Campus',
      releaseName: 'Campus premium 2026',
    });
    expect(energy(results.account).average).toBe(5);
    expect(energy(results.release).average).toBe(3.5);
    expect((await call(t, 'GET', url, stranger)).statusCode).toBe(403);
    expect((await call(t, 'GET', url, ada)).statusCode).toBe(403);
    const unknown = `/api/survey/GetPremiumSurveyResults/${randomUUID()}`;
    expect((await call(t, 'GET', unknown, surveyAdmin)).statusCode).toBe(404);
    const elsewhere = await createPerson(t, 'Lea', ['surveyAdmin'], 'leaders');
    expect((await call(t, 'GET', url, elsewhere, undefined, 'leaders')).statusCode).toBe(404);
  });

  it("lists a release's accounts to its readers only", async () => {
    const url = `/api/survey/GetPremiumRelease/${releaseId}`;
    const res = await call(t, 'GET', url, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json<TPremiumRelease>()).toMatchObject({ premium: true, canMark: false });
    expect(res.json<TPremiumRelease>().responses).toHaveLength(4);
    expect((await call(t, 'GET', url, ada)).statusCode).toBe(403);
  });

  it('opens the print data with a print key signed for that response only', async () => {
    const url = `/api/survey/GetPremiumSurveyResultsPrintData/${responseId}`;
    const get = (key?: string) =>
      t.app.inject({
        url,
        headers: { ...apiHeaders('teams'), ...(key ? { 'print-key': key } : {}) },
      });
    const keyFor = (subjectId: string) =>
      issuePrintKey(t.app, { brand: 'teams', scope: PREMIUM_RESULTS_PRINT_SCOPE, subjectId });
    expect((await get()).statusCode).toBe(403);
    expect((await get(keyFor(randomUUID()))).statusCode).toBe(403);
    const res = await get(keyFor(responseId));
    expect(res.statusCode).toBe(200);
    expect(res.json<TPremiumSurveyResults>().response.accountName).toBe('Campus');
  });

  it('answers 403 where the brand has premium surveys off', async () => {
    await setFeatures(t.app, 'teams', { premiumSurvey: false });
    const res = await call(t, 'GET', `/api/survey/GetPremiumSurveyResults/${responseId}`, owner);
    expect(res.statusCode).toBe(403);
    await setFeatures(t.app, 'teams', { premiumSurvey: true });
  });
});
