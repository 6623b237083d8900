import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_SURVEY_RELEASE_DEFAULTS,
  type TNonRegisteredGroup,
  type TReleasePerson,
  type TSurveyRelease,
  type TSurveyReleaseGroup,
  type TSurveyReleaseSummary,
  type TSurveyShortUrl,
} from '@portal/core';
import { withFeaturesOff } from '../../../test/factories';
import { createSurveyDefinition } from '../../../test/survey-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { releaseInput, saveRelease } from './survey-releases-test-support';

const S = '/api/survey';

describe.each(testEngines())('survey releases on %s', (engine) => {
  let t: TestApp;
  let admin: TestPerson;
  let editor: TestPerson;
  let otherBrandAdmin: TestPerson;
  let definitionId: string;
  let release: TSurveyRelease;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    admin = await createPerson(t, 'Sara', ['surveyAdmin']);
    editor = await createPerson(t, 'Eddie', ['surveyEditor']);
    otherBrandAdmin = await createPerson(t, 'Olga', ['surveyAdmin'], 'schools');
    ({ id: definitionId } = await createSurveyDefinition(t.database.db, 'teams'));
    release = await saveRelease(t, admin, releaseInput(definitionId, { reminderDays: 3 }));
  });
  afterAll(() => t.close());

  it('makes a release with a short code of 12 base64url characters, owned by its maker', async () => {
    expect(release).toMatchObject({
      version: 1,
      definitionName: 'Team pulse',
      open: true,
      closedAt: null,
      counts: { invited: 0, completed: 0 },
      targets: [],
    });
    expect(release.shortCode).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const owner = await t.database.db
      .selectFrom('survey_release')
      .select('owner_user_account_id')
      .where('id', '=', release.id)
      .executeTakeFirstOrThrow();
    expect(owner.owner_user_account_id).toBe(admin.userAccountId);
  });

  it('lets a survey admin without staff claims find people to target, names and e-mails only', async () => {
    const quinn = await createPerson(t, 'Quinnelope');
    await createPerson(t, 'Quinnelope', [], 'schools');
    // The portal's people search is for staff: a survey admin alone is refused there.
    expect(
      (await call(t, 'GET', '/api/useraccount/FindUsers?search=quinn', admin)).statusCode,
    ).toBe(403);
    const res = await call(t, 'GET', `${S}/FindReleasePeople?search=quinn`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TReleasePerson[]>()).toEqual([
      {
        id: quinn.userAccountId,
        firstName: 'Quinnelope',
        lastName: 'Tester',
        email: quinn.email,
      },
    ]);
    const byEmail = await call(t, 'GET', `${S}/FindReleasePeople?search=${quinn.email}`, admin);
    expect(byEmail.json<TReleasePerson[]>().map((p) => p.id)).toEqual([quinn.userAccountId]);
    expect((await call(t, 'GET', `${S}/FindReleasePeople?search=quinn`, editor)).statusCode).toBe(
      403,
    );
    expect((await call(t, 'GET', `${S}/FindReleasePeople?search=q`, admin)).statusCode).toBe(400);
  });

  it('changes a release at its version, keeps the short code, and refuses a stale save (409)', async () => {
    const changed = await saveRelease(t, admin, {
      ...releaseInput(definitionId, { name: 'Renamed pulse' }),
      id: release.id,
      version: release.version,
    });
    expect(changed).toMatchObject({
      name: 'Renamed pulse',
      version: 2,
      shortCode: release.shortCode,
    });
    const stale = await call(t, 'POST', `${S}/SaveRelease`, admin, {
      ...releaseInput(definitionId),
      id: release.id,
      version: release.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'errors.surveyReleases.stale', version: 2 });
    release = changed;
  });

  it('refuses to release an archived definition (409)', async () => {
    const { id } = await createSurveyDefinition(t.database.db, 'teams', undefined, 'Old');
    await t.database.db
      .updateTable('survey_definition')
      .set({ archived: true })
      .where('id', '=', id)
      .execute();
    const res = await call(t, 'POST', `${S}/SaveRelease`, admin, releaseInput(id));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'errors.surveyReleases.definitionArchived' });
  });

  it('refuses bad input (400): no name, closing before opening, unknown targets, bad trigger', async () => {
    const bad = [
      releaseInput(definitionId, { name: ' ' }),
      releaseInput(definitionId, { closesAt: new Date(Date.now() - 7_200_000).toISOString() }),
      releaseInput(definitionId, {
        targets: [{ entityType: 'UserGroup', entityId: crypto.randomUUID() }],
      }),
      { ...releaseInput(definitionId), triggerType: 'everyone' },
      { ...releaseInput(definitionId), shortCode: 'mine' },
    ];
    for (const body of bad) {
      expect((await call(t, 'POST', `${S}/SaveRelease`, admin, body)).statusCode).toBe(400);
    }
  });

  it('lets survey admins only (403 for editors and others, 401 without a session)', async () => {
    expect((await call(t, 'GET', `${S}/GetReleases`, editor)).statusCode).toBe(403);
    expect((await call(t, 'GET', `${S}/GetReleaseGroups`, editor)).statusCode).toBe(403);
    expect((await call(t, 'GET', `${S}/GetReleases`)).statusCode).toBe(401);
    await withFeaturesOff(t.app, 'teams', ['survey'], async () => {
      expect((await call(t, 'GET', `${S}/GetReleases`, admin)).statusCode).toBe(403);
    });
  });

  it('keeps each brand to its own releases (404 from another brand)', async () => {
    const asOther = (method: 'GET' | 'POST', url: string, body?: unknown) =>
      call(t, method, url, otherBrandAdmin, body, 'schools');
    expect((await asOther('GET', `${S}/GetRelease/${release.id}`)).statusCode).toBe(404);
    expect((await asOther('POST', `${S}/CloseRelease/${release.id}`)).statusCode).toBe(404);
    expect((await asOther('GET', `${S}/GetReleases`)).json()).toEqual([]);
    const foreign = await asOther('POST', `${S}/SaveRelease`, releaseInput(definitionId));
    expect(foreign.statusCode).toBe(404);
    expect((await call(t, 'GET', `${S}/GetRelease/${crypto.randomUUID()}`, admin)).statusCode).toBe(
      404,
    );
  });

  it('lists releases by definition, group and state, and closes one', async () => {
    const group = (
      await call(t, 'POST', `${S}/SaveReleaseGroup`, admin, { name: 'Spring' })
    ).json<TSurveyReleaseGroup>();
    const grouped = await saveRelease(
      t,
      admin,
      releaseInput(definitionId, { name: 'Grouped', releaseGroupId: group.id }),
    );
    const list = async (query: string) =>
      (await call(t, 'GET', `${S}/GetReleases${query}`, admin))
        .json<TSurveyReleaseSummary[]>()
        .map((r) => r.name);
    expect(await list(`?releaseGroupId=${group.id}`)).toEqual(['Grouped']);
    expect(await list(`?definitionId=${definitionId}&state=open`)).toContain('Renamed pulse');
    const closed = await call(t, 'POST', `${S}/CloseRelease/${grouped.id}`, admin);
    expect(closed.json<TSurveyRelease>()).toMatchObject({ open: false });
    expect(await list('?state=closed')).toEqual(['Grouped']);
    expect(await list('?state=open')).not.toContain('Grouped');
    expect((await call(t, 'GET', `${S}/GetReleases?state=maybe`, admin)).statusCode).toBe(400);
  });

  it('keeps releases going, ungrouped, when their group is deleted', async () => {
    const group = (
      await call(t, 'POST', `${S}/SaveReleaseGroup`, admin, { name: 'Autumn', description: 'Q3' })
    ).json<TSurveyReleaseGroup>();
    const r = await saveRelease(t, admin, releaseInput(definitionId, { releaseGroupId: group.id }));
    const groups = (await call(t, 'GET', `${S}/GetReleaseGroups`, admin)).json<
      TSurveyReleaseGroup[]
    >();
    expect(groups.find((g) => g.id === group.id)).toMatchObject({ releaseCount: 1 });
    expect((await call(t, 'DELETE', `${S}/DeleteReleaseGroup/${group.id}`, admin)).statusCode).toBe(
      200,
    );
    const after = (await call(t, 'GET', `${S}/GetRelease/${r.id}`, admin)).json<TSurveyRelease>();
    expect(after).toMatchObject({ releaseGroupId: null, open: true });
    expect((await call(t, 'DELETE', `${S}/DeleteReleaseGroup/${group.id}`, admin)).statusCode).toBe(
      404,
    );
  });

  it('answers core defaults until the brand saves its own', async () => {
    const get = () => call(t, 'GET', `${S}/GetReleaseDefaults`, admin);
    expect((await get()).json()).toEqual(DEFAULT_SURVEY_RELEASE_DEFAULTS);
    const own = { ...DEFAULT_SURVEY_RELEASE_DEFAULTS, anonymous: true, reminderDays: null };
    expect((await call(t, 'POST', `${S}/SaveReleaseDefaults`, admin, own)).statusCode).toBe(200);
    expect((await get()).json()).toEqual(own);
    const bad = { ...own, reminderDays: 0 };
    expect((await call(t, 'POST', `${S}/SaveReleaseDefaults`, admin, bad)).statusCode).toBe(400);
    const other = await call(
      t,
      'GET',
      `${S}/GetReleaseDefaults`,
      otherBrandAdmin,
      undefined,
      'schools',
    );
    expect(other.json()).toEqual(DEFAULT_SURVEY_RELEASE_DEFAULTS);
  });

  it('makes short links of 8 characters with parameters, lists and deletes them', async () => {
    const res = await call(t, 'POST', `${S}/SaveShortUrl`, admin, {
      releaseId: release.id,
      params: { school: 'north', grade: '5' },
      maxUses: 30,
    });
    expect(res.statusCode, res.body).toBe(200);
    const link = res.json<TSurveyShortUrl>();
    expect(link).toMatchObject({
      params: { school: 'north', grade: '5' },
      maxUses: 30,
      useCount: 0,
    });
    expect(link.code).toMatch(/^[A-Za-z0-9_-]{8}$/);
    const listed = await call(t, 'GET', `${S}/GetShortUrls?releaseId=${release.id}`, admin);
    expect(listed.json<TSurveyShortUrl[]>().map((l) => l.code)).toEqual([link.code]);
    const badParams = [{ 'bad name': 'x' }, { ok: 'x'.repeat(201) }];
    for (const params of badParams) {
      const bad = await call(t, 'POST', `${S}/SaveShortUrl`, admin, {
        releaseId: release.id,
        params,
      });
      expect(bad.statusCode).toBe(400);
    }
    const foreign = await call(
      t,
      'DELETE',
      `${S}/DeleteShortUrl/${link.code}`,
      otherBrandAdmin,
      undefined,
      'schools',
    );
    expect(foreign.statusCode).toBe(404);
    expect((await call(t, 'DELETE', `${S}/DeleteShortUrl/${link.code}`, admin)).statusCode).toBe(
      200,
    );
    expect((await call(t, 'DELETE', `${S}/DeleteShortUrl/tampered`, admin)).statusCode).toBe(404);
  });

  it('keeps non-registered groups with an optional account of the brand', async () => {
    const res = await call(t, 'POST', `${S}/SaveNonRegisteredGroup`, admin, {
      name: 'Class 5B',
      crmAccountId: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    const group = res.json<TNonRegisteredGroup>();
    const withExtraField = await call(t, 'POST', `${S}/SaveNonRegisteredGroup`, admin, {
      ...group,
      name: 'Class 5C',
      crmAccountId: null,
    });
    expect(withExtraField.statusCode).toBe(400);
    const ok = await call(t, 'POST', `${S}/SaveNonRegisteredGroup`, admin, {
      id: group.id,
      name: 'Class 5C',
      crmAccountId: null,
    });
    expect(ok.json<TNonRegisteredGroup>()).toMatchObject({
      name: 'Class 5C',
      crmAccountName: null,
    });
    const unknownAccount = await call(t, 'POST', `${S}/SaveNonRegisteredGroup`, admin, {
      name: 'Elsewhere',
      crmAccountId: crypto.randomUUID(),
    });
    expect(unknownAccount.statusCode).toBe(404);
    const list = await call(t, 'GET', `${S}/GetNonRegisteredGroups`, admin);
    expect(list.json<TNonRegisteredGroup[]>().map((g) => g.name)).toEqual(['Class 5C']);
  });
});
