import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TContent, TResourceGroup, TTrendingContent, TUserGroup } from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { tokenFor } from '../../../test/factories';
import { testEngines } from '../../../test/test-database';
import { contentTrendingMetricsJob } from '../../jobs/definitions/content-trending-metrics.job';
import type { JobContext } from '../../jobs/job-definition';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { RG, page, publish, saveGroup, upsertContent } from './resourcegroup-test-support';

const titles = (list: TTrendingContent[]) => list.map((item) => item.title);

describe.each(testEngines())('content progress and trending on %s', (engine) => {
  let t: TestApp;
  let editor: TestPerson;
  let admin: TestPerson;
  let reader: TestPerson;
  let other: TestPerson;
  let outsider: TestPerson;
  let team: TUserGroup;
  let library: TResourceGroup;
  let extra: TResourceGroup;
  let alpha: TContent;
  let beta: TContent;
  let gamma: TContent;
  let hidden: TContent;
  let draft: TResourceGroup;

  const progress = (by: { token: string }, id: string, kind: string) =>
    call(t, 'POST', `${RG}/contentProgress/${id}`, by, { kind });
  const trending = (by: TestPerson, path: string) =>
    call(t, 'GET', `${RG}/GetTrendingContent/${path}`, by);
  const update = (by: TestPerson) => call(t, 'GET', `${RG}/UpdateGlobalTrendingContentMetrics`, by);

  beforeAll(async () => {
    t = await createTestApp({ engine });
    editor = await createPerson(t, 'Edie', ['contentEditor']);
    admin = await createPerson(t, 'Ada', ['contentAdmin']);
    const coach = await createPerson(t, 'Cole', ['trainer', 'eventAdmin']);
    reader = await createPerson(t, 'Rita', ['participant']);
    other = await createPerson(t, 'Olaf', ['participant']);
    outsider = await createPerson(t, 'Otto', ['participant']);
    team = (
      await call(t, 'POST', '/api/usergroup/upsert', coach, { name: 'Trend readers' })
    ).json();
    await call(t, 'POST', `/api/usergroup/AddMember/${team.id}`, coach, {
      userAccountIds: [reader.userAccountId, other.userAccountId],
    });
    const members = [{ type: 'userGroup' as const, id: team.id }];
    library = await saveGroup(t, editor, { name: 'Library', code: 'trend-library', members });
    alpha = await upsertContent(t, editor, library.id, {
      title: 'Alpha habits',
      sections: page('Alpha', 'first'),
    });
    beta = await upsertContent(t, editor, library.id, {
      title: 'Beta feedback',
      sections: page('Beta', 'second'),
    });
    library = await publish(t, editor, library);
    extra = await saveGroup(t, editor, { name: 'Extra', code: 'trend-extra', members });
    gamma = await upsertContent(t, editor, extra.id, {
      title: 'Gamma goals',
      sections: page('Gamma', 'third'),
    });
    extra = await publish(t, editor, extra);
    draft = await saveGroup(t, editor, { name: 'Draft', code: 'trend-draft', members });
    hidden = await upsertContent(t, editor, draft.id, {
      title: 'Hidden draft',
      sections: page('Hidden', 'fourth'),
    });
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts views of reachable items and refuses the rest as unknown', async () => {
    for (let i = 0; i < 3; i++)
      expect((await progress(reader, alpha.id, 'view')).json()).toBe(true);
    expect((await progress(reader, beta.id, 'view')).statusCode).toBe(200);
    expect((await progress(other, gamma.id, 'view')).statusCode).toBe(200);
    // Twice finished, counted once.
    expect((await progress(reader, beta.id, 'completion')).statusCode).toBe(200);
    expect((await progress(reader, beta.id, 'completion')).statusCode).toBe(200);

    const unknown = await progress(reader, randomUUID(), 'view');
    expect(unknown.statusCode).toBe(404);
    const draft = await progress(reader, hidden.id, 'view');
    expect(draft.statusCode).toBe(404);
    expect(draft.json().code).toBe(unknown.json().code);
    expect((await progress(outsider, alpha.id, 'view')).statusCode).toBe(404);
    expect((await progress(reader, 'not-a-guid', 'view')).statusCode).toBe(400);
    expect((await progress(reader, alpha.id, 'like')).statusCode).toBe(400);
    expect((await call(t, 'POST', `${RG}/contentProgress/${alpha.id}`)).statusCode).toBe(401);
    // The staff reach every item, the draft's too; a sign-in without an account has nobody to count.
    expect((await progress(admin, hidden.id, 'view')).statusCode).toBe(200);
    const accountless = {
      token: tokenFor(t.app, { brand: 'teams', userId: randomUUID(), claims: ['contentAdmin'] }),
    };
    expect((await progress(accountless, alpha.id, 'view')).statusCode).toBe(403);

    const views = await t.database.db
      .selectFrom('content_view')
      .select(['content_id', 'user_account_id', 'app_name'])
      .where('content_id', 'in', [alpha.id, beta.id, hidden.id])
      .execute();
    expect(views).toHaveLength(5);
    expect(views.every((v) => v.app_name === 'teams')).toBe(true);
    const completions = await t.database.db
      .selectFrom('content_completion')
      .selectAll()
      .where('content_id', '=', beta.id)
      .execute();
    expect(completions).toHaveLength(1);
  });

  it('answers which items of a group the reader completed, for groups they read only', async () => {
    const completed = (by: { token: string }, groupId: string) =>
      call(t, 'GET', `${RG}/completedContents/${groupId}`, by);
    expect((await completed(reader, library.id)).json()).toEqual([beta.id]);
    expect((await completed(other, library.id)).json()).toEqual([]);
    expect((await completed(reader, extra.id)).json()).toEqual([]);
    expect((await completed(reader, draft.id)).statusCode).toBe(404);
    expect((await completed(reader, randomUUID())).statusCode).toBe(404);
    expect((await completed(outsider, library.id)).statusCode).toBe(404);
    expect((await completed(reader, 'nope')).statusCode).toBe(400);
    expect((await call(t, 'GET', `${RG}/completedContents/${library.id}`)).statusCode).toBe(401);
  });

  it('recomputes the metrics for content admins only, and ranks views and completions', async () => {
    expect((await update(reader)).statusCode).toBe(403);
    expect((await update(editor)).statusCode).toBe(403);
    const res = await update(admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ items: 4, windowDays: 30 });

    // Beta: 1 view + 3 × 1 completion = 4; Alpha: 3 views; Gamma: 1 view. The draft's item is
    // in the metrics but out of the reader's reach.
    const list = (await trending(reader, '15/0/-')).json<TTrendingContent[]>();
    expect(titles(list)).toEqual(['Beta feedback', 'Alpha habits', 'Gamma goals']);
    expect(list[0]).toMatchObject({ views: 1, completions: 1, score: 4 });
    expect(list[1]).toMatchObject({ views: 3, completions: 0, score: 3 });
    // Each item names the active group it is read in; the draft's item is read nowhere.
    expect(list.map((item) => item.groupCode)).toEqual([
      'trend-library',
      'trend-library',
      'trend-extra',
    ]);
    const forStaff = (await trending(admin, '15/0/-')).json<TTrendingContent[]>();
    expect(forStaff.find((item) => item.title === 'Hidden draft')?.groupCode).toBeNull();
    expect((await trending(outsider, '15/0/-')).json()).toEqual([]);
  });

  it('pages, filters by title and by group, and refuses bad paging', async () => {
    expect(titles((await trending(reader, '1/1/-')).json())).toEqual(['Alpha habits']);
    expect(titles((await trending(reader, '15/0/habits')).json())).toEqual(['Alpha habits']);
    expect(titles((await trending(reader, '15/0/%25')).json())).toEqual([]);
    const inExtra = await trending(reader, `15/0/-?filteredRgs=${extra.id}`);
    expect(titles(inExtra.json())).toEqual(['Gamma goals']);
    const both = await trending(reader, `15/0/-?filteredRgs=${extra.id},${library.id}`);
    expect(both.json()).toHaveLength(3);
    // A group out of reach filters everything away rather than widening the list.
    expect((await trending(outsider, `15/0/-?filteredRgs=${library.id}`)).json()).toEqual([]);
    for (const bad of ['0/0/-', '10000/0/-', '15/-1/-', 'x/0/-', '15/0/-?filteredRgs=nope']) {
      expect((await trending(reader, bad)).statusCode, bad).toBe(400);
    }
  });

  it("ranks a person's own activity for themself and the staff only", async () => {
    const own = await call(
      t,
      'GET',
      `${RG}/GetTrendingContentByUa/${reader.userAccountId}/15/0/-`,
      reader,
    );
    expect(own.statusCode).toBe(200);
    expect(titles(own.json())).toEqual(['Beta feedback', 'Alpha habits']);
    const byStaff = await call(
      t,
      'GET',
      `${RG}/GetTrendingContentByUa/${other.userAccountId}/15/0/-`,
      editor,
    );
    expect(titles(byStaff.json())).toEqual(['Gamma goals']);
    const otherPerson = await call(
      t,
      'GET',
      `${RG}/GetTrendingContentByUa/${other.userAccountId}/15/0/-`,
      reader,
    );
    const nobody = await call(
      t,
      'GET',
      `${RG}/GetTrendingContentByUa/${randomUUID()}/15/0/-`,
      editor,
    );
    expect(otherPerson.statusCode).toBe(404);
    expect(nobody.statusCode).toBe(404);
    expect(otherPerson.json().code).toBe(nobody.json().code);
    const filtered = await call(
      t,
      'GET',
      `${RG}/GetTrendingContentByUa/${reader.userAccountId}/15/0/feedback`,
      reader,
    );
    expect(titles(filtered.json())).toEqual(['Beta feedback']);
    expect(
      (await call(t, 'GET', `${RG}/GetTrendingContentByUa/bad/15/0/-`, editor)).statusCode,
    ).toBe(400);
    expect(
      (await call(t, 'GET', `${RG}/GetTrendingContentByUa/${reader.userAccountId}/101/0/-`, reader))
        .statusCode,
    ).toBe(400);
  });

  it('lets the hourly job forget activity older than the window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 31 * 86_400_000));
    const context = { db: t.database.db, log: t.app.log, signal: new AbortController().signal };
    await contentTrendingMetricsJob.handler({}, context as unknown as JobContext);
    vi.useRealTimers();
    const rows = await t.database.db
      .selectFrom('content_trending_metric')
      .selectAll()
      .where('app_name', '=', 'teams')
      .execute();
    expect(rows).toEqual([]);
    expect((await trending(reader, '15/0/-')).json()).toEqual([]);
  });
});
