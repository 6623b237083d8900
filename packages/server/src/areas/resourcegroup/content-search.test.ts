import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagedResult, TContentSearchHit, TUserGroup } from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { RG, page, publish, saveGroup, upsertContent } from './resourcegroup-test-support';

describe.each(testEngines())('content search on %s', (engine) => {
  let t: TestApp;
  let editor: TestPerson;
  let member: TestPerson;
  const id: Record<string, string> = {};
  let groupId: string;
  let draftId: string;

  const search = async (who: TestPerson, query: string, all = false) => {
    const res = await call(
      t,
      'GET',
      `${RG}/${all ? 'searchAllContents' : 'searchContents'}?${query}`,
      who,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PagedResult<TContentSearchHit>>();
  };
  const titles = (page: PagedResult<TContentSearchHit>) => page.data.map((hit) => hit.title);

  beforeAll(async () => {
    t = await createTestApp({ engine });
    editor = await createPerson(t, 'Edie', ['contentEditor']);
    const coach = await createPerson(t, 'Cole', ['trainer']);
    member = await createPerson(t, 'Mia', ['participant']);
    const team = (
      await call(t, 'POST', '/api/usergroup/upsert', coach, { name: 'Readers' })
    ).json<TUserGroup>();
    await call(t, 'POST', `/api/usergroup/AddMember/${team.id}`, coach, {
      userAccountIds: [member.userAccountId],
    });
    const members = [{ type: 'userGroup' as const, id: team.id }];
    const group = await saveGroup(t, editor, { name: 'Coach library', code: 'coach', members });
    groupId = group.id;
    const add = async (key: string, gid: string, title: string, summary: string, words: string) => {
      id[key] = (
        await upsertContent(t, editor, gid, { title, summary, sections: page(title, words) })
      ).id;
    };
    await add('title', groupId, 'Coaching conversations', 'How to begin', 'Ask open questions');
    await add('summary', groupId, 'Team meetings', 'Coaching in a group setting', 'Agenda first');
    await add(
      'body',
      groupId,
      'Feedback basics',
      'Giving notes',
      'Good coaching starts with listening',
    );
    await add('none', groupId, 'Budget planning', 'Money matters', 'Spreadsheets and totals');
    await publish(t, editor, (await call(t, 'GET', `${RG}/${groupId}`, editor)).json());
    const draft = await saveGroup(t, editor, { name: 'Drafts', code: 'drafts', members });
    draftId = draft.id;
    await add('draft', draftId, 'Coaching secrets', 'Not yet published', 'Coaching coaching');
    await add('loose', groupId, 'Coaching without a home', 'Loose item', 'Coaching');
    await call(t, 'DELETE', `${RG}/${groupId}/${id.loose}`, editor);
  });
  afterAll(() => t.close());

  it('ranks a title match above a summary match above a page match, stemming words', async () => {
    const found = await search(member, 'search=coaches');
    expect(titles(found)).toEqual(['Coaching conversations', 'Team meetings', 'Feedback basics']);
    expect(found.count).toBe(3);
    const ranks = found.data.map((hit) => hit.rank);
    expect([...ranks].sort((a, b) => b - a)).toEqual(ranks);
    expect(found.data[0]?.resourceGroups).toEqual([
      { id: groupId, code: 'coach', name: 'Coach library' },
    ]);
  });

  it('reads the words as a web search: phrases, or, and minus', async () => {
    expect(
      titles(await search(member, `search=${encodeURIComponent('"open questions"')}`)),
    ).toEqual(['Coaching conversations']);
    expect(titles(await search(member, 'search=coaching%20-listening'))).toEqual([
      'Coaching conversations',
      'Team meetings',
    ]);
    expect(titles(await search(member, 'search=budget%20or%20agenda')).sort()).toEqual([
      'Budget planning',
      'Team meetings',
    ]);
  });

  it('pages the results', async () => {
    const second = await search(member, 'search=coaching&page=2&pageSize=2');
    expect([second.count, titles(second)]).toEqual([3, ['Feedback basics']]);
    // A page past the last still counts every match.
    const past = await search(member, 'search=coaching&page=5&pageSize=2');
    expect([past.count, titles(past)]).toEqual([3, []]);
  });

  it('never finds an item of a draft group for a member, nor one in no group', async () => {
    expect(titles(await search(member, 'search=secrets'))).toEqual([]);
    expect(titles(await search(member, 'search=home'))).toEqual([]);
    const guess = await call(
      t,
      'GET',
      `${RG}/searchContents?search=coaching&resourceGroupId=${draftId}`,
      member,
    );
    expect(guess.statusCode).toBe(404);
    expect(
      (await call(t, 'GET', `${RG}/searchAllContents?search=coaching`, member)).statusCode,
    ).toBe(403);
  });

  it('lets the staff search the whole library, or one group', async () => {
    const all = await search(editor, 'search=coaching', true);
    expect(titles(all)).toEqual(
      expect.arrayContaining([
        'Coaching secrets',
        'Coaching without a home',
        'Coaching conversations',
      ]),
    );
    expect(all.count).toBe(5);
    const loose = all.data.find((hit) => hit.id === id.loose);
    expect(loose?.resourceGroups).toEqual([]);
    const inDraft = await search(editor, `search=coaching&resourceGroupId=${draftId}`, true);
    expect(titles(inDraft)).toEqual(['Coaching secrets']);
  });

  it('finds words added by a change and forgets the words removed', async () => {
    await upsertContent(t, editor, groupId, {
      id: id.none,
      version: 1,
      title: 'Budget planning',
      sections: page('Budget planning', 'Forecasts'),
    });
    expect(titles(await search(member, 'search=forecast'))).toEqual(['Budget planning']);
    expect(titles(await search(member, 'search=spreadsheets'))).toEqual([]);
  });

  it('treats query syntax and markup as words, and refuses a blank search', async () => {
    for (const words of ["'); drop table content; --", '<script>', '!!! & | :*', 'a'.repeat(500)]) {
      const found = await search(member, `search=${encodeURIComponent(words)}`);
      expect(found.count).toBe(0);
    }
    expect((await call(t, 'GET', `${RG}/searchContents?search=%20`, member)).statusCode).toBe(400);
    expect(
      (await call(t, 'GET', `${RG}/searchContents?search=${'a'.repeat(501)}`, member)).statusCode,
    ).toBe(400);
  });
});
