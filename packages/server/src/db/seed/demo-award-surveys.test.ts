import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAwardAccountProgress, TAwardSurvey } from '@portal/core';
import { apiHeaders, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { DEMO_AWARD_PROGRAM, seedDemoAwardSurveys } from './demo-award-surveys';

describe.each(testEngines())('the demo award programme on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true, engine });
  });
  afterAll(() => t.close());

  async function principalToken() {
    const row = await t.database.db
      .selectFrom('identity_user as u')
      .innerJoin('user_account as a', 'a.user_id', 'u.id')
      .select('u.id')
      .where('u.email', '=', 'principal@demo.example')
      .where('a.app_name', '=', 'schools')
      .executeTakeFirstOrThrow();
    return tokenFor(t.app, { brand: 'schools', userId: row.id, email: 'principal@demo.example' });
  }

  it("shows the campus's links to its principal, and each opens its survey", async () => {
    const campus = await t.database.db
      .selectFrom('crm_account')
      .select('id')
      .where('app_name', '=', 'schools')
      .where('account_id', '=', 'DEMO-RHS')
      .executeTakeFirstOrThrow();
    const mine = await t.app.inject({
      url: `/api/survey/GetAccountAwardSurveys/${campus.id}`,
      headers: apiHeaders('schools', await principalToken()),
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const [entry] = mine.json<TAwardAccountProgress[]>();
    expect(entry).toMatchObject({ programName: DEMO_AWARD_PROGRAM, awardedAt: null });
    expect(entry?.types.map((type) => type.surveyType)).toEqual([
      'CampusStaffSurvey',
      'CampusStudentSurvey',
    ]);
    const survey = await t.app.inject({
      url: `/api/survey/GetAwardSurvey/${entry?.types[1]?.code}`,
      headers: apiHeaders('schools'),
    });
    expect(survey.json<TAwardSurvey>()).toMatchObject({
      state: 'open',
      accountName: 'Riverside High School',
      surveyType: 'CampusStudentSurvey',
    });
  });

  it('is written once, however often the seed runs, and only where award surveys are on', async () => {
    await seedDemoAwardSurveys(t.database.db);
    const programs = await t.database.db.selectFrom('award_program').select('app_name').execute();
    expect(programs.map((row) => row.app_name)).toEqual(['schools']);
  });
});
