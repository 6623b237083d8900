import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMySurveys, TSurveyToTake } from '@portal/core';
import { apiHeaders, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { seedDemoEventSurveys } from './demo-event-surveys';
import { DEMO_SURVEY_NAME, seedDemoSurveys } from './demo-surveys';

describe.each(testEngines())('the demo survey on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true, engine });
  });
  afterAll(() => t.close());

  async function participantToken() {
    const row = await t.database.db
      .selectFrom('identity_user as u')
      .innerJoin('user_account as a', 'a.user_id', 'u.id')
      .select('u.id')
      .where('u.email', '=', 'participant@demo.example')
      .where('a.app_name', '=', 'teams')
      .executeTakeFirstOrThrow();
    return tokenFor(t.app, {
      brand: 'teams',
      userId: row.id,
      email: 'participant@demo.example',
      claims: ['participant'],
    });
  }

  it("asks the demo team's participant, and opens to anyone at its public link", async () => {
    const mine = await t.app.inject({
      url: '/api/survey/GetMySurveys',
      headers: apiHeaders('teams', await participantToken()),
    });
    expect(mine.statusCode).toBe(200);
    const { pending } = mine.json<TMySurveys>();
    expect(pending).toContainEqual(
      expect.objectContaining({ title: expect.objectContaining({ default: 'Team pulse' }) }),
    );

    const release = await t.database.db
      .selectFrom('survey_release')
      .select('short_code')
      .where('app_name', '=', 'teams')
      .where('name', '=', 'Team pulse: this term')
      .executeTakeFirstOrThrow();
    const open = await t.app.inject({
      url: `/api/survey/GetPublicSurvey/${release.short_code}`,
      headers: apiHeaders('teams'),
    });
    expect(open.json<TSurveyToTake>().state).toBe('open');
  });

  it('is written once, however often the seed runs', async () => {
    await seedDemoSurveys(t.database.db);
    const counts = await t.database.db
      .selectFrom('survey_definition')
      .select(({ fn }) => ['app_name', fn.countAll<number>().as('n')])
      // Other demo surveys (premium, content pages) have seeds of their own.
      .where('name', '=', DEMO_SURVEY_NAME)
      .groupBy('app_name')
      .execute();
    expect(counts.map((row) => Number(row.n))).toEqual(counts.map(() => 1));
    expect(counts).toHaveLength(4);
  });

  it("answers the past demo kickoff's survey once, for its results page", async () => {
    await seedDemoEventSurveys(t.database.db);
    const answers = await t.database.db
      .selectFrom('survey_response as r')
      .innerJoin('event as e', 'e.id', 'r.entity_id')
      .select(['e.app_name', 'r.user_account_id'])
      .where('r.entity_type', '=', 'TrainingEvent')
      .execute();
    expect(answers).toHaveLength(4);
    expect(answers.every((row) => row.user_account_id !== null)).toBe(true);
  });
});
