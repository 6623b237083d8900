import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TContent,
  TContentSurvey,
  TContentSurveyRelease,
  TResourceGroup,
  TSurveyToTake,
  TUserGroup,
} from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { createSurveyDefinition, createSurveyRelease } from '../../../test/survey-factories';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import {
  RG,
  page,
  publish,
  saveGroup,
  upsertContent,
} from '../resourcegroup/resourcegroup-test-support';
import { syncInvitations } from './survey-invitations.service';

const surveySection = (id: string, releaseId?: string) => ({
  id,
  type: id === 'feedback' ? 'contentSurvey' : 'survey',
  data: releaseId ? { releaseId } : {},
});

describe.each(testEngines())('surveys in content pages on %s', (engine) => {
  let t: TestApp;
  let editor: TestPerson;
  let reader: TestPerson;
  let outsider: TestPerson;
  let group: TResourceGroup;
  let item: TContent;
  let releaseId: string;
  let closedId: string;
  const db = () => t.database.db;
  const open = (who: TestPerson, body: object) =>
    call(t, 'POST', '/api/survey/OpenContentSurvey', who, body);
  const opened = async (who: TestPerson, sectionId: string) => {
    const res = await open(who, { contentId: item.id, sectionId });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TContentSurvey>();
  };
  const invitationsOf = (release: string) =>
    db()
      .selectFrom('survey_invitation')
      .select(['user_account_id', 'entity_type', 'entity_id'])
      .where('release_id', '=', release)
      .execute();

  beforeAll(async () => {
    t = await createTestApp({ engine });
    editor = await createPerson(t, 'Edie', ['contentEditor']);
    const coach = await createPerson(t, 'Cole', ['trainer', 'eventAdmin']);
    reader = await createPerson(t, 'Rita', ['participant']);
    outsider = await createPerson(t, 'Otto', ['participant']);
    const team = (
      await call(t, 'POST', '/api/usergroup/upsert', coach, { name: 'Readers' })
    ).json<TUserGroup>();
    await call(t, 'POST', `/api/usergroup/AddMember/${team.id}`, coach, {
      userAccountIds: [reader.userAccountId],
    });
    const { id: definitionId } = await createSurveyDefinition(db(), 'teams');
    ({ id: releaseId } = await createSurveyRelease(db(), 'teams', definitionId, {
      name: 'Page pulse',
    }));
    ({ id: closedId } = await createSurveyRelease(db(), 'teams', definitionId, {
      name: 'Old pulse',
      closesAt: new Date(Date.now() - 60_000),
      opensAt: new Date(Date.now() - 3_600_000),
    }));
    group = await saveGroup(t, editor, {
      name: 'Pulse pages',
      code: 'pulse-pages',
      members: [{ type: 'userGroup', id: team.id }],
    });
    item = await upsertContent(t, editor, group.id, {
      title: 'How was your week?',
      sections: [
        ...page('Your week', 'Tell us'),
        surveySection('feedback', releaseId),
        surveySection('unset'),
        surveySection('closed', closedId),
      ],
    });
    group = await publish(t, editor, group);
  });
  afterAll(async () => t?.close());

  it('lists the releases not closed to the content staff, not to readers', async () => {
    const res = await call(t, 'GET', '/api/survey/GetContentSurveyReleases', editor);
    expect(res.statusCode).toBe(200);
    expect(res.json<TContentSurveyRelease[]>()).toEqual([
      { id: releaseId, name: 'Page pulse', open: true },
    ]);
    expect((await call(t, 'GET', '/api/survey/GetContentSurveyReleases', reader)).statusCode).toBe(
      403,
    );
  });

  it('refuses a survey section whose release is not an id', async () => {
    const res = await call(t, 'POST', `${RG}/upsertContent/${group.id}`, editor, {
      title: 'Broken',
      sections: [{ id: 's', type: 'survey', data: { releaseId: 'not-an-id' } }],
    });
    expect(res.statusCode).toBe(400);
  });

  it('gives the reader their invitation about the item, the same one each time', async () => {
    const first = await opened(reader, 'feedback');
    expect(first).toMatchObject({ state: 'ready', completedAt: null });
    expect(await opened(reader, 'feedback')).toEqual(first);
    expect(await invitationsOf(releaseId)).toEqual([
      { user_account_id: reader.userAccountId, entity_type: 'Content', entity_id: item.id },
    ]);
  });

  it('keeps the progress, takes the answers and says it is answered when they come back', async () => {
    const ready = await opened(reader, 'feedback');
    if (ready.state !== 'ready') throw new Error('not ready');
    const { surveyCode } = ready;
    const saved = await call(t, 'POST', '/api/survey/SaveSurveyProgress', reader, {
      surveyCode,
      version: 1,
      answers: { role: 'teacher' },
    });
    expect(saved.statusCode).toBe(200);
    const byCode = await call(t, 'GET', `/api/survey/GetSurveyByCode/${surveyCode}`, reader);
    expect(byCode.json<TSurveyToTake>()).toMatchObject({ answers: { role: 'teacher' } });
    const submitted = await call(t, 'POST', '/api/survey/SubmitSurvey', reader, {
      surveyCode,
      version: 1,
      answers: { role: 'teacher', energy: 5 },
      language: 'en-us',
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const back = await opened(reader, 'feedback');
    expect(back.state === 'ready' && back.completedAt).toBeTruthy();
    const after = await call(t, 'GET', `/api/survey/GetSurveyByCode/${surveyCode}`, reader);
    expect(after.json<TSurveyToTake>().state).toBe('completed');
    const response = await db()
      .selectFrom('survey_response')
      .select(['entity_type', 'entity_id', 'user_account_id'])
      .where('release_id', '=', releaseId)
      .executeTakeFirstOrThrow();
    expect(response).toEqual({
      entity_type: 'Content',
      entity_id: item.id,
      user_account_id: reader.userAccountId,
    });
  });

  it('answers unavailable for a section without a survey, a closed one or one not there', async () => {
    for (const sectionId of ['unset', 'closed', 'title', 'nope']) {
      expect(await opened(reader, sectionId), sectionId).toEqual({ state: 'unavailable' });
    }
  });

  it('refuses items out of reach, unknown ones and bad input', async () => {
    expect((await open(outsider, { contentId: item.id, sectionId: 'feedback' })).statusCode).toBe(
      404,
    );
    expect(
      (await open(reader, { contentId: randomUUID(), sectionId: 'feedback' })).statusCode,
    ).toBe(404);
    expect((await open(reader, { contentId: item.id, sectionId: '../x' })).statusCode).toBe(400);
    expect((await open(reader, { contentId: 'x', sectionId: 'feedback' })).statusCode).toBe(400);
    const other = await createPerson(t, 'Lea', ['participant'], 'leaders');
    const elsewhere = await call(
      t,
      'POST',
      '/api/survey/OpenContentSurvey',
      other,
      { contentId: item.id, sectionId: 'feedback' },
      'leaders',
    );
    expect(elsewhere.statusCode).toBe(404);
  });

  it("keeps the readers' invitations when the release's targets are synchronised", async () => {
    const editorsOwn = await opened(editor, 'feedback');
    expect(editorsOwn.state).toBe('ready');
    const run = {
      db: db(),
      brand: 'teams' as const,
      origin: 'http://x',
      now: new Date(),
      log: t.app.log,
    };
    await syncInvitations(run, {
      id: releaseId,
      name: 'Page pulse',
      trigger_type: 'norelatedentities',
    });
    expect((await invitationsOf(releaseId)).map((i) => i.user_account_id).sort()).toEqual(
      [reader.userAccountId, editor.userAccountId].sort(),
    );
  });

  it('invites a series member to the survey of the item released to them, by e-mail', async () => {
    const series = await saveGroup(t, editor, {
      name: 'Pulse series',
      code: 'pulse-series',
      members: group.members,
      series: { enabled: true, intervalDays: 7 },
    });
    const intro = await upsertContent(t, editor, series.id, {
      title: 'Welcome',
      sections: page('Welcome', 'hello'),
    });
    await upsertContent(t, editor, series.id, {
      title: 'Week one',
      sections: page('Week one', 'start'),
    });
    const asked = await upsertContent(t, editor, series.id, {
      title: 'Week two',
      sections: [surveySection('feedback', releaseId)],
    });
    await saveGroup(t, editor, {
      id: series.id,
      name: series.name,
      code: series.code,
      members: series.members,
      introContentId: intro.id,
      series: { enabled: true, intervalDays: 7 },
      status: 'active',
    });
    expect(
      (await call(t, 'GET', `${RG}/InitializeSeriesById/${series.id}`, editor)).statusCode,
    ).toBe(200);
    const released = await call(
      t,
      'POST',
      `${RG}/releaseSurveyContent/${series.id}/${reader.userAccountId}/${asked.id}`,
      editor,
    );
    expect(released.json()).toEqual({ contentId: asked.id });
    expect(await invitationsOf(releaseId)).toContainEqual({
      user_account_id: reader.userAccountId,
      entity_type: 'Content',
      entity_id: asked.id,
    });
    const mails = await db()
      .selectFrom('message')
      .select('comment')
      .where('entity_type', '=', 'SurveyInvitation')
      .execute();
    expect(mails).toHaveLength(1);
  });
});
