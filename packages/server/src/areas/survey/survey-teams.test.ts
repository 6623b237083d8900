import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TReleaseTeam, TTeamSurveyRelease } from '@portal/core';
import { createSurveyDefinition, createSurveyRelease } from '../../../test/survey-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';

const S = '/api/survey';

describe.each(testEngines())('team surveys in the survey admin on %s', (engine) => {
  let t: TestApp;
  let admin: TestPerson;
  let editor: TestPerson;
  let named: { id: string };
  let open: { id: string };
  let elsewhere: { id: string };

  const db = () => t.database.db;
  const mark = (releaseId: string, kind: string | null, who = admin) =>
    call(t, 'POST', `${S}/SaveTeamSurveyKind`, who, { releaseId, kind });
  const saveTeam = (body: object) => call(t, 'POST', `${S}/SaveReleaseTeam`, admin, body);

  beforeAll(async () => {
    t = await createTestApp({ engine });
    admin = await createPerson(t, 'Ann', ['surveyAdmin']);
    editor = await createPerson(t, 'Ed', ['surveyEditor']);
    const { id: definitionId } = await createSurveyDefinition(db(), 'teams');
    named = await createSurveyRelease(db(), 'teams', definitionId, { name: 'Named' });
    open = await createSurveyRelease(db(), 'teams', definitionId, { isPublic: true });
    const profileDefinition = await createSurveyDefinition(db(), 'profile');
    elsewhere = await createSurveyRelease(db(), 'profile', profileDefinition.id);
  });
  afterAll(() => t.close());

  it('marks releases as alignments or scorecards, a scorecard only when public', async () => {
    expect((await mark(named.id, 'alignment')).json<TTeamSurveyRelease>()).toMatchObject({
      releaseId: named.id,
      kind: 'alignment',
    });
    expect((await mark(named.id, 'scorecard')).statusCode).toBe(409);
    expect((await mark(open.id, 'scorecard')).json<TTeamSurveyRelease>().kind).toBe('scorecard');
    const list = await call(t, 'GET', `${S}/GetTeamSurveyReleases`, admin);
    const kinds = Object.fromEntries(
      list.json<TTeamSurveyRelease[]>().map((r) => [r.releaseId, r.kind]),
    );
    expect(kinds).toEqual({ [named.id]: 'alignment', [open.id]: 'scorecard' });
    expect((await mark(named.id, null)).json<TTeamSurveyRelease>().kind).toBeNull();
  });

  it('refuses other claims, unknown and other-brand releases', async () => {
    expect((await mark(open.id, 'scorecard', editor)).statusCode).toBe(403);
    expect((await mark(elsewhere.id, 'alignment')).statusCode).toBe(404);
    expect((await mark(crypto.randomUUID(), 'alignment')).statusCode).toBe(404);
    expect((await call(t, 'GET', `${S}/GetReleaseTeams/${elsewhere.id}`, admin)).statusCode).toBe(
      404,
    );
  });

  it('adds, renames and archives a release’s teams, one name once', async () => {
    const added = await saveTeam({ releaseId: open.id, name: 'Class 5C' });
    expect(added.statusCode, added.body).toBe(200);
    const team = added.json<TReleaseTeam>();
    expect(team).toMatchObject({ name: 'Class 5C', archived: false, responses: 0 });
    expect((await saveTeam({ releaseId: open.id, name: 'class 5c' })).statusCode).toBe(409);
    const other = (await saveTeam({ releaseId: open.id, name: 'Class 6A' })).json<TReleaseTeam>();
    const clash = await saveTeam({ releaseId: open.id, id: other.id, name: 'CLASS 5C' });
    expect(clash.statusCode).toBe(409);
    const renamed = await saveTeam({ releaseId: open.id, id: team.id, name: 'Class 5D' });
    expect(renamed.json<TReleaseTeam>().name).toBe('Class 5D');
    // A team is renamed in its own release only.
    expect((await saveTeam({ releaseId: named.id, id: team.id, name: 'X' })).statusCode).toBe(404);
    const archived = await call(t, 'POST', `${S}/ArchiveReleaseTeam`, admin, {
      id: team.id,
      archived: true,
    });
    expect(archived.json<TReleaseTeam>().archived).toBe(true);
    const list = await call(t, 'GET', `${S}/GetReleaseTeams/${open.id}`, admin);
    expect(list.json<TReleaseTeam[]>().map((g) => [g.name, g.archived])).toEqual([
      ['Class 5D', true],
      ['Class 6A', false],
    ]);
    const unknown = { id: crypto.randomUUID(), archived: true };
    expect((await call(t, 'POST', `${S}/ArchiveReleaseTeam`, admin, unknown)).statusCode).toBe(404);
  });
});
