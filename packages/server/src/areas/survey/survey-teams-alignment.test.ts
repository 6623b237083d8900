import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTeamAlignment, TTeamAlignmentReport } from '@portal/core';
import {
  TEAM_SURVEY,
  createSurveyDefinition,
  createSurveyRelease,
  createUserGroup,
  markTeamSurvey,
} from '../../../test/survey-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { syncInvitations } from './survey-invitations.service';

const S = '/api/survey';

describe.each(testEngines())('team alignment on %s', (engine) => {
  let t: TestApp;
  let leader: TestPerson;
  let members: TestPerson[];
  let outsider: TestPerson;
  let groupId: string;
  let release: { id: string; shortCode: string };

  const db = () => t.database.db;
  const codesOf = (releaseId: string) =>
    db()
      .selectFrom('survey_invitation')
      .select(['survey_code', 'user_account_id', 'entity_type', 'entity_id'])
      .where('release_id', '=', releaseId)
      .execute();
  const answer = (surveyCode: string, trust: number) =>
    call(t, 'POST', `${S}/SubmitSurvey`, undefined, {
      surveyCode,
      version: 1,
      answers: { trust, goals: 4 },
      language: 'en-us',
    });
  const report = (who: TestPerson, releaseId = release.id, group = groupId) =>
    call(t, 'GET', `${S}/GetTeamAlignmentReport/${releaseId}/${group}`, who);

  beforeAll(async () => {
    t = await createTestApp({ engine });
    leader = await createPerson(t, 'Lea');
    outsider = await createPerson(t, 'Otto');
    members = [];
    for (const name of ['Mia', 'Max', 'Mo', 'Mel']) members.push(await createPerson(t, name));
    groupId = await createUserGroup(db(), 'teams', 'Blue team', [
      { userAccountId: leader.userAccountId, role: 'leader' },
      ...members.map((m) => ({ userAccountId: m.userAccountId, role: 'member' as const })),
    ]);
    const { id: definitionId } = await createSurveyDefinition(db(), 'teams', TEAM_SURVEY);
    release = await createSurveyRelease(db(), 'teams', definitionId, { anonymous: true });
    await markTeamSurvey(db(), release.id, 'alignment');
  });
  afterAll(() => t.close());

  it('offers the leader their group, and lets them start it for its members', async () => {
    const listed = await call(t, 'GET', `${S}/GetTeamAlignments`, leader);
    expect(listed.json<TTeamAlignment[]>()).toEqual([
      expect.objectContaining({ releaseId: release.id, groupId, startedAt: null, invited: 0 }),
    ]);
    expect((await call(t, 'GET', `${S}/GetTeamAlignments`, outsider)).json()).toEqual([]);
    const started = await call(t, 'POST', `${S}/StartTeamAlignment`, leader, {
      releaseId: release.id,
      groupId,
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<TTeamAlignment>()).toMatchObject({ groupName: 'Blue team', invited: 4 });
    const invitations = await codesOf(release.id);
    expect(invitations.map((i) => i.user_account_id).sort()).toEqual(
      members.map((m) => m.userAccountId).sort(),
    );
    expect(invitations.every((i) => i.entity_type === 'UserGroup' && i.entity_id === groupId)).toBe(
      true,
    );
    const mails = await db()
      .selectFrom('message')
      .select('body_text')
      .where('entity_type', '=', 'SurveyInvitation')
      .where(
        sql<boolean>`entity_id in (select id::text from survey_invitation where release_id = ${release.id})`,
      )
      .execute();
    expect(mails).toHaveLength(4);
    expect(mails[0]?.body_text).toContain('/teamAlignment?code=');
    // Starting again invites nobody twice; the release's own targets do not drop the members.
    await call(t, 'POST', `${S}/StartTeamAlignment`, leader, { releaseId: release.id, groupId });
    await syncInvitations(
      { db: db(), brand: 'teams', origin: 'http://teams.test', now: new Date(), log: t.app.log },
      { id: release.id, name: 'Spring pulse', trigger_type: 'norelatedentities' },
    );
    expect(await codesOf(release.id)).toHaveLength(4);
  });

  it('refuses those who do not lead the group, unknown groups and releases that are not alignments', async () => {
    const body = { releaseId: release.id, groupId };
    expect((await call(t, 'POST', `${S}/StartTeamAlignment`, members[0]!, body)).statusCode).toBe(
      403,
    );
    expect((await report(outsider)).statusCode).toBe(403);
    const unknownGroup = { releaseId: release.id, groupId: crypto.randomUUID() };
    expect(
      (await call(t, 'POST', `${S}/StartTeamAlignment`, leader, unknownGroup)).statusCode,
    ).toBe(404);
    const plain = await createSurveyRelease(
      db(),
      'teams',
      (await createSurveyDefinition(db(), 'teams', TEAM_SURVEY)).id,
    );
    const notAlignment = { releaseId: plain.id, groupId };
    expect(
      (await call(t, 'POST', `${S}/StartTeamAlignment`, leader, notAlignment)).statusCode,
    ).toBe(404);
    expect((await call(t, 'GET', `${S}/GetTeamAlignments`)).statusCode).toBe(401);
  });

  it('hides the report below the minimum, then shows averages and agreement without names', async () => {
    const invitations = await codesOf(release.id);
    expect((await answer(invitations[0]!.survey_code, 5)).statusCode).toBe(200);
    expect((await answer(invitations[1]!.survey_code, 5)).statusCode).toBe(200);
    const early = await report(leader);
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json<TTeamAlignmentReport>()).toMatchObject({
      completed: 2,
      results: { hidden: true },
      items: [],
    });
    expect((await answer(invitations[2]!.survey_code, 1)).statusCode).toBe(200);
    const full = (await report(leader)).json<TTeamAlignmentReport>();
    expect(full.completed).toBe(3);
    const [trust, goals] = full.items;
    expect(trust).toMatchObject({ key: 'trust', average: 3.67, min: 1, max: 5 });
    expect(goals).toMatchObject({ key: 'goals', average: 4, spread: 0, agreement: 100 });
    expect(trust!.agreement).toBeLessThan(goals!.agreement);
    const stored = await db()
      .selectFrom('survey_response')
      .select(['user_account_id', 'entity_id'])
      .where('release_id', '=', release.id)
      .execute();
    expect(stored.every((r) => r.user_account_id === null && r.entity_id === groupId)).toBe(true);
  });
});
