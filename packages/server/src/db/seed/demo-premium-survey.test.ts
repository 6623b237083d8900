import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREMIUM_SURVEY_ACHIEVEMENT, surveySectionsOf } from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { seedDemoContentSurveys } from './demo-content-survey';
import { seedDemoPremiumSurveys } from './demo-premium-survey';

describe.each(testEngines())('the demo premium and content surveys on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true, engine });
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  it('releases a premium survey to the campuses, answered about one that holds the award', async () => {
    const premium = await db()
      .selectFrom('survey_release_premium as p')
      .innerJoin('survey_release as r', 'r.id', 'p.release_id')
      .select(['r.id', 'r.app_name'])
      .execute();
    expect(premium.map((r) => r.app_name)).toEqual(['schools']);
    const awards = await db()
      .selectFrom('crm_account_award as w')
      .innerJoin('crm_account as a', 'a.id', 'w.crm_account_id')
      .select('a.account_name')
      .where('w.achievement_type', '=', PREMIUM_SURVEY_ACHIEVEMENT)
      .execute();
    expect(awards).toEqual([{ account_name: 'Riverside High School' }]);
    const todo = await db()
      .selectFrom('survey_invitation')
      .select('id')
      .where('release_id', '=', premium[0]!.id)
      .where('completed_at', 'is', null)
      .execute();
    expect(todo.length).toBeGreaterThan(0);
  });

  it('shows a survey in a page of the demo library, and seeds each once', async () => {
    await seedDemoPremiumSurveys(db());
    await seedDemoContentSurveys(db());
    const items = await db()
      .selectFrom('content')
      .select(['app_name', 'sections'])
      .where('title', '=', 'Tell us how it is going')
      .execute();
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(surveySectionsOf(item.sections)).toHaveLength(1);
    expect(new Set(items.map((i) => i.app_name)).size).toBe(items.length);
    const premium = await db().selectFrom('survey_release_premium').select('release_id').execute();
    expect(premium).toHaveLength(1);
  });
});
