import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TSurveyBody,
  TSurveyDefinition,
  TSurveyDefinitionSummary,
  TSurveyDefinitionVersion,
} from '@portal/core';
import { apiHeaders, withFeaturesOff } from '../../../test/factories';
import { SAMPLE_SURVEY, createSurveyDefinition } from '../../../test/survey-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';

const API = '/api/survey';

/** The sample with its title changed: a second version's body. */
const retitled = (title: string): TSurveyBody => ({ ...SAMPLE_SURVEY, title });

describe.each(testEngines())('survey definitions on %s', (engine) => {
  let t: TestApp;
  let admin: TestPerson;
  let editor: TestPerson;
  let participant: TestPerson;
  let otherBrandAdmin: TestPerson;

  const save = (by: TestPerson, payload: unknown) =>
    call(t, 'POST', `${API}/SaveDefinition`, by, payload);
  const create = async (name: string, body: TSurveyBody = SAMPLE_SURVEY, by = editor) => {
    const res = await save(by, { name, body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TSurveyDefinition>();
  };
  const list = async (query = '', by = editor) => {
    const res = await call(t, 'GET', `${API}/GetDefinitions${query}`, by);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TSurveyDefinitionSummary[]>();
  };

  beforeAll(async () => {
    t = await createTestApp({ engine });
    admin = await createPerson(t, 'Ada', ['surveyAdmin']);
    editor = await createPerson(t, 'Eddie', ['surveyEditor']);
    participant = await createPerson(t, 'Pia', ['participant']);
    otherBrandAdmin = await createPerson(t, 'Olive', ['surveyAdmin'], 'leaders');
  });
  afterAll(() => t.close());

  it('saves every change as a new version and keeps the earlier bodies unchanged', async () => {
    const first = await create('Pulse');
    expect(first).toMatchObject({ name: 'Pulse', version: 1, archived: false, releaseCount: 0 });
    expect(first.versions).toMatchObject([{ version: 1, savedByName: 'Eddie Tester' }]);

    const res = await save(admin, {
      id: first.id,
      version: 1,
      name: 'Pulse (spring)',
      body: retitled('Spring pulse'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const second = res.json<TSurveyDefinition>();
    expect(second).toMatchObject({ name: 'Pulse (spring)', version: 2 });
    expect(second.body.title).toBe('Spring pulse');
    expect(second.versions.map((v) => [v.version, v.savedByName])).toEqual([
      [2, 'Ada Tester'],
      [1, 'Eddie Tester'],
    ]);

    const v1 = await call(t, 'GET', `${API}/GetDefinitionVersion/${first.id}/1`, editor);
    expect(v1.statusCode, v1.body).toBe(200);
    expect(v1.json<TSurveyDefinitionVersion>()).toMatchObject({ version: 1, body: SAMPLE_SURVEY });
    const missing = await call(t, 'GET', `${API}/GetDefinitionVersion/${first.id}/3`, editor);
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a save over an older version with 409, in the caller’s language', async () => {
    const { id } = await create('Stale');
    expect(
      (await save(editor, { id, version: 1, name: 'Stale', body: SAMPLE_SURVEY })).statusCode,
    ).toBe(200);
    const stale = await t.app.inject({
      method: 'POST',
      url: `${API}/SaveDefinition`,
      headers: { ...apiHeaders('teams', admin.token), 'accept-language': 'de' },
      payload: { id, version: 1, name: 'Stale', body: retitled('Lost') },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'errors.surveyDefinitions.stale',
      version: 2,
      message: expect.stringContaining('Umfragedefinition'),
    });
    const kept = await call(t, 'GET', `${API}/GetDefinition/${id}`, editor);
    expect(kept.json<TSurveyDefinition>()).toMatchObject({ version: 2, body: SAMPLE_SURVEY });
    // An editor who loaded nothing cannot save over a definition either.
    expect((await save(editor, { id, name: 'Stale', body: SAMPLE_SURVEY })).statusCode).toBe(400);
  });

  it('refuses bodies core does not accept, with the issues', async () => {
    const [about, pulse] = SAMPLE_SURVEY.pages;
    if (!about || !pulse) throw new Error('The sample has two pages');
    const bad: Record<string, unknown> = {
      unknownType: {
        ...SAMPLE_SURVEY,
        pages: [{ name: 'p', elements: [{ type: 'slider', name: 'a', title: 'A' }] }],
      },
      laterCondition: {
        ...SAMPLE_SURVEY,
        pages: [
          {
            ...about,
            elements: [
              {
                type: 'comment',
                name: 'early',
                title: 'Early',
                visibleWhen: { question: 'late', operator: 'answered' },
              },
            ],
          },
          { name: 'later', elements: [{ type: 'comment', name: 'late', title: 'Late' }] },
        ],
      },
      duplicateNames: {
        ...SAMPLE_SURVEY,
        pages: [about, { ...pulse, elements: [about.elements[1]] }],
      },
      tooLongText: { ...SAMPLE_SURVEY, title: 'x'.repeat(2001) },
      noPages: { ...SAMPLE_SURVEY, pages: [] },
    };
    for (const [why, body] of Object.entries(bad)) {
      const res = await save(editor, { name: why, body });
      expect(res.statusCode, why).toBe(400);
      expect(res.json<{ errors: { field: string }[] }>().errors.length, why).toBeGreaterThan(0);
    }
    const condition = await save(editor, { name: 'c', body: bad.laterCondition });
    expect(condition.json<{ errors: { field: string }[] }>().errors).toContainEqual(
      expect.objectContaining({ field: 'body.questions.0.visibleWhen' }),
    );
    const tooLongName = await save(editor, { name: 'n'.repeat(201), body: SAMPLE_SURVEY });
    expect(tooLongName.statusCode).toBe(400);
  });

  it('lists by text, archived ones on request, and archives and restores', async () => {
    const kept = await create('Wellbeing check');
    const titled = await create('Untitled', retitled('Staff climate'));
    expect((await list('?search=wellbeing')).map((d) => d.id)).toEqual([kept.id]);
    expect((await list('?search=climate')).map((d) => d.id)).toEqual([titled.id]);
    expect((await list('?search=%25')).length).toBe(0);

    const archived = await call(t, 'POST', `${API}/ArchiveDefinition/${kept.id}`, editor);
    expect(archived.json<TSurveyDefinition>().archived).toBe(true);
    expect((await list()).map((d) => d.id)).not.toContain(kept.id);
    expect((await list('?archived=true')).map((d) => d.id)).toContain(kept.id);
    const restored = await call(t, 'POST', `${API}/RestoreDefinition/${kept.id}`, admin);
    expect(restored.json<TSurveyDefinition>().archived).toBe(false);
    expect((await list()).map((d) => d.id)).toContain(kept.id);
  });

  it('copies the latest version as a new definition named in the caller’s language', async () => {
    const source = await create('Onboarding', retitled('Welcome'));
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/CopyDefinition/${source.id}`,
      headers: { ...apiHeaders('teams', editor.token), 'accept-language': 'es' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const copy = res.json<TSurveyDefinition>();
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({ version: 1, name: 'Copia de Onboarding' });
    expect(copy.body).toEqual(source.body);
  });

  it('counts the releases of a definition', async () => {
    const { id } = await create('Released');
    await t.database.db
      .insertInto('survey_release')
      .values({
        app_name: 'teams',
        definition_id: id,
        release_group_id: null,
        name: 'R',
        trigger_type: 'norelatedentities',
        opens_at: new Date(),
        closes_at: null,
        reminder_days: null,
        short_code: `code-${id}`,
        owner_user_account_id: null,
        closed_at: null,
        updated_at: new Date(),
      })
      .execute();
    expect((await list('?search=Released')).map((d) => d.releaseCount)).toEqual([1]);
  });

  it('lets survey admins and editors in, and keeps everyone else out (403)', async () => {
    const { id } = await create('Guarded');
    for (const url of [`${API}/GetDefinitions`, `${API}/GetDefinition/${id}`]) {
      expect((await call(t, 'GET', url, participant)).statusCode).toBe(403);
      expect((await call(t, 'GET', url, admin)).statusCode).toBe(200);
    }
    for (const action of ['ArchiveDefinition', 'RestoreDefinition', 'CopyDefinition']) {
      expect((await call(t, 'POST', `${API}/${action}/${id}`, participant)).statusCode).toBe(403);
    }
    expect((await save(participant, { name: 'x', body: SAMPLE_SURVEY })).statusCode).toBe(403);
    expect((await call(t, 'GET', `${API}/GetDefinitions`)).statusCode).toBe(401);
  });

  it('treats another brand’s definition and an unknown one alike (404), a bad id as 400', async () => {
    const theirs = await createSurveyDefinition(t.database.db, 'leaders');
    const unknown = '00000000-0000-4000-8000-000000000001';
    for (const id of [theirs.id, unknown]) {
      expect((await call(t, 'GET', `${API}/GetDefinition/${id}`, admin)).statusCode).toBe(404);
      expect((await call(t, 'GET', `${API}/GetDefinitionVersion/${id}/1`, admin)).statusCode).toBe(
        404,
      );
      for (const action of ['ArchiveDefinition', 'RestoreDefinition', 'CopyDefinition']) {
        expect((await call(t, 'POST', `${API}/${action}/${id}`, admin)).statusCode).toBe(404);
      }
      const over = await save(admin, { id, version: 1, name: 'Mine now', body: SAMPLE_SURVEY });
      expect(over.statusCode).toBe(404);
    }
    const mine = await call(
      t,
      'GET',
      `${API}/GetDefinition/${theirs.id}`,
      otherBrandAdmin,
      undefined,
      'leaders',
    );
    expect(mine.statusCode).toBe(200);
    expect((await list('', admin)).map((d) => d.id)).not.toContain(theirs.id);
    for (const bad of ['not-a-guid', '1; drop table survey_definition']) {
      const res = await call(t, 'GET', `${API}/GetDefinition/${encodeURIComponent(bad)}`, admin);
      expect(res.statusCode).toBe(400);
    }
    expect(
      (await call(t, 'GET', `${API}/GetDefinitionVersion/${theirs.id}/zero`, admin)).statusCode,
    ).toBe(400);
  });

  it('answers 403 while the brand has surveys off', async () => {
    await withFeaturesOff(t.app, 'teams', ['survey'], async () => {
      expect((await call(t, 'GET', `${API}/GetDefinitions`, admin)).statusCode).toBe(403);
      expect((await save(admin, { name: 'Off', body: SAMPLE_SURVEY })).statusCode).toBe(403);
    });
  });
});
