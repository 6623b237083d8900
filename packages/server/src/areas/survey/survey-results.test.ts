import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TQuestionResult,
  TSurveyNamedResponse,
  TSurveyResultFilters,
  TSurveyResults,
} from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { firstSheet } from '../../../test/workbook';
import {
  EVERY_TYPE_SURVEY,
  addSurveyVersion,
  createSurveyDefinition,
  createSurveyRelease,
  createSurveyResponses,
} from '../../../test/survey-factories';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import {
  linkPerson,
  makeAccountAdmin,
  seedAccount,
  seedGroup,
} from '../reports/reports-test-support';

const ANSWERS = {
  role: 'teacher',
  site: 'north',
  topics: ['a', 'c'],
  again: true,
  energy: 4,
  age: 40,
  agree: { clear: 3, useful: 1 },
  order: ['y', 'x', 'z'],
  notes: '=HYPERLINK("x") <b>bold</b>',
  day: '2026-03-02',
};

describe.each(testEngines())('survey results on %s', (engine) => {
  let t: TestApp;
  let surveyAdmin: TestPerson;
  let owner: TestPerson;
  let accountAdmin: TestPerson;
  let stranger: TestPerson;
  let ada: TestPerson;
  let bo: TestPerson;
  let districtId: string;
  let campusId: string;
  let groupId: string;
  let named: string;
  let anonymous: string;
  let later: string;
  let definitionId: string;
  const eventId = randomUUID();

  const results = (releaseId: string, who: TestPerson, query = '') =>
    call(t, 'GET', `/api/survey/GetResults/${releaseId}${query ? `?${query}` : ''}`, who);
  const shown = async (releaseId: string, query = '') => {
    const res = await results(releaseId, surveyAdmin, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TSurveyResults>();
  };
  const question = (body: TSurveyResults, name: string) => {
    if (body.results.hidden) throw new Error('hidden');
    return body.results.questions.find((q) => q.name === name) as TQuestionResult;
  };

  beforeAll(async () => {
    t = await createTestApp({ engine });
    const db = t.database.db;
    surveyAdmin = await createPerson(t, 'Sam', ['surveyAdmin']);
    owner = await createPerson(t, 'Olive');
    accountAdmin = await createPerson(t, 'Abe', ['clientAdmin']);
    stranger = await createPerson(t, 'Stan', ['clientAdmin', 'surveyEditor']);
    ada = await createPerson(t, 'Ada');
    bo = await createPerson(t, 'Bo');
    const crmId = randomUUID();
    districtId = await seedAccount(db, 'District', crmId);
    campusId = await seedAccount(db, 'Campus', randomUUID(), crmId);
    await makeAccountAdmin(db, districtId, accountAdmin.userAccountId);
    await linkPerson(db, campusId, ada.userAccountId);
    groupId = await seedGroup(db, 'Readers', [], [bo.userAccountId]);

    const definition = await createSurveyDefinition(db, 'teams', EVERY_TYPE_SURVEY);
    definitionId = definition.id;
    const targets = [{ entityType: 'CrmAccount' as const, entityId: districtId }];
    named = (
      await createSurveyRelease(db, 'teams', definition.id, {
        ownerUserAccountId: owner.userAccountId,
        targets,
      })
    ).id;
    anonymous = (await createSurveyRelease(db, 'teams', definition.id, { anonymous: true })).id;
    later = (await createSurveyRelease(db, 'teams', definition.id, { name: 'Autumn' })).id;
    await createSurveyResponses(db, named, [
      {
        answers: ANSWERS,
        userAccountId: ada.userAccountId,
        completedAt: new Date('2026-03-02T10:00:00Z'),
      },
      {
        answers: { ...ANSWERS, role: 'leader', energy: 2, topics: ['b'], again: false },
        userAccountId: bo.userAccountId,
        completedAt: new Date('2026-03-05T10:00:00Z'),
        language: 'es',
      },
      {
        answers: { role: 'leader', energy: 3 },
        entity: { type: 'TrainingEvent', id: eventId },
        completedAt: new Date('2026-03-09T10:00:00Z'),
      },
    ]);
    // Anonymous: three about the campus, two about the group, three about the event; none
    // names a person.
    await createSurveyResponses(db, anonymous, [
      ...[5, 4, 3].map((energy) => ({
        answers: { role: 'teacher', energy },
        entity: { type: 'CrmAccount', id: campusId },
      })),
      ...[1, 2].map((energy) => ({
        answers: { role: 'leader', energy, notes: 'only two of us' },
        entity: { type: 'UserGroup', id: groupId },
      })),
      ...[2, 3, 4].map((energy) => ({
        answers: { role: 'leader', energy },
        entity: { type: 'TrainingEvent', id: eventId },
      })),
    ]);
    await createSurveyResponses(db, later, [{ answers: { role: 'teacher', energy: 5 } }]);
  });
  afterAll(() => t.close());

  it('aggregates every question type of the completed responses', async () => {
    const body = await shown(named);
    expect(body.release).toMatchObject({
      name: 'Spring pulse',
      anonymous: false,
      definitionName: 'Team pulse',
    });
    expect(body.results).toMatchObject({ hidden: false, responses: 3 });
    expect(question(body, 'role')).toMatchObject({
      kind: 'choices',
      answered: 3,
      choices: [
        { value: 'teacher', count: 1 },
        { value: 'leader', count: 2 },
      ],
    });
    expect(question(body, 'topics')).toMatchObject({
      choices: [{ count: 1 }, { count: 1 }, { count: 1 }],
    });
    expect(question(body, 'energy')).toMatchObject({ kind: 'scale', average: 3, median: 3 });
    expect(question(body, 'agree')).toMatchObject({
      kind: 'matrix',
      rows: [
        { value: 'clear', average: 3 },
        { value: 'useful', average: 1 },
      ],
    });
    expect(question(body, 'order')).toMatchObject({
      choices: [{ averageRank: 2 }, { averageRank: 1 }, { averageRank: 3 }],
    });
    expect(question(body, 'notes')).toMatchObject({ kind: 'texts', answered: 2 });
  });

  it('counts an older version by question name and type', async () => {
    const db = t.database.db;
    const definition = await createSurveyDefinition(db, 'teams', EVERY_TYPE_SURVEY, 'Versions');
    const release = (await createSurveyRelease(db, 'teams', definition.id)).id;
    const page = EVERY_TYPE_SURVEY.pages[0]!;
    await addSurveyVersion(db, definition.id, {
      ...EVERY_TYPE_SURVEY,
      pages: [{ ...page, elements: page.elements.filter((q) => q.name !== 'site') }],
    });
    await createSurveyResponses(db, release, [
      { answers: ANSWERS, version: 1 },
      { answers: { role: 'leader' }, version: 2 },
    ]);
    const body = await shown(release);
    expect(question(body, 'role').answered).toBe(2);
    expect(question(body, 'site')).toBeUndefined();
  });

  it('filters by account with its descendants, group, event and days, from the entity or the person', async () => {
    const count = async (query: string) => {
      const body = await shown(named, query);
      return body.results.hidden ? null : body.results.responses;
    };
    expect(await count(`accountId=${districtId}`)).toBe(1);
    expect(await count(`groupId=${groupId}`)).toBe(1);
    expect(await count(`eventId=${eventId}`)).toBe(1);
    expect(await count('from=2026-03-03&to=2026-03-05')).toBe(1);
    expect(await count('from=2026-03-06')).toBe(1);
    expect((await results(named, surveyAdmin, 'from=2026-03-06&to=2026-03-01')).statusCode).toBe(
      400,
    );
  });

  it('hides an anonymous release group smaller than the minimum, and never filters by its people', async () => {
    const all = await shown(anonymous);
    expect(all.results).toMatchObject({ hidden: false, responses: 8 });
    const campus = await shown(anonymous, `accountId=${districtId}`);
    expect(campus.results).toMatchObject({ hidden: false, responses: 3 });
    const group = await shown(anonymous, `groupId=${groupId}`);
    expect(group.results).toEqual({ hidden: true });
    expect(group.minimum).toBe(3);
    expect(JSON.stringify(group)).not.toContain('only two of us');
    // Ada is linked to the campus, yet an anonymous release is narrowed by entity only.
    const stored = await t.database.db
      .selectFrom('survey_response')
      .select('user_account_id')
      .where('release_id', '=', anonymous)
      .execute();
    expect(stored.every((row) => row.user_account_id === null)).toBe(true);
  });

  it('hides an anonymous view whose difference from a wider view is under the minimum', async () => {
    const db = t.database.db;
    const release = (await createSurveyRelease(db, 'teams', definitionId, { anonymous: true })).id;
    // Three about the campus, one about its district: the district's view (with the campus)
    // minus the campus's would show that one response.
    await createSurveyResponses(db, release, [
      ...[5, 4, 3].map((energy) => ({
        answers: { role: 'teacher', energy },
        entity: { type: 'CrmAccount', id: campusId },
      })),
      { answers: { role: 'leader', energy: 1 }, entity: { type: 'CrmAccount', id: districtId } },
    ]);
    const district = await shown(release, `accountId=${districtId}`);
    expect(district.results).toMatchObject({ hidden: false, responses: 4 });
    expect((await shown(release, `accountId=${campusId}`)).results).toEqual({ hidden: true });
    // The download of the hidden view holds no response either.
    const file = await call(
      t,
      'GET',
      `/api/survey/ExportResults/${release}?format=csv&accountId=${campusId}`,
      surveyAdmin,
    );
    expect(file.statusCode).toBe(200);
    expect(
      file.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
    // A named release shows every view: its download names the people anyway.
    expect((await shown(named, `accountId=${districtId}`)).results).toMatchObject({
      hidden: false,
    });
  });

  it("lists a named release's responses of people, newest first, for its readers only", async () => {
    const list = async (releaseId: string, who: TestPerson, query = '') => {
      const url = `/api/survey/GetNamedResponses/${releaseId}${query ? `?${query}` : ''}`;
      return call(t, 'GET', url, who);
    };
    const all = await list(named, owner);
    expect(all.statusCode, all.body).toBe(200);
    // The response about the event has no person: nothing to read as a viewer.
    expect(all.json<TSurveyNamedResponse[]>()).toEqual([
      { id: expect.any(String), name: 'Bo Tester', completedAt: '2026-03-05T10:00:00.000Z' },
      { id: expect.any(String), name: 'Ada Tester', completedAt: '2026-03-02T10:00:00.000Z' },
    ]);
    const filtered = await list(named, owner, `groupId=${groupId}`);
    expect(filtered.json<TSurveyNamedResponse[]>().map((r) => r.name)).toEqual(['Bo Tester']);
    expect((await list(anonymous, surveyAdmin)).json()).toEqual([]);
    expect((await list(named, stranger)).statusCode).toBe(403);
    expect((await list(randomUUID(), surveyAdmin)).statusCode).toBe(404);
  });

  it('compares with another release of the definition, under the same filters', async () => {
    const body = await shown(named, `compareReleaseId=${later}`);
    expect(body.compare?.release.name).toBe('Autumn');
    expect(body.compare?.results).toMatchObject({ hidden: false, responses: 1 });
    const other = await createSurveyDefinition(t.database.db, 'teams', EVERY_TYPE_SURVEY, 'Other');
    const elsewhere = (await createSurveyRelease(t.database.db, 'teams', other.id)).id;
    expect((await results(named, surveyAdmin, `compareReleaseId=${elsewhere}`)).statusCode).toBe(
      404,
    );
    const filters = await call(t, 'GET', `/api/survey/GetResultFilters/${named}`, surveyAdmin);
    expect(filters.json<TSurveyResultFilters>()).toMatchObject({
      accounts: [{ id: districtId, name: 'District' }],
      releases: expect.arrayContaining([{ id: later, name: 'Autumn' }]),
    });
  });

  it('downloads one row per response as a real workbook (named: with the person)', async () => {
    const res = await call(t, 'GET', `/api/survey/ExportResults/${named}?format=xlsx`, surveyAdmin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('Spring pulse results.xlsx');
    const sheet = await firstSheet(res);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Name',
      'E-mail',
      'Role',
      'Site',
      'Topics',
      'Again?',
      'Energy',
      'Age',
      'Agreement — clear',
      'Agreement — useful',
      'Order',
      'Notes',
      'Day',
      'Completed',
      'Language',
    ]);
    expect(sheet.rowCount).toBe(4);
    const ada1 = sheet.getRow(2).values as unknown[];
    expect(ada1.slice(1, 14)).toEqual([
      'Ada Tester',
      ada.email,
      'teacher',
      'north',
      'a; c',
      'Yes',
      4,
      40,
      'Yes',
      'No',
      'y; x; z',
      `'=HYPERLINK("x") <b>bold</b>`,
      '2026-03-02',
    ]);
    expect(sheet.getRow(3).getCell(15).value).toBe('es');
  });

  it('downloads CSV without a person for an anonymous release, with the same filters', async () => {
    const res = await call(
      t,
      'GET',
      `/api/survey/ExportResults/${anonymous}?format=csv&accountId=${districtId}`,
      surveyAdmin,
    );
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]!.startsWith('"Role"')).toBe(true);
    expect(lines[0]).not.toContain('E-mail');
  });

  it('lets the owner, target account admins and global data access read; others 403', async () => {
    const employee = await createPerson(t, 'Emma', ['globalDataAccess']);
    for (const who of [owner, accountAdmin, employee]) {
      expect((await results(named, who)).statusCode).toBe(200);
    }
    expect((await results(anonymous, accountAdmin)).statusCode).toBe(403);
    expect((await results(named, stranger)).statusCode).toBe(403);
    const file = `/api/survey/ExportResults/${named}?format=xlsx`;
    expect((await call(t, 'GET', file, stranger)).statusCode).toBe(403);
    expect(
      (await call(t, 'GET', `/api/survey/GetResultFilters/${named}`, stranger)).statusCode,
    ).toBe(403);
    // Comparing needs the other release too.
    expect((await results(named, owner, `compareReleaseId=${later}`)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown release and one of another brand', async () => {
    expect((await results(randomUUID(), surveyAdmin)).statusCode).toBe(404);
    expect((await results('not-an-id', surveyAdmin)).statusCode).toBe(400);
    const otherAdmin = await createPerson(t, 'Otto', ['surveyAdmin'], 'schools');
    const res = await call(
      t,
      'GET',
      `/api/survey/GetResults/${named}`,
      otherAdmin,
      undefined,
      'schools',
    );
    expect(res.statusCode).toBe(404);
  });
});
