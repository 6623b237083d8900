import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BrandKey,
  TAwardAccountProgress,
  TAwardProgram,
  TAwardProgramSave,
  TAwardSurvey,
  TCrmAccount,
} from '@portal/core';
import { withFeatures, withFeaturesOff } from '../../../test/factories';
import { createSurveyDefinition, createSurveyRelease } from '../../../test/survey-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { auditRows } from '../security-admin/security-admin-test-support';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';

const BRAND: BrandKey = 'schools';
const VALID = { role: 'teacher', energy: 4 };
const newKey = () => randomBytes(32).toString('base64url');

describe.each(testEngines())('award surveys on %s', (engine) => {
  let t: TestApp;
  let admin: TestPerson;
  let employee: TestPerson;
  let accountAdmin: TestPerson;
  let stranger: TestPerson;
  let campus: TCrmAccount;
  let other: TCrmAccount;
  let staffRelease: string;
  let studentRelease: string;

  const db = () => t.database.db;
  const as = (
    who: TestPerson | undefined,
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    brand = BRAND,
  ) => call(t, method, url, who, payload, brand);
  const saveProgram = (body: Partial<TAwardProgramSave>, who: TestPerson = admin) =>
    as(who, 'POST', '/api/survey/SaveAwardProgram', {
      name: 'Culture award 2025',
      achievementType: 'startStrong',
      awardName: 'Start Strong',
      schoolYear: '2025-2026',
      requirements: [
        { surveyType: 'StaffSurvey', releaseId: staffRelease, minResponses: 2 },
        { surveyType: 'StudentSurvey', releaseId: studentRelease, minResponses: 1 },
      ],
      accountIds: [campus.id, other.id],
      ...body,
    });
  const progressOf = async (programId: string, accountId: string) => {
    const res = await as(admin, 'GET', `/api/survey/GetAwardProgress/${programId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TAwardAccountProgress[]>().find((entry) => entry.accountId === accountId);
  };
  const codeOf = (progress: TAwardAccountProgress | undefined, type: string) =>
    progress?.types.find((entry) => entry.surveyType === type)?.code ?? '';
  const submit = (code: string, answers: object = VALID) =>
    as(undefined, 'POST', '/api/survey/SubmitAwardSurvey', {
      code,
      resumeKey: newKey(),
      version: 1,
      answers,
      language: 'en-us',
    });
  const awardsOf = (accountId: string) =>
    db()
      .selectFrom('crm_account_award')
      .selectAll()
      .where('crm_account_id', '=', accountId)
      .execute();

  beforeAll(async () => {
    t = await createTestApp({ engine });
    admin = await createPerson(t, 'Sam', ['surveyAdmin'], BRAND);
    employee = await createPerson(t, 'Emma', ['globalDataAccess', 'tfg'], BRAND);
    accountAdmin = await createPerson(t, 'Ada', [], BRAND);
    stranger = await createPerson(t, 'Stan', [], BRAND);
    const upsert = async (accountName: string) =>
      (await as(employee, 'POST', '/api/crmaccount/upsert', { accountName })).json<TCrmAccount>();
    campus = await upsert('Lincoln High');
    other = await upsert('Roosevelt Middle');
    await as(employee, 'POST', `/api/crmaccount/SetAdminUsers/${campus.id}`, [
      accountAdmin.userAccountId,
    ]);
    const { id: definitionId } = await createSurveyDefinition(db(), BRAND);
    staffRelease = (await createSurveyRelease(db(), BRAND, definitionId, { anonymous: true })).id;
    studentRelease = (await createSurveyRelease(db(), BRAND, definitionId, { anonymous: true })).id;
  });
  afterAll(() => t.close());

  it('gives each account a link per type and names the account and type on its survey', async () => {
    const saved = await saveProgram({});
    expect(saved.statusCode, saved.body).toBe(200);
    const program = saved.json<TAwardProgram>();
    expect(program.requirements.map((r) => r.surveyType).sort()).toEqual([
      'StaffSurvey',
      'StudentSurvey',
    ]);
    expect(program.accounts.map((a) => a.name)).toEqual(['Lincoln High', 'Roosevelt Middle']);
    const progress = await progressOf(program.id, campus.id);
    expect(progress?.types).toHaveLength(2);
    const code = codeOf(progress, 'StudentSurvey');
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const survey = await as(undefined, 'GET', `/api/survey/GetAwardSurvey/${code}`);
    expect(survey.json<TAwardSurvey>()).toMatchObject({
      state: 'open',
      accountName: 'Lincoln High',
      surveyType: 'StudentSurvey',
      answers: {},
    });
  });

  it('awards the account once when every type reaches its minimum, audited', async () => {
    const program = (await saveProgram({ name: 'Once only' })).json<TAwardProgram>();
    const progress = await progressOf(program.id, campus.id);
    const before = (await awardsOf(campus.id)).length;
    expect((await submit(codeOf(progress, 'StudentSurvey'))).statusCode).toBe(200);
    expect((await submit(codeOf(progress, 'StaffSurvey'))).statusCode).toBe(200);
    expect((await progressOf(program.id, campus.id))?.awardedAt).toBeNull();
    expect(await awardsOf(campus.id)).toHaveLength(before);

    expect((await submit(codeOf(progress, 'StaffSurvey'))).statusCode).toBe(200);
    const done = await progressOf(program.id, campus.id);
    expect(done?.awardedAt).not.toBeNull();
    expect(done?.types.map((type) => [type.surveyType, type.completed, type.minimum])).toEqual([
      ['StaffSurvey', 2, 2],
      ['StudentSurvey', 1, 1],
    ]);
    const awards = await awardsOf(campus.id);
    expect(awards).toHaveLength(before + 1);
    expect(awards.at(-1)).toMatchObject({
      achievement_type: 'startStrong',
      name: 'Start Strong',
      school_year: '2025-2026',
    });

    // More responses, and a save of the programme, award nothing more.
    expect((await submit(codeOf(progress, 'StaffSurvey'))).statusCode).toBe(200);
    await saveProgram({ id: program.id, name: 'Once only' });
    expect(await awardsOf(campus.id)).toHaveLength(before + 1);
    const audits = await auditRows(db(), 'crm-account.award-earned');
    expect(audits.filter((row) => row.details.awardProgramId === program.id)).toHaveLength(1);
    // The other account's counts are its own.
    expect((await progressOf(program.id, other.id))?.types.map((type) => type.completed)).toEqual([
      0, 0,
    ]);
  });

  it('stores anonymous responses about the account, and resumes a visitor’s draft', async () => {
    const program = (await saveProgram({ name: 'Drafts' })).json<TAwardProgram>();
    const code = codeOf(await progressOf(program.id, other.id), 'StaffSurvey');
    const resumeKey = newKey();
    const saved = await as(undefined, 'POST', '/api/survey/SaveAwardSurveyProgress', {
      code,
      resumeKey,
      version: 1,
      answers: { role: 'leader' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const resumed = await as(undefined, 'POST', '/api/survey/ResumeAwardSurvey', {
      code,
      resumeKey,
    });
    expect(resumed.json()).toEqual({ version: 1, answers: { role: 'leader' } });
    const rows = await db()
      .selectFrom('survey_response')
      .selectAll()
      .where('release_id', '=', staffRelease)
      .where('entity_id', '=', other.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_account_id: null,
      entity_type: 'CrmAccount',
      params: { awardSurveyType: 'StaffSurvey' },
      completed: false,
    });
  });

  it('lets a programme complete at once when its minimum is lowered', async () => {
    const fresh = (
      await as(employee, 'POST', '/api/crmaccount/upsert', { accountName: 'Taft' })
    ).json<TCrmAccount>();
    const body = { name: 'Lowered', accountIds: [fresh.id] };
    const program = (await saveProgram(body)).json<TAwardProgram>();
    const progress = await progressOf(program.id, fresh.id);
    await submit(codeOf(progress, 'StaffSurvey'));
    await submit(codeOf(progress, 'StudentSurvey'));
    expect(await awardsOf(fresh.id)).toHaveLength(0);
    await saveProgram({
      ...body,
      id: program.id,
      requirements: program.requirements.map((r) => ({
        ...r,
        releaseName: undefined,
        minResponses: 1,
      })),
    });
    expect(await awardsOf(fresh.id)).toHaveLength(1);
  });

  it('refuses incomplete answers, unknown, tampered and closed links alike', async () => {
    const program = (await saveProgram({ name: 'Refusals' })).json<TAwardProgram>();
    const code = codeOf(await progressOf(program.id, campus.id), 'StaffSurvey');
    const incomplete = await submit(code, { role: 'teacher' });
    expect(incomplete.statusCode).toBe(400);
    const tampered = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
    const unknown = await as(undefined, 'GET', `/api/survey/GetAwardSurvey/${tampered}`);
    expect(unknown.json()).toEqual({ state: 'unavailable' });
    expect((await submit(tampered)).statusCode).toBe(409);
    expect((await as(undefined, 'GET', '/api/survey/GetAwardSurvey/short')).statusCode).toBe(400);

    await db()
      .updateTable('survey_release')
      .set({ closed_at: new Date() })
      .where('id', '=', staffRelease)
      .execute();
    try {
      const closed = await as(undefined, 'GET', `/api/survey/GetAwardSurvey/${code}`);
      expect(closed.json()).toEqual({ state: 'closed' });
      expect((await submit(code)).statusCode).toBe(409);
    } finally {
      await db()
        .updateTable('survey_release')
        .set({ closed_at: null })
        .where('id', '=', staffRelease)
        .execute();
    }
  });

  it('takes no award survey while the brand has award surveys off', async () => {
    const program = (await saveProgram({ name: 'Flag off' })).json<TAwardProgram>();
    const code = codeOf(await progressOf(program.id, campus.id), 'StaffSurvey');
    await withFeaturesOff(t.app, BRAND, ['awardSurvey'], async () => {
      expect((await submit(code)).statusCode).toBe(403);
      expect((await as(admin, 'GET', '/api/survey/GetAwardPrograms')).statusCode).toBe(403);
    });
  });

  it('shows an account’s links and progress to its admins only', async () => {
    const url = `/api/survey/GetAccountAwardSurveys/${campus.id}`;
    const mine = await as(accountAdmin, 'GET', url);
    expect(mine.statusCode, mine.body).toBe(200);
    const entries = mine.json<TAwardAccountProgress[]>();
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.accountId === campus.id)).toBe(true);
    expect((await as(stranger, 'GET', url)).statusCode).toBe(404);
    expect(
      (await as(accountAdmin, 'GET', `/api/survey/GetAccountAwardSurveys/${other.id}`)).statusCode,
    ).toBe(404);
  });

  it('keeps programmes to survey admins and to the brand’s releases and accounts', async () => {
    expect((await saveProgram({}, accountAdmin)).statusCode).toBe(403);
    expect((await as(accountAdmin, 'GET', '/api/survey/GetAwardPrograms')).statusCode).toBe(403);
    const { id: teamsDefinition } = await createSurveyDefinition(db(), 'teams');
    const teamsRelease = (await createSurveyRelease(db(), 'teams', teamsDefinition)).id;
    const foreignRelease = await saveProgram({
      requirements: [{ surveyType: 'StaffSurvey', releaseId: teamsRelease, minResponses: 1 }],
    });
    expect(foreignRelease.statusCode).toBe(404);
    const unknownAccount = await saveProgram({ accountIds: [crypto.randomUUID()] });
    expect(unknownAccount.statusCode).toBe(404);
    const unknownProgram = await saveProgram({ id: crypto.randomUUID() });
    expect(unknownProgram.statusCode).toBe(404);
    const twice = await saveProgram({
      requirements: [
        { surveyType: 'StaffSurvey', releaseId: staffRelease, minResponses: 1 },
        { surveyType: 'StaffSurvey', releaseId: studentRelease, minResponses: 1 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    const progress = await as(admin, 'GET', `/api/survey/GetAwardProgress/${crypto.randomUUID()}`);
    expect(progress.statusCode).toBe(404);
  });

  it('keeps one brand’s programmes and links unknown to another', async () => {
    const program = (await saveProgram({ name: 'Schools only' })).json<TAwardProgram>();
    const code = codeOf(await progressOf(program.id, campus.id), 'StaffSurvey');
    const teamsAdmin = await createPerson(t, 'Tia', ['surveyAdmin'], 'teams');
    const inTeams = (url: string, who?: TestPerson) => call(t, 'GET', url, who, undefined, 'teams');
    await withFeatures(t.app, 'teams', { awardSurvey: true }, async () => {
      const survey = await inTeams(`/api/survey/GetAwardSurvey/${code}`);
      expect(survey.json()).toEqual({ state: 'unavailable' });
      const progress = await inTeams(`/api/survey/GetAwardProgress/${program.id}`, teamsAdmin);
      expect(progress.statusCode).toBe(404);
      const programs = await inTeams('/api/survey/GetAwardPrograms', teamsAdmin);
      expect(programs.json()).toEqual([]);
    });
  });
});
