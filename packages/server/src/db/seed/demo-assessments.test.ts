import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAssessmentSummary, TGrowthSummary } from '@portal/core';
import { apiHeaders, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { DEMO_ASSESSMENT_NAME, seedDemoAssessments } from './demo-assessments';

describe.each(testEngines())('the demo growth assessment on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true, engine });
  });
  afterAll(() => t.close());

  async function coachHeaders() {
    const row = await t.database.db
      .selectFrom('identity_user as u')
      .innerJoin('user_account as a', 'a.user_id', 'u.id')
      .select('u.id')
      .where('u.email', '=', 'coach@demo.example')
      .where('a.app_name', '=', 'leaders')
      .executeTakeFirstOrThrow();
    const token = tokenFor(t.app, {
      brand: 'leaders',
      userId: row.id,
      email: 'coach@demo.example',
      claims: ['trainer'],
    });
    return apiHeaders('leaders', token);
  }

  it('shows the demo coach two completed visits of the campus and their growth', async () => {
    const headers = await coachHeaders();
    const list = await t.app.inject({ url: '/api/assessment/GetAssessments', headers });
    expect(list.statusCode, list.body).toBe(200);
    const visits = list.json<TAssessmentSummary[]>();
    expect(visits).toHaveLength(2);
    expect(visits[0]).toMatchObject({ accountName: 'Riverside High School', scored: true });
    const summary = await t.app.inject({
      url: `/api/assessment/GetGrowthSummary/${visits[0]?.id ?? ''}`,
      headers,
    });
    expect(summary.statusCode, summary.body).toBe(200);
    const points = summary.json<TGrowthSummary>().points;
    expect(points.map((p) => p.scores.map((s) => s.percent))).toEqual([
      [38, 25],
      [75, 50],
    ]);
    const campus = await t.database.db
      .selectFrom('crm_account')
      .select(['assessments_completed', 'last_assessment_description'])
      .where('app_name', '=', 'leaders')
      .where('account_id', '=', 'DEMO-RHS')
      .executeTakeFirstOrThrow();
    expect(campus.assessments_completed).toBe(2);
    expect(campus.last_assessment_description).toContain(DEMO_ASSESSMENT_NAME);
  });

  it('is written once, however often the seed runs', async () => {
    await seedDemoAssessments(t.database.db);
    const counts = await t.database.db
      .selectFrom('assessment')
      .select(({ fn }) => ['app_name', fn.countAll<number>().as('n')])
      .groupBy('app_name')
      .execute();
    expect(counts.map((row) => Number(row.n))).toEqual(counts.map(() => 2));
    expect(counts).toHaveLength(4);
  });
});
