import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TContent, TResourceGroup, TTrendingContent, TUserGroup } from '@portal/core';
import { withFeaturesOff } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import { contentTrendingMetricsJob } from '../../jobs/definitions/content-trending-metrics.job';
import type { JobContext } from '../../jobs/job-definition';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { RG, page, saveGroup, upsertContent } from './resourcegroup-test-support';

const SUB = '/api/subscription';

describe.each(testEngines())('parts of the library switched off on their own on %s', (engine) => {
  let t: TestApp;
  let admin: TestPerson;
  let reader: TestPerson;
  let group: TResourceGroup;
  let item: TContent;

  /** Each call answers 403 with the not-authorized message. */
  const refused = async (
    calls: [method: 'GET' | 'POST' | 'DELETE', url: string, by: TestPerson][],
  ) => {
    for (const [method, url, by] of calls) {
      const res = await call(t, method, url, by, method === 'POST' ? [item.id] : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ code: NOT_AUTHORIZED });
    }
  };
  const runTrendingJob = () =>
    contentTrendingMetricsJob.handler({}, {
      db: t.database.db,
      log: t.app.log,
      signal: new AbortController().signal,
    } as unknown as JobContext);
  const rankedItems = async () =>
    (
      await t.database.db
        .selectFrom('content_trending_metric')
        .select('content_id')
        .where('app_name', '=', 'teams')
        .execute()
    ).map((row) => row.content_id);
  const alertsTo = (person: TestPerson, contentId: string) =>
    t.database.db
      .selectFrom('message')
      .select('id')
      .where('recipient', '=', person.email)
      .where('entity_id', '=', contentId)
      .execute();

  beforeAll(async () => {
    t = await createTestApp({ engine });
    admin = await createPerson(t, 'Ada', ['contentAdmin']);
    const coach = await createPerson(t, 'Cole', ['trainer', 'eventAdmin']);
    reader = await createPerson(t, 'Rita', ['participant']);
    const team = (
      await call(t, 'POST', '/api/usergroup/upsert', coach, { name: 'Part readers' })
    ).json<TUserGroup>();
    await call(t, 'POST', `/api/usergroup/AddMember/${team.id}`, coach, {
      userAccountIds: [reader.userAccountId],
    });
    const members = [{ type: 'userGroup' as const, id: team.id }];
    const draft = await saveGroup(t, admin, { name: 'Parts', code: 'parts-library', members });
    item = await upsertContent(t, admin, draft.id, {
      title: 'Weekly huddles',
      sections: page('Weekly huddles', 'How a team holds its huddle'),
    });
    const { id, name, code, version } = draft;
    group = await saveGroup(t, admin, {
      ...{ id, name, code, members, version },
      status: 'active',
      featuredContentId: item.id,
    });
    const subscription = await call(t, 'POST', `${SUB}/save`, admin, { resourceGroupId: group.id });
    expect(subscription.statusCode, subscription.body).toBe(200);
    expect((await call(t, 'POST', `${SUB}/follow/${group.id}`, reader)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('closes the trending calls and the hourly ranking while trendingContent is off', async () => {
    await call(t, 'POST', `${RG}/contentProgress/${item.id}`, reader, { kind: 'view' });
    await withFeaturesOff(t.app, 'teams', ['trendingContent'], async () => {
      await refused([
        ['GET', `${RG}/GetTrendingContent/15/0/-`, reader],
        ['GET', `${RG}/GetTrendingContentByUa/${reader.userAccountId}/15/0/-`, reader],
        ['GET', `${RG}/UpdateGlobalTrendingContentMetrics`, admin],
      ]);
      await runTrendingJob();
      expect(await rankedItems()).toEqual([]);
    });
    await runTrendingJob();
    expect(await rankedItems()).toEqual([item.id]);
    const trending = await call(t, 'GET', `${RG}/GetTrendingContent/15/0/-`, reader);
    expect(trending.json<TTrendingContent[]>().map((entry) => entry.title)).toEqual([
      'Weekly huddles',
    ]);
  });

  it('closes the featured item while featuredContent is off', async () => {
    await withFeaturesOff(t.app, 'teams', ['featuredContent'], () =>
      refused([
        ['GET', `${RG}/GetLatestFeaturedContent`, reader],
        ['GET', `${RG}/HasFeaturedContent`, reader],
      ]),
    );
    const featured = await call(t, 'GET', `${RG}/GetLatestFeaturedContent`, reader);
    expect(featured.json()).toMatchObject({ content: { id: item.id } });
  });

  it('closes the related items while relatedContent is off, not the items themselves', async () => {
    await withFeaturesOff(t.app, 'teams', ['relatedContent'], async () => {
      await refused([['POST', `${RG}/GetRelatedContentInfoByIds`, reader]]);
      const items = await call(t, 'POST', `${RG}/getcontentsbyids`, reader, [item.id]);
      expect(items.statusCode).toBe(200);
    });
    const related = await call(t, 'POST', `${RG}/GetRelatedContentInfoByIds`, reader, [item.id]);
    expect(related.json()).toMatchObject([{ id: item.id }]);
  });

  it('closes the search within one group while contentSearch is off, not the library search', async () => {
    const inGroup = `${RG}/searchContents?search=huddle&resourceGroupId=${group.id}`;
    await withFeaturesOff(t.app, 'teams', ['contentSearch'], async () => {
      await refused([['GET', inGroup, reader]]);
      const everywhere = await call(t, 'GET', `${RG}/searchContents?search=huddle`, reader);
      expect(everywhere.json()).toMatchObject({ count: 1 });
    });
    expect((await call(t, 'GET', inGroup, reader)).json()).toMatchObject({ count: 1 });
  });

  it('closes following and alerts, and announces no new item, while contentAlerts is off', async () => {
    let quiet: TContent | undefined;
    await withFeaturesOff(t.app, 'teams', ['contentAlerts'], async () => {
      await refused([
        ['GET', `${SUB}/follow/${group.id}`, reader],
        ['DELETE', `${SUB}/follow/${group.id}`, reader],
        ['GET', `${RG}/GetActiveWithNotifications/${reader.userAccountId}`, reader],
        ['GET', `${RG}/sendContentAlert/${group.id}/${item.id}/1`, admin],
      ]);
      quiet = await upsertContent(t, admin, group.id, {
        title: 'Quiet item',
        sections: page('Quiet item', 'Added while alerts are off'),
      });
    });
    expect(await alertsTo(reader, quiet!.id)).toEqual([]);
    const announced = await upsertContent(t, admin, group.id, {
      title: 'Announced item',
      sections: page('Announced item', 'Added with alerts on'),
    });
    expect(await alertsTo(reader, announced.id)).toHaveLength(1);
    expect((await call(t, 'GET', `${SUB}/follow/${group.id}`, reader)).json()).toMatchObject({
      following: true,
    });
  });
});
