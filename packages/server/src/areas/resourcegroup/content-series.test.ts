import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PRINT_KEY_HEADER,
  type PagedResult,
  type TContent,
  type TContentSearchHit,
  type TFeaturedContent,
  type TFiltersCounts,
  type TGroupContents,
  type TGroupContentItem,
  type TResourceGroup,
  type TSeriesMemberStats,
  type TSeriesTestRelease,
  type TUserGroup,
} from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { tokenFor } from '../../../test/factories';
import { contentSeriesReleaseJob } from '../../jobs/definitions/content-series-release.job';
import type { JobContext } from '../../jobs/job-definition';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { CONTENT_PRINT_SCOPE } from './content-print.routes';
import { RG, page, publish, saveGroup, upsertContent } from './resourcegroup-test-support';

const DAY = 86_400_000;
/** Day 0 of the simulated series: a fixed morning, UTC. */
const START = new Date('2031-05-05T08:00:00Z');

describe.each(testEngines())('series on %s', (engine) => {
  let t: TestApp;
  let editor: TestPerson;
  let admin: TestPerson;
  let ann: TestPerson;
  let ben: TestPerson;
  let outsider: TestPerson;
  let team: TUserGroup;
  let series: TResourceGroup;
  let plain: TResourceGroup;
  let intro: TContent;
  let items: TContent[];

  /** Moves the clock to a day of the series; tokens are signed anew at that time. */
  const onDay = (day: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(START.getTime() + day * DAY));
  };
  const as = (person: TestPerson, claims: string[] = []) => ({
    token: tokenFor(t.app, { brand: 'teams', userId: person.userId, email: person.email, claims }),
  });
  const staff = () => as(editor, ['contentEditor']);
  const seen = async (person: TestPerson) =>
    (await call(t, 'GET', `${RG}/getcontentsbyid/${series.id}`, as(person, ['participant'])))
      .json<TGroupContentItem[]>()
      .map((item) => item.title);
  /** Saves the series group whole (intro and series settings kept) in a status. */
  const saveSeries = (status: 'draft' | 'active' | 'archived') =>
    saveGroup(t, editor, {
      id: series.id,
      name: series.name,
      code: series.code,
      members: [{ type: 'userGroup' as const, id: team.id }],
      introContentId: intro.id,
      // The last item is featured: a member sees the feature once it is released to them.
      featuredContentId: items[2]?.id ?? null,
      series: { enabled: true, intervalDays: 2 },
      status,
    });
  const runJob = () =>
    contentSeriesReleaseJob.handler({}, {
      db: t.database.db,
      log: t.app.log,
      signal: new AbortController().signal,
    } as unknown as JobContext);

  beforeAll(async () => {
    t = await createTestApp({ engine });
    editor = await createPerson(t, 'Edie', ['contentEditor']);
    admin = await createPerson(t, 'Ada', ['contentAdmin']);
    const coach = await createPerson(t, 'Cole', ['trainer', 'eventAdmin']);
    ann = await createPerson(t, 'Ann', ['participant']);
    ben = await createPerson(t, 'Ben', ['participant']);
    outsider = await createPerson(t, 'Otto', ['participant']);
    team = (await call(t, 'POST', '/api/usergroup/upsert', coach, { name: 'Series' })).json();
    await call(t, 'POST', `/api/usergroup/AddMember/${team.id}`, coach, {
      userAccountIds: [ann.userAccountId, ben.userAccountId],
    });
    const members = [{ type: 'userGroup' as const, id: team.id }];
    series = await saveGroup(t, editor, {
      name: 'Weekly habits',
      code: 'weekly-habits',
      members,
      series: { enabled: true, intervalDays: 2 },
    });
    intro = await upsertContent(t, editor, series.id, {
      title: 'Intro',
      sections: page('Intro', 'welcome'),
    });
    items = [];
    for (const [title, word] of [
      ['Habit one', 'listening'],
      ['Habit two', 'courage'],
      ['Habit three', 'patience'],
    ] as const) {
      items.push(await upsertContent(t, editor, series.id, { title, sections: page(title, word) }));
    }
    series = await saveSeries('draft');
    plain = await saveGroup(t, editor, { name: 'Plain', code: 'plain-group', members });
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses to start a series that is a draft, not a series, or asked by a member', async () => {
    const init = (by: { token: string }, body: unknown) =>
      call(t, 'POST', `${RG}/initializeSeries`, by, body);
    expect((await init(staff(), { resourceGroupId: series.id })).statusCode).toBe(409);
    series = await saveSeries('active');
    plain = await publish(t, editor, plain);
    expect((await init(staff(), { resourceGroupId: plain.id })).statusCode).toBe(400);
    expect((await init(as(ann, ['participant']), { resourceGroupId: series.id })).statusCode).toBe(
      403,
    );
    expect((await init(staff(), { resourceGroupId: 'nope' })).statusCode).toBe(400);
    expect((await init(staff(), { resourceGroupId: randomUUID() })).statusCode).toBe(404);
    const batch = await call(t, 'POST', `${RG}/batchProcessSeries/${series.id}/10/0`, staff());
    expect(batch.statusCode).toBe(409);
    // Published but not started: a member sees the intro only.
    expect(await seen(ann)).toEqual(['Intro']);
    const group = await call(t, 'GET', `${RG}/${series.id}`, staff());
    expect(group.json<TResourceGroup>().seriesStartedAt).toBeNull();
  });

  it('shows in a dry run what a start would release, and changes nothing', async () => {
    const test = await call(t, 'GET', `${RG}/PerformSeriesTest/${series.id}`, staff());
    expect(test.statusCode).toBe(200);
    const planned = test.json<TSeriesTestRelease[]>();
    expect(planned.map((p) => [p.name, p.title, p.reason]).sort()).toEqual([
      ['Ann Tester', 'Habit one', 'start'],
      ['Ben Tester', 'Habit one', 'start'],
      // The team's trainer belongs to it as well.
      ['Cole Tester', 'Habit one', 'start'],
    ]);
    expect(await seen(ann)).toEqual(['Intro']);
    expect(
      (await call(t, 'GET', `${RG}/PerformSeriesTest/${series.id}`, as(ann, ['participant'])))
        .statusCode,
    ).toBe(403);
    expect((await call(t, 'GET', `${RG}/PerformSeriesTest/${plain.id}`, staff())).statusCode).toBe(
      400,
    );
  });

  it('releases one item after another over simulated days', async () => {
    onDay(0);
    const started = await call(t, 'GET', `${RG}/InitializeSeriesById/${series.id}`, staff());
    expect(started.json()).toMatchObject({ members: 3, started: 3, released: 3, hasMore: false });
    expect(await seen(ann)).toEqual(['Intro', 'Habit one']);
    const group = (await call(t, 'GET', `${RG}/${series.id}`, staff())).json<TResourceGroup>();
    expect(group.seriesStartedAt).toBe(START.toISOString());
    // Starting again changes nothing.
    const again = await call(t, 'POST', `${RG}/initializeSeries`, staff(), {
      resourceGroupId: series.id,
    });
    expect(again.json()).toMatchObject({ started: 0, released: 0 });

    // An unreleased item is out of a member's reach everywhere; the staff see them all.
    const member = as(ann, ['participant']);
    const two = items[1] as TContent;
    expect((await call(t, 'POST', `${RG}/getcontentsbyids`, member, [two.id])).json()).toEqual([]);
    const search = await call(t, 'GET', `${RG}/searchContents?search=courage`, member);
    expect(search.json<PagedResult<TContentSearchHit>>().count).toBe(0);
    expect(
      (await call(t, 'GET', `${RG}/GetOrderedContentIdsById/${series.id}`, member)).json(),
    ).toEqual([intro.id, items[0]?.id]);
    expect(
      (await call(t, 'POST', `${RG}/contentProgress/${two.id}`, member, { kind: 'view' }))
        .statusCode,
    ).toBe(404);
    const print = await call(t, 'GET', `${RG}/getPrint/${series.id}`, member);
    expect(print.json<TGroupContents>().items.map((item) => item.title)).toEqual([
      'Intro',
      'Habit one',
    ]);
    // The PDF's print view reads with a key naming the member: their items, never the whole series.
    const printKey = (subjectId: string) =>
      t.app.portal.documents.printKeys.issue({
        brand: 'teams',
        scope: CONTENT_PRINT_SCOPE,
        subjectId,
      });
    const printData = (query: string, key: string) =>
      t.app.inject({
        method: 'GET',
        url: `${RG}/getPrintData/weekly-habits${query}`,
        headers: { 'app-name': 'teams', [PRINT_KEY_HEADER]: key },
      });
    const memberKey = printKey(`weekly-habits|${ann.userAccountId}`);
    const printed = await printData(`?reader=${ann.userAccountId}`, memberKey);
    expect(printed.json<TGroupContents>().items.map((item) => item.title)).toEqual([
      'Intro',
      'Habit one',
    ]);
    expect((await printData('', memberKey)).statusCode).toBe(403);
    expect((await printData(`?reader=${ben.userAccountId}`, memberKey)).statusCode).toBe(403);
    const counts = await call(
      t,
      'GET',
      `${RG}/GetFiltersCounts?resourceGroupId=${series.id}`,
      member,
    );
    expect(counts.json<TFiltersCounts>().resourceGroups).toEqual([
      { value: series.id, name: 'Weekly habits', count: 2 },
    ]);
    const staffItems = await call(t, 'GET', `${RG}/getcontentsbyid/${series.id}`, staff());
    expect(staffItems.json()).toHaveLength(4);

    onDay(1);
    const early = await call(t, 'POST', `${RG}/batchProcessSeries/${series.id}/10/0`, staff());
    expect(early.json()).toMatchObject({ members: 3, released: 0 });

    onDay(2);
    const first = await call(t, 'POST', `${RG}/batchProcessSeries/${series.id}/2/0`, staff());
    expect(first.json()).toMatchObject({ members: 2, released: 2, hasMore: true });
    const second = await call(t, 'POST', `${RG}/batchProcessSeries/${series.id}/2/1`, staff());
    expect(second.json()).toMatchObject({ members: 1, released: 1, hasMore: false });
    expect(await seen(ann)).toEqual(['Intro', 'Habit one', 'Habit two']);
    expect(await seen(ben)).toEqual(['Intro', 'Habit one', 'Habit two']);

    // Day 3: Ann answers a survey and gets the next item at once.
    onDay(3);
    const survey = await call(
      t,
      'POST',
      `${RG}/releaseSurveyContent/${series.id}/${ann.userAccountId}`,
      staff(),
    );
    expect(survey.json()).toEqual({ contentId: items[2]?.id });
    expect(await seen(ann)).toEqual(['Intro', 'Habit one', 'Habit two', 'Habit three']);
    expect(await seen(ben)).toEqual(['Intro', 'Habit one', 'Habit two']);
    const featured = (person: TestPerson) =>
      call(t, 'GET', `${RG}/GetLatestFeaturedContent`, as(person, ['participant'])).then((res) =>
        res.json<TFeaturedContent | null>(),
      );
    expect((await featured(ann))?.content.title).toBe('Habit three');
    expect(await featured(ben)).toBeNull();

    // Day 4: the daily job releases Ben's third item; Ann has none left.
    onDay(4);
    await runJob();
    expect(await seen(ben)).toEqual(['Intro', 'Habit one', 'Habit two', 'Habit three']);
    onDay(9);
    await runJob();
    const done = await call(
      t,
      'POST',
      `${RG}/releaseSurveyContent/${series.id}/${ben.userAccountId}`,
      staff(),
    );
    expect(done.json()).toBeNull();
  });

  it("counts each member's released, remaining and completed items", async () => {
    const member = as(ann, ['participant']);
    const one = items[0] as TContent;
    await call(t, 'POST', `${RG}/contentProgress/${one.id}`, member, { kind: 'completion' });
    const stats = await call(t, 'GET', `${RG}/GetUserSeriesStats/${series.id}`, staff());
    expect(stats.statusCode).toBe(200);
    const byName = new Map(stats.json<TSeriesMemberStats[]>().map((s) => [s.name, s]));
    expect(byName.get('Ann Tester')).toMatchObject({ released: 3, remaining: 0, completed: 1 });
    expect(byName.get('Ben Tester')).toMatchObject({ released: 3, remaining: 0, completed: 0 });
    expect((await call(t, 'GET', `${RG}/GetUserSeriesStats/${series.id}`, member)).statusCode).toBe(
      403,
    );
    expect((await call(t, 'GET', `${RG}/GetUserSeriesStats/bad`, staff())).statusCode).toBe(400);
  });

  it('refuses survey releases to non-members, of foreign items and with bad paths', async () => {
    const release = (path: string, by = staff()) =>
      call(t, 'POST', `${RG}/releaseSurveyContent/${path}`, by);
    expect((await release(`${series.id}/${outsider.userAccountId}`)).statusCode).toBe(404);
    expect((await release(`${series.id}/${ann.userAccountId}/${randomUUID()}`)).statusCode).toBe(
      404,
    );
    expect((await release(`${series.id}/${ann.userAccountId}/${intro.id}`)).statusCode).toBe(404);
    expect((await release(`${series.id}/bad`)).statusCode).toBe(400);
    expect(
      (await release(`${series.id}/${ann.userAccountId}`, as(ann, ['participant']))).statusCode,
    ).toBe(403);
    for (const bad of ['0/0', '10/-1', 'x/0', '1001/0']) {
      const res = await call(t, 'POST', `${RG}/batchProcessSeries/${series.id}/${bad}`, staff());
      expect(res.statusCode, bad).toBe(400);
    }
    expect((await call(t, 'POST', `${RG}/batchProcessSeries/nope/10/0`, staff())).statusCode).toBe(
      400,
    );
  });

  it('lets content admins clean up the series state of archived groups', async () => {
    expect((await call(t, 'GET', `${RG}/CleanupTest`, staff())).statusCode).toBe(403);
    const untouched = await call(t, 'GET', `${RG}/CleanupTest`, admin);
    expect(untouched.json()).toEqual({ groups: 0, releases: 0 });
    await saveSeries('archived');
    const cleaned = await call(t, 'GET', `${RG}/CleanupTest`, admin);
    expect(cleaned.json()).toEqual({ groups: 1, releases: 9 });
    expect((await call(t, 'GET', `${RG}/GetUserSeriesStats/${series.id}`, staff())).json()).toEqual(
      [],
    );
  });
});
