import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TScorecardTeams } from '@portal/core';
import { apiHeaders } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { seedDemoTeamSurveys } from './demo-team-surveys';

describe.each(testEngines())('the demo team surveys on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true, engine });
  });
  afterAll(() => t.close());

  const releasesOf = (kind: string) =>
    t.database.db
      .selectFrom('survey_release as r')
      .innerJoin('survey_team_release as k', 'k.release_id', 'r.id')
      .select(['r.id', 'r.app_name', 'r.short_code'])
      .where('k.kind', '=', kind)
      .execute();

  it('starts an alignment for the demo team, its members invited about it', async () => {
    const [release] = (await releasesOf('alignment')).filter((r) => r.app_name === 'teams');
    const invitations = await t.database.db
      .selectFrom('survey_invitation')
      .select(['entity_type'])
      .where('release_id', '=', release!.id)
      .execute();
    expect(invitations.length).toBeGreaterThan(0);
    expect(invitations.every((i) => i.entity_type === 'UserGroup')).toBe(true);
  });

  it('opens a scorecard with two teams to anyone with its link', async () => {
    const [release] = (await releasesOf('scorecard')).filter((r) => r.app_name === 'teams');
    const res = await t.app.inject({
      url: `/api/survey/GetScorecardTeams/${release!.short_code}`,
      headers: apiHeaders('teams'),
    });
    expect(res.json<TScorecardTeams>().teams.map((team) => team.name)).toEqual([
      'Blue team',
      'Green team',
    ]);
  });

  it('is written once, and not in the brand without teams', async () => {
    await seedDemoTeamSurveys(t.database.db);
    const brands = (await releasesOf('scorecard')).map((r) => r.app_name).sort();
    expect(brands).toEqual(['profile', 'schools', 'teams']);
    expect((await releasesOf('alignment')).map((r) => r.app_name)).not.toContain('leaders');
  });
});
