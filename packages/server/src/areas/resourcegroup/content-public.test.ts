import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TContent, THomeData, TPublicContent, TResourceGroup, TUserGroup } from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { RG, page, publish, saveGroup, upsertContent } from './resourcegroup-test-support';

describe.each(testEngines())('public content and the home resource groups on %s', (engine) => {
  let t: TestApp;
  let editor: TestPerson;
  let member: TestPerson;
  let outsider: TestPerson;
  let group: TResourceGroup;
  let draft: TResourceGroup;
  let open: TContent;
  let closed: TContent;
  let draftPublic: TContent;

  const visit = (code: string, contentId: string, person?: TestPerson) =>
    call(t, 'GET', `${RG}/public/${code}/${contentId}`, person);

  beforeAll(async () => {
    t = await createTestApp({ engine });
    editor = await createPerson(t, 'Edie', ['contentEditor']);
    const coach = await createPerson(t, 'Cole', ['trainer']);
    member = await createPerson(t, 'Mia', ['participant']);
    outsider = await createPerson(t, 'Otto', ['participant']);
    const team = (
      await call(t, 'POST', '/api/usergroup/upsert', coach, { name: 'Readers' })
    ).json<TUserGroup>();
    await call(t, 'POST', `/api/usergroup/AddMember/${team.id}`, coach, {
      userAccountIds: [member.userAccountId],
    });
    const members = [{ type: 'userGroup' as const, id: team.id }];
    group = await saveGroup(t, editor, { name: 'Open library', code: 'open-library', members });
    open = await upsertContent(t, editor, group.id, {
      title: 'Open guide',
      isPublic: true,
      sections: page('For everyone', 'Anybody may read this'),
    });
    closed = await upsertContent(t, editor, group.id, { title: 'Members only' });
    group = await publish(t, editor, (await call(t, 'GET', `${RG}/${group.id}`, editor)).json());
    draft = await saveGroup(t, editor, { name: 'Not yet', code: 'not-yet', members });
    draftPublic = await upsertContent(t, editor, draft.id, { title: 'Early', isPublic: true });
  });
  afterAll(() => t.close());

  it('shows a visitor, signed in or not, an item marked public of an active group', async () => {
    for (const person of [undefined, outsider]) {
      const res = await visit('open-library', open.id, person);
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json<TPublicContent>();
      expect(answer.resourceGroup).toEqual({ code: 'open-library', name: 'Open library' });
      expect(answer.content).toMatchObject({ id: open.id, title: 'Open guide', isPublic: true });
      expect(answer.content.sections.map((s) => s.type)).toEqual(['title', 'text']);
    }
    // The code is found whatever its case, as the group pages find it.
    expect((await visit('OPEN-LIBRARY', open.id)).statusCode).toBe(200);
  });

  it('answers the same 404 for an item not public, in a draft, in another group, or unknown', async () => {
    const missing = '7d1c1b6e-0000-4000-8000-000000000001';
    const tries = [
      visit('open-library', closed.id),
      visit('not-yet', draftPublic.id),
      visit('open-library', draftPublic.id),
      visit('not-yet', open.id),
      visit('open-library', missing),
      visit('no-such-group', open.id),
      visit('open-library', closed.id, member),
    ];
    const answers = await Promise.all(tries);
    const bodies = answers.map((res) => {
      expect(res.statusCode, res.body).toBe(404);
      return res.json<{ message: string }>().message;
    });
    expect(new Set(bodies).size).toBe(1);
  });

  it('refuses malformed addresses (400)', async () => {
    expect((await visit('open-library', 'not-a-guid')).statusCode).toBe(400);
    expect((await visit('bad code!', open.id)).statusCode).toBe(400);
  });

  it('answers 404 once the group is archived', async () => {
    const fresh = (await call(t, 'GET', `${RG}/${group.id}`, editor)).json<TResourceGroup>();
    const archived = await saveGroup(t, editor, {
      id: fresh.id,
      name: fresh.name,
      code: fresh.code,
      members: fresh.members,
      version: fresh.version,
      status: 'archived',
    });
    expect((await visit('open-library', open.id)).statusCode).toBe(404);
    // Back to active for the tests that follow.
    await saveGroup(t, editor, {
      id: archived.id,
      name: archived.name,
      code: archived.code,
      members: archived.members,
      version: archived.version,
      status: 'active',
    });
    expect((await visit('open-library', open.id)).statusCode).toBe(200);
  });

  it("lists on the member's home the active groups they belong to, not drafts", async () => {
    const home = (await call(t, 'GET', '/api/useraccount/GetHomeData', member)).json<THomeData>();
    expect(home.resourceGroups).toEqual([
      { id: group.id, name: 'Open library', code: 'open-library', description: '' },
    ]);
    const other = (
      await call(t, 'GET', '/api/useraccount/GetHomeData', outsider)
    ).json<THomeData>();
    expect(other.resourceGroups).toEqual([]);
  });
});
