import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  zSurveyBody,
  type TCrmAccount,
  type TOpenSurvey,
  type TShortUrlTarget,
} from '@portal/core';
import { withFeaturesOff } from '../../../test/factories';
import {
  SAMPLE_SURVEY,
  createNonRegisteredGroup,
  createSurveyDefinition,
  createSurveyRelease,
  createSurveyShortUrl,
} from '../../../test/survey-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';

const VALID = { role: 'teacher', energy: 4 };
const newKey = () => randomBytes(32).toString('base64url');

/** SAMPLE_SURVEY with the team's name as a special field. */
const GROUP_SURVEY = zSurveyBody.parse({
  ...SAMPLE_SURVEY,
  pages: [
    {
      name: 'team',
      elements: [{ type: 'text', name: 'team', title: 'Team', special: 'NonRegisteredGroup' }],
    },
    ...SAMPLE_SURVEY.pages,
  ],
});

describe.each(testEngines())('open and public surveys by short code on %s', (engine) => {
  let t: TestApp;
  let pia: TestPerson;
  let definitionId: string;
  let accountIds: string[];

  const db = () => t.database.db;
  const responsesOf = (release: string) =>
    db().selectFrom('survey_response').selectAll().where('release_id', '=', release).execute();

  beforeAll(async () => {
    t = await createTestApp({ engine });
    pia = await createPerson(t, 'Pia');
    ({ id: definitionId } = await createSurveyDefinition(db(), 'teams'));
    const employee = await createPerson(t, 'Emma', ['globalDataAccess', 'tfg']);
    accountIds = [];
    for (const accountName of ['North', 'South']) {
      const res = await call(t, 'POST', '/api/crmaccount/upsert', employee, { accountName });
      accountIds.push(res.json<TCrmAccount>().id);
    }
  });
  afterAll(() => t.close());

  describe('open surveys (signed in)', () => {
    const submitOpen = (who: TestPerson, shortCode: string, params: object = {}) =>
      call(t, 'POST', '/api/survey/SubmitOpenSurvey', who, {
        shortCode,
        params,
        version: 1,
        answers: VALID,
        language: 'en-us',
      });

    it('keeps the caller’s progress and takes one response per person', async () => {
      const { id, shortCode } = await createSurveyRelease(db(), 'teams', definitionId);
      const fresh = await call(t, 'GET', `/api/survey/GetOpenSurvey/${shortCode}`, pia);
      expect(fresh.json<TOpenSurvey>()).toMatchObject({ state: 'open', answers: {} });
      const saved = await call(t, 'POST', '/api/survey/SaveOpenSurveyProgress', pia, {
        shortCode,
        version: 1,
        answers: { role: 'leader' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const resumed = await call(t, 'GET', `/api/survey/GetOpenSurvey/${shortCode}`, pia);
      expect(resumed.json<TOpenSurvey>().answers).toEqual({ role: 'leader' });
      expect((await submitOpen(pia, shortCode)).statusCode).toBe(200);
      expect((await submitOpen(pia, shortCode)).statusCode).toBe(409);
      expect((await call(t, 'GET', `/api/survey/GetOpenSurvey/${shortCode}`, pia)).json()).toEqual({
        state: 'completed',
      });
      const [response] = await responsesOf(id);
      expect(response?.user_account_id).toBe(pia.userAccountId);
      expect((await call(t, 'GET', `/api/survey/GetOpenSurvey/${shortCode}`)).statusCode).toBe(401);
    });

    it('takes one response per person and account under PersonAndEntity', async () => {
      const { id, shortCode } = await createSurveyRelease(db(), 'teams', definitionId, {
        uniqueness: 'PersonAndEntity',
      });
      const [north, south] = accountIds;
      expect((await submitOpen(pia, shortCode, { entityId: north })).statusCode).toBe(200);
      expect((await submitOpen(pia, shortCode, { entityId: south })).statusCode).toBe(200);
      expect((await submitOpen(pia, shortCode, { entityId: north })).statusCode).toBe(409);
      // No account, or one not of the brand: nothing to answer about.
      expect((await submitOpen(pia, shortCode)).statusCode).toBe(409);
      const noAccount = await call(t, 'GET', `/api/survey/GetOpenSurvey/${shortCode}`, pia);
      expect(noAccount.json()).toEqual({ state: 'unavailable' });
      const rows = await responsesOf(id);
      expect(rows.map((row) => row.entity_id).sort()).toEqual([north, south].sort());
    });

    it('answers unavailable for unknown and other-brand codes, closed for a closed release', async () => {
      const elsewhere = await createSurveyRelease(
        db(),
        'profile',
        (await createSurveyDefinition(db(), 'profile')).id,
      );
      const closed = await createSurveyRelease(db(), 'teams', definitionId, {
        opensAt: new Date(0),
        closesAt: new Date(Date.now() - 1000),
      });
      for (const code of [elsewhere.shortCode, 'unknownCode']) {
        const res = await call(t, 'GET', `/api/survey/GetOpenSurvey/${code}`, pia);
        expect(res.json()).toEqual({ state: 'unavailable' });
      }
      const res = await call(t, 'GET', `/api/survey/GetOpenSurvey/${closed.shortCode}`, pia);
      expect(res.json()).toEqual({ state: 'closed' });
    });
  });

  describe('public surveys (anyone with the link)', () => {
    let release: { id: string; shortCode: string };
    let groupId: string;
    beforeAll(async () => {
      const definition = await createSurveyDefinition(db(), 'teams', GROUP_SURVEY);
      release = await createSurveyRelease(db(), 'teams', definition.id, { isPublic: true });
      groupId = await createNonRegisteredGroup(db(), 'teams', 'Blue team');
    });
    const save = (resumeKey: string, answers: object) =>
      call(t, 'POST', '/api/survey/SavePublicSurveyProgress', undefined, {
        shortCode: release.shortCode,
        resumeKey,
        version: 1,
        answers,
      });
    const resume = (resumeKey: string) =>
      call(t, 'POST', '/api/survey/ResumePublicSurvey', undefined, {
        shortCode: release.shortCode,
        resumeKey,
      });

    it('fills the group from the link, resumes by key only, and stores the group', async () => {
      const res = await call(
        t,
        'GET',
        `/api/survey/GetPublicSurvey/${release.shortCode}?NonRegisteredGroup=${groupId}`,
      );
      expect(res.json<TOpenSurvey>().answers).toEqual({ team: 'Blue team' });
      const key = newKey();
      expect((await save(key, { team: 'Blue team', role: 'leader' })).statusCode).toBe(200);
      expect((await resume(key)).json()).toEqual({
        version: 1,
        answers: { team: 'Blue team', role: 'leader' },
      });
      expect((await resume(newKey())).json()).toBeNull();
      const rows = await responsesOf(release.id);
      expect(rows[0]?.resume_key_hash).not.toBe(key);

      const submitted = await call(t, 'POST', '/api/survey/SubmitPublicSurvey', undefined, {
        shortCode: release.shortCode,
        params: { NonRegisteredGroup: groupId },
        resumeKey: key,
        version: 1,
        answers: { team: 'Blue team', ...VALID },
        language: 'fr',
      });
      expect(submitted.statusCode, submitted.body).toBe(200);
      const [response, ...more] = await responsesOf(release.id);
      expect(more).toEqual([]);
      expect(response).toMatchObject({
        completed: true,
        resume_key_hash: null,
        user_account_id: null,
        non_registered_group_id: groupId,
        language: 'fr',
      });
      // The finished response no longer answers to the key.
      expect((await resume(key)).json()).toBeNull();
      // Saving with it again starts new answers; the finished ones stay as they were.
      expect((await save(key, { role: 'teacher' })).statusCode).toBe(200);
      const after = await responsesOf(release.id);
      expect(after.find((row) => row.completed)?.answers).toEqual({ team: 'Blue team', ...VALID });
      expect(after).toHaveLength(2);
    });

    it('opens only public releases', async () => {
      const closedDoor = await createSurveyRelease(db(), 'teams', definitionId);
      const res = await call(t, 'GET', `/api/survey/GetPublicSurvey/${closedDoor.shortCode}`);
      expect(res.json()).toEqual({ state: 'unavailable' });
    });
  });

  describe('short links', () => {
    const resolve = (code: string, path = '') =>
      call(t, 'GET', `/api/survey/ResolveShortUrl/${code}?path=${encodeURIComponent(path)}`);

    it('leads to the survey page with the stored params over the path’s', async () => {
      const release = await createSurveyRelease(db(), 'teams', definitionId, { isPublic: true });
      const code = await createSurveyShortUrl(db(), 'teams', release.id, {
        params: { entityId: 'fixed' },
      });
      const res = await resolve(code, 'entityId/other/NonRegisteredGroup/g1');
      expect(res.json<TShortUrlTarget>()).toEqual({
        state: 'open',
        to: `/public-survey/${release.shortCode}`,
        params: { entityId: 'fixed', NonRegisteredGroup: 'g1' },
      });
      const open = await createSurveyRelease(db(), 'teams', definitionId);
      const toOpen = await createSurveyShortUrl(db(), 'teams', open.id);
      expect((await resolve(toOpen)).json()).toMatchObject({
        to: `/open-survey/${open.shortCode}`,
      });
    });

    it('counts uses and refuses a link used up, expired, unknown or of another brand', async () => {
      const release = await createSurveyRelease(db(), 'teams', definitionId);
      const twice = await createSurveyShortUrl(db(), 'teams', release.id, { maxUses: 2 });
      expect((await resolve(twice)).json()).toMatchObject({ state: 'open' });
      expect((await resolve(twice)).json()).toMatchObject({ state: 'open' });
      expect((await resolve(twice)).json()).toEqual({ state: 'unavailable' });
      const expired = await createSurveyShortUrl(db(), 'teams', release.id, {
        expiresAt: new Date(Date.now() - 1000),
      });
      expect((await resolve(expired)).json()).toEqual({ state: 'unavailable' });
      expect((await resolve('nosuchcode')).json()).toEqual({ state: 'unavailable' });
      const row = await db()
        .selectFrom('survey_short_url')
        .select('use_count')
        .where('code', '=', twice)
        .executeTakeFirstOrThrow();
      expect(row.use_count).toBe(2);
      const other = await call(
        t,
        'GET',
        `/api/survey/ResolveShortUrl/${twice}`,
        undefined,
        undefined,
        'profile',
      );
      expect(other.json()).toEqual({ state: 'unavailable' });
    });
  });

  it('refuses the open, public and short link calls while their flags are off (403)', async () => {
    const { shortCode } = await createSurveyRelease(db(), 'teams', definitionId, {
      isPublic: true,
    });
    await withFeaturesOff(t.app, 'teams', ['openSurvey', 'publicSurvey', 'shortUrls'], async () => {
      const open = await call(t, 'GET', `/api/survey/GetOpenSurvey/${shortCode}`, pia);
      expect(open.statusCode).toBe(403);
      expect((await call(t, 'GET', `/api/survey/GetPublicSurvey/${shortCode}`)).statusCode).toBe(
        403,
      );
      expect((await call(t, 'GET', '/api/survey/ResolveShortUrl/abcdef')).statusCode).toBe(403);
    });
  });
});
