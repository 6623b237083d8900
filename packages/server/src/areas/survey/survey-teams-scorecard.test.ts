import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TScorecardSubmitResult,
  TScorecardTeam,
  TScorecardTeams,
  TTeamScorecardReport,
} from '@portal/core';
import {
  TEAM_SURVEY,
  createSurveyDefinition,
  createSurveyRelease,
  markTeamSurvey,
} from '../../../test/survey-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { call } from '../crmaccount/accounts-test-support';

const S = '/api/survey';
const newKey = () => randomBytes(32).toString('base64url');

describe.each(testEngines())('team scorecards on %s', (engine) => {
  let t: TestApp;
  let release: { id: string; shortCode: string };
  let other: { id: string; shortCode: string };

  const db = () => t.database.db;
  const join = (name: string, shortCode = release.shortCode) =>
    call(t, 'POST', `${S}/JoinScorecardTeam`, undefined, { shortCode, name });
  const submit = (teamId: string, trust: number, shortCode = release.shortCode) =>
    call(t, 'POST', `${S}/SubmitTeamScorecard`, undefined, {
      shortCode,
      params: { NonRegisteredGroup: teamId },
      resumeKey: newKey(),
      version: 1,
      answers: { trust, goals: 3 },
      language: 'en-us',
    });
  const reportOf = (key: string) => call(t, 'GET', `${S}/GetTeamScorecardReport/${key}`, undefined);

  beforeAll(async () => {
    t = await createTestApp({ engine });
    const { id: definitionId } = await createSurveyDefinition(db(), 'teams', TEAM_SURVEY);
    release = await createSurveyRelease(db(), 'teams', definitionId, { isPublic: true });
    other = await createSurveyRelease(db(), 'teams', definitionId, { isPublic: true });
    await markTeamSurvey(db(), release.id, 'scorecard');
    await markTeamSurvey(db(), other.id, 'scorecard');
  });
  afterAll(() => t.close());

  it('lets a visitor name their team, in any case, and offers it to the next', async () => {
    const made = await join('Red team');
    expect(made.statusCode, made.body).toBe(200);
    const again = await join('  red TEAM ');
    expect(again.json<TScorecardTeam>().id).toBe(made.json<TScorecardTeam>().id);
    const teams = await call(t, 'GET', `${S}/GetScorecardTeams/${release.shortCode}`, undefined);
    expect(teams.json<TScorecardTeams>()).toEqual({
      state: 'open',
      teams: [{ id: made.json<TScorecardTeam>().id, name: 'Red team' }],
    });
  });

  it('answers the team’s scores once it has the minimum, the visitor’s own before', async () => {
    const team = (await join('Green team')).json<TScorecardTeam>();
    const first = await submit(team.id, 5);
    expect(first.statusCode, first.body).toBe(200);
    const { surveyDataId } = first.json<TScorecardSubmitResult>();
    expect(surveyDataId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const early = (await reportOf(surveyDataId)).json<TTeamScorecardReport>();
    expect(early).toMatchObject({ teamName: 'Green team', teamResponses: 1, items: null });
    expect(early.ownItems.map((i) => [i.key, i.average])).toEqual([
      ['trust', 5],
      ['goals', 3],
    ]);
    await submit(team.id, 3);
    await submit(team.id, 4);
    const full = (await reportOf(surveyDataId)).json<TTeamScorecardReport>();
    expect(full.teamResponses).toBe(3);
    expect(full.items?.[0]).toMatchObject({ key: 'trust', average: 4 });
    expect(full.allItems?.[0]).toMatchObject({ key: 'trust', average: 4 });
    const stored = await db()
      .selectFrom('survey_response')
      .select(['non_registered_group_id', 'user_account_id'])
      .where('release_id', '=', release.id)
      .execute();
    expect(stored.every((r) => r.non_registered_group_id === team.id && !r.user_account_id)).toBe(
      true,
    );
  });

  it('refuses unknown or tampered keys, another release’s team, archived teams and plain releases', async () => {
    expect((await reportOf(newKey())).statusCode).toBe(404);
    expect((await reportOf('short')).statusCode).toBe(400);
    const otherTeam = (await join('Blue team', other.shortCode)).json<TScorecardTeam>();
    expect((await submit(otherTeam.id, 4)).statusCode).toBe(409);
    expect((await submit(crypto.randomUUID(), 4)).statusCode).toBe(409);
    await db()
      .updateTable('non_registered_group')
      .set({ archived_at: new Date() })
      .where('id', '=', otherTeam.id)
      .execute();
    expect((await submit(otherTeam.id, 4, other.shortCode)).statusCode).toBe(409);
    expect((await join('blue team', other.shortCode)).statusCode).toBe(409);
    const plain = await createSurveyRelease(
      db(),
      'teams',
      (await createSurveyDefinition(db(), 'teams', TEAM_SURVEY)).id,
      { isPublic: true },
    );
    const teams = await call(t, 'GET', `${S}/GetScorecardTeams/${plain.shortCode}`, undefined);
    expect(teams.json()).toEqual({ state: 'unavailable', teams: [] });
    expect((await join('Any', plain.shortCode)).statusCode).toBe(409);
  });
});
