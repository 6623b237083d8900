import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PagedResult,
  TContent,
  TContentInfo,
  TFeaturedContent,
  TFiltersCounts,
  TGroupContentItem,
  TGroupContents,
  TResourceGroup,
  TUserGroup,
} from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { sortPathSql } from './content.store';
import { RG, page, publish, saveGroup, upsertContent } from './resourcegroup-test-support';

describe.each(testEngines())('resource group content on %s', (engine) => {
  let t: TestApp;
  let editor: TestPerson;
  let admin: TestPerson;
  let member: TestPerson;
  let outsider: TestPerson;
  let group: TResourceGroup;
  let draft: TResourceGroup;
  let intro: TContent;
  let video: TContent;
  let guide: TContent;
  let hidden: TContent;

  const ids = (items: TGroupContentItem[]) => items.map((i) => i.id);
  const order = async (groupId: string, person = editor) =>
    (await call(t, 'GET', `${RG}/GetOrderedContentIdsById/${groupId}`, person)).json<string[]>();

  beforeAll(async () => {
    t = await createTestApp({ engine });
    editor = await createPerson(t, 'Edie', ['contentEditor']);
    admin = await createPerson(t, 'Ada', ['resourceGroupAdmin']);
    const coach = await createPerson(t, 'Cole', ['trainer']);
    member = await createPerson(t, 'Mia', ['participant']);
    outsider = await createPerson(t, 'Otto', ['participant']);
    const team = (
      await call(t, 'POST', '/api/usergroup/upsert', coach, { name: 'Readers' })
    ).json<TUserGroup>();
    await call(t, 'POST', `/api/usergroup/AddMember/${team.id}`, coach, {
      userAccountIds: [member.userAccountId],
    });
    group = await saveGroup(t, editor, {
      name: 'Library',
      code: 'library',
      members: [{ type: 'userGroup', id: team.id }],
    });
    intro = await upsertContent(t, editor, group.id, {
      title: 'Start here',
      summary: 'What this library holds',
      sections: page('Welcome', 'Read the guides in order'),
      tags: ['basics'],
    });
    video = await upsertContent(t, editor, group.id, {
      entityType: 'ContentVideo',
      title: 'Kickoff video',
      videoUrl: 'https://video.example/kickoff',
      tags: ['basics', 'video'],
    });
    guide = await upsertContent(t, editor, group.id, {
      title: 'Guide',
      isPublic: true,
      paramTypes: ['eventIdUaIdEmail', 'eventIdUaIdEmail'],
      sections: [
        {
          id: 'r1',
          type: 'row',
          children: [
            { id: 'c1', type: 'col', children: [{ id: 'up', type: 'upcomingEvents' }] },
            { id: 'c2', type: 'col', children: [{ id: 'new', type: 'hologram', data: { x: 1 } }] },
          ],
        },
      ],
    });
    group = await publish(t, editor, (await call(t, 'GET', `${RG}/${group.id}`, editor)).json());
    draft = await saveGroup(t, editor, {
      name: 'Drafts',
      code: 'drafts',
      members: [{ type: 'userGroup', id: team.id }],
    });
    hidden = await upsertContent(t, editor, draft.id, { title: 'Unpublished' });
  });
  afterAll(() => t.close());

  it('stores items whole, flags unknown section types and keeps them as stored', () => {
    expect(intro).toMatchObject({ entityType: 'Content', tags: ['basics'], version: 1 });
    expect(video).toMatchObject({ videoUrl: 'https://video.example/kickoff' });
    expect(guide).toMatchObject({ isPublic: true, paramTypes: ['eventIdUaIdEmail'] });
    expect(guide.unknownSectionTypes).toEqual(['hologram']);
    expect(guide.sections[0]?.children?.[1]?.children?.[0]).toEqual({
      id: 'new',
      type: 'hologram',
      data: { x: 1 },
    });
  });

  it('refuses unsafe or malformed items (400)', async () => {
    const bad = [
      { title: '' },
      { title: 'x', entityType: 'Html' },
      { title: 'x', videoUrl: 'https://v.example/a' },
      { title: 'x', entityType: 'ContentVideo', videoUrl: 'http://v.example/a' },
      { title: 'x', entityType: 'ContentVideo', videoUrl: 'javascript:alert(1)' },
      { title: 'x', paramTypes: ['userIdOnly'] },
      {
        title: 'x',
        sections: [{ id: 'b', type: 'button', data: { label: 'go', href: 'javascript:x' } }],
      },
      { title: 'x', sections: '<p>html</p>' },
    ];
    for (const body of bad) {
      const res = await call(t, 'POST', `${RG}/upsertContent/${group.id}`, editor, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('changes an item over its version and refuses a stale save', async () => {
    const changed = await upsertContent(t, editor, group.id, {
      ...video,
      summary: 'Ten minutes',
    });
    expect(changed).toMatchObject({ version: 2, summary: 'Ten minutes' });
    const stale = await call(t, 'POST', `${RG}/upsertContent/${group.id}`, editor, {
      ...video,
      summary: 'old',
    });
    expect(stale.statusCode).toBe(409);
    video = changed;
    // Saving again keeps it where it is.
    expect(await order(group.id)).toEqual([intro.id, video.id, guide.id]);
  });

  it('answers members only the items of the active groups they reach', async () => {
    const listed = await call(t, 'GET', `${RG}/getcontentsbyid/${group.id}`, member);
    expect(ids(listed.json<TGroupContentItem[]>())).toEqual([intro.id, video.id, guide.id]);
    const byIds = await call(t, 'POST', `${RG}/getcontentsbyids`, member, [
      guide.id,
      hidden.id,
      crypto.randomUUID(),
    ]);
    expect(byIds.json<TContent[]>().map((c) => c.id)).toEqual([guide.id]);
    const related = await call(t, 'POST', `${RG}/GetRelatedContentInfoByIds`, member, [
      video.id,
      hidden.id,
    ]);
    expect(related.json<TContentInfo[]>()).toEqual([
      expect.objectContaining({ id: video.id, title: 'Kickoff video' }),
    ]);
    expect((await call(t, 'POST', `${RG}/getcontentsbyids`, outsider, [guide.id])).json()).toEqual(
      [],
    );
    const all = await call(t, 'POST', `${RG}/getallcontentsbyids`, editor, [hidden.id, guide.id]);
    expect(all.json<TContent[]>().map((c) => c.id)).toEqual([hidden.id, guide.id]);
  });

  it('orders items on several levels and refuses an order that is not the group', async () => {
    const set = await call(t, 'POST', `${RG}/setcontentorder/${group.id}`, editor, {
      items: [
        { contentId: guide.id, sortPath: [1] },
        { contentId: video.id, sortPath: [1, 2] },
        { contentId: intro.id, sortPath: [1, 1] },
      ],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<TGroupContentItem[]>().map((i) => [i.id, i.sortPath])).toEqual([
      [guide.id, [1]],
      [intro.id, [1, 1]],
      [video.id, [1, 2]],
    ]);
    for (const items of [
      [{ contentId: guide.id, sortPath: [1] }],
      [
        { contentId: guide.id, sortPath: [1] },
        { contentId: video.id, sortPath: [2] },
        { contentId: hidden.id, sortPath: [3] },
      ],
      [
        { contentId: guide.id, sortPath: [1] },
        { contentId: video.id, sortPath: [1] },
        { contentId: intro.id, sortPath: [2] },
      ],
      [
        { contentId: guide.id, sortPath: [1, 1, 1, 1, 1] },
        { contentId: video.id, sortPath: [2] },
        { contentId: intro.id, sortPath: [3] },
      ],
    ]) {
      const res = await call(t, 'POST', `${RG}/setcontentorder/${group.id}`, editor, { items });
      expect(res.statusCode).toBe(400);
    }
    expect(await order(group.id, member)).toEqual([guide.id, intro.id, video.id]);
  });

  it('makes places canonical with MigrateToMultiLevelSort, idempotently', async () => {
    await t.database.db
      .updateTable('resource_group_content')
      .set({ sort_path: sortPathSql([40, 9]) })
      .where('content_id', '=', video.id)
      .execute();
    const first = await call(t, 'GET', `${RG}/MigrateToMultiLevelSort`, admin);
    // Only the library changed: the drafts group's one item is already at [1].
    expect(first.json()).toEqual({ groups: 1, items: 1 });
    const items = (await call(t, 'GET', `${RG}/getcontentsbyid/${group.id}`, admin)).json<
      TGroupContentItem[]
    >();
    expect(items.map((i) => [i.id, i.sortPath])).toEqual([
      [guide.id, [1]],
      [intro.id, [1, 1]],
      [video.id, [2, 1]],
    ]);
    expect((await call(t, 'GET', `${RG}/MigrateToMultiLevelSort`, admin)).json()).toEqual({
      groups: 0,
      items: 0,
    });
  });

  it('sets intro and featured items, dated, and shows them to members', async () => {
    const current = (await call(t, 'GET', `${RG}/${group.id}`, editor)).json<TResourceGroup>();
    group = await saveGroup(t, editor, {
      ...current,
      introContentId: intro.id,
      featuredContentId: video.id,
    });
    expect(group.featuredAt).not.toBeNull();
    const introRes = await call(t, 'GET', `${RG}/GetIntroContentItem/${group.id}`, member);
    expect(introRes.json<TContent>().id).toBe(intro.id);
    const featured = await call(t, 'GET', `${RG}/GetLatestFeaturedContent`, member);
    expect(featured.json<TFeaturedContent>()).toMatchObject({
      resourceGroupId: group.id,
      resourceGroupCode: 'library',
      content: { id: video.id },
    });
    expect((await call(t, 'GET', `${RG}/HasFeaturedContent`, member)).json()).toBe(true);
    expect((await call(t, 'GET', `${RG}/HasFeaturedContent`, outsider)).json()).toBe(false);
    expect((await call(t, 'GET', `${RG}/GetLatestFeaturedContent`, outsider)).json()).toBeNull();
  });

  it('takes an item out of a group (with its feature), keeping it in the library', async () => {
    const res = await call(t, 'DELETE', `${RG}/${group.id}/${video.id}`, editor);
    expect(res.json()).toBe(true);
    expect((await call(t, 'DELETE', `${RG}/${group.id}/${video.id}`, editor)).json()).toBe(false);
    const after = (await call(t, 'GET', `${RG}/${group.id}`, editor)).json<TResourceGroup>();
    expect(after).toMatchObject({ featuredContentId: null, introContentId: intro.id });
    expect((await call(t, 'GET', `${RG}/HasFeaturedContent`, member)).json()).toBe(false);
    const lib = await call(t, 'GET', `${RG}/GetContents?search=kickoff`, editor);
    expect(lib.json<PagedResult<TContentInfo>>().data.map((c) => c.id)).toEqual([video.id]);
    const added = await call(t, 'POST', `${RG}/addcontent/${group.id}`, editor, {
      contentIds: [video.id, hidden.id],
    });
    expect(ids(added.json<TGroupContentItem[]>()).slice(-2)).toEqual([video.id, hidden.id]);
    const missing = await call(t, 'POST', `${RG}/addcontent/${group.id}`, editor, {
      contentIds: [crypto.randomUUID()],
    });
    expect(missing.statusCode).toBe(404);
  });

  it('replaces the items with UpdateResourceGroupContentItems, dropping a detached intro', async () => {
    const res = await call(t, 'POST', `${RG}/UpdateResourceGroupContentItems`, editor, {
      resourceGroupId: group.id,
      items: [
        { contentId: video.id, sortPath: [1] },
        { contentId: guide.id, sortPath: [2] },
      ],
    });
    expect(ids(res.json<TGroupContentItem[]>())).toEqual([video.id, guide.id]);
    const after = (await call(t, 'GET', `${RG}/${group.id}`, editor)).json<TResourceGroup>();
    expect(after.introContentId).toBeNull();
    expect(
      (await call(t, 'GET', `${RG}/GetIntroContentItem/${group.id}`, member)).json(),
    ).toBeNull();
  });

  it('counts the reachable items by type, tag and group', async () => {
    const counts = (await call(t, 'GET', `${RG}/GetFiltersCounts`, member)).json<TFiltersCounts>();
    expect(counts).toEqual({
      entityTypes: [
        { value: 'Content', count: 1 },
        { value: 'ContentVideo', count: 1 },
      ],
      tags: [
        { value: 'basics', count: 1 },
        { value: 'video', count: 1 },
      ],
      resourceGroups: [{ value: group.id, name: 'Library', count: 2 }],
    });
    const staff = await call(
      t,
      'GET',
      `${RG}/GetFiltersCounts?resourceGroupId=${draft.id}`,
      editor,
    );
    expect(staff.json<TFiltersCounts>().resourceGroups).toEqual([
      { value: draft.id, name: 'Drafts', count: 1 },
    ]);
    const guess = await call(
      t,
      'GET',
      `${RG}/GetFiltersCounts?resourceGroupId=${draft.id}`,
      member,
    );
    expect(guess.statusCode).toBe(404);
  });

  it('prints a reachable group whole and in order', async () => {
    const res = await call(t, 'GET', `${RG}/getPrint/${group.id}`, member);
    const printed = res.json<TGroupContents>();
    expect(printed.group.id).toBe(group.id);
    expect(printed.items.map((i) => [i.id, i.sortPath, i.sections.length])).toEqual([
      [video.id, [1], 0],
      [guide.id, [2], 1],
    ]);
  });
});
