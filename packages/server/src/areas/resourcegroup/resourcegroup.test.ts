import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandKey, PagedResult, TNamedMember, TResourceGroup, TUserGroup } from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { toJson } from '../../db/schema';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { eventWith } from '../tractionplancheckup/checkup-test-support';
import { RG, page, publish, saveGroup, upsertContent } from './resourcegroup-test-support';

describe.each(testEngines())('resource groups on %s', (engine) => {
  let t: TestApp;
  let editor: TestPerson;
  let admin: TestPerson;
  let coach: TestPerson;
  let groupMember: TestPerson;
  let accountMember: TestPerson;
  let eventMember: TestPerson;
  let outsider: TestPerson;
  let team: TUserGroup;
  let accountId: string;
  let eventId: string;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    editor = await createPerson(t, 'Edie', ['contentEditor']);
    admin = await createPerson(t, 'Ada', ['contentAdmin']);
    coach = await createPerson(t, 'Cole', ['trainer', 'eventAdmin']);
    groupMember = await createPerson(t, 'Gus', ['participant']);
    accountMember = await createPerson(t, 'Ana', ['participant']);
    eventMember = await createPerson(t, 'Eve', ['participant']);
    outsider = await createPerson(t, 'Otto', ['participant']);
    team = (await call(t, 'POST', '/api/usergroup/upsert', coach, { name: 'Readers' })).json();
    await call(t, 'POST', `/api/usergroup/AddMember/${team.id}`, coach, {
      userAccountIds: [groupMember.userAccountId],
    });
    const employee = await createPerson(t, 'Emma', ['globalDataAccess', 'tfg']);
    const account = await call(t, 'POST', '/api/crmaccount/upsert', employee, {
      accountName: 'Readers Inc',
    });
    accountId = account.json<{ id: string }>().id;
    await t.database.db
      .insertInto('user_account_crm_account')
      .values({ user_account_id: accountMember.userAccountId, crm_account_id: accountId })
      .execute();
    eventId = (await eventWith(t, coach, [eventMember])).id;
  });
  afterAll(() => t.close());

  const members = () => [
    { type: 'userGroup' as const, id: team.id },
    { type: 'crmAccount' as const, id: accountId },
    { type: 'event' as const, id: eventId },
  ];

  it('lets the content staff build a draft that no member reaches by id, code or list', async () => {
    const draft = await saveGroup(t, editor, {
      name: 'Onboarding',
      code: 'onboarding',
      members: members(),
    });
    expect(draft).toMatchObject({ status: 'draft', code: 'onboarding', contentCount: 0 });
    const item = await upsertContent(t, editor, draft.id, {
      title: 'Welcome',
      sections: page('Welcome', 'Start here'),
    });
    for (const person of [groupMember, accountMember, eventMember, outsider]) {
      expect((await call(t, 'GET', `${RG}/${draft.id}`, person)).statusCode).toBe(404);
      expect(
        (await call(t, 'GET', `${RG}/GetResourceGroupByCode/onboarding`, person)).statusCode,
      ).toBe(404);
      expect((await call(t, 'GET', `${RG}/getcontentsbyid/${draft.id}`, person)).statusCode).toBe(
        404,
      );
      expect((await call(t, 'GET', `${RG}/getPrint/${draft.id}`, person)).statusCode).toBe(404);
      expect((await call(t, 'GET', RG, person)).json()).toEqual([]);
      expect(
        (await call(t, 'POST', `${RG}/getResourceGroupsByIds`, person, [draft.id])).json(),
      ).toEqual([]);
      expect((await call(t, 'POST', `${RG}/getcontentsbyids`, person, [item.id])).json()).toEqual(
        [],
      );
      const search = await call(t, 'GET', `${RG}/SearchResourceGroups?search=onboard`, person);
      expect(search.json<PagedResult<TResourceGroup>>().count).toBe(0);
    }
    // The answer for a draft is the answer for nothing at all.
    const missing = await call(t, 'GET', `${RG}/${crypto.randomUUID()}`, groupMember);
    const hidden = await call(t, 'GET', `${RG}/${draft.id}`, groupMember);
    expect(hidden.json<{ message: string }>().message).toBe(
      missing.json<{ message: string }>().message,
    );
  });

  it('shows an active group to its members by user group, account and event, and to no one else', async () => {
    const draft = await saveGroup(t, editor, {
      name: 'Leaders',
      code: 'Leaders-101',
      members: members(),
    });
    const active = await publish(t, editor, draft);
    expect(active.status).toBe('active');
    for (const person of [groupMember, accountMember, eventMember]) {
      const res = await call(t, 'GET', `${RG}/GetResourceGroupByCode/leaders-101`, person);
      expect(res.statusCode, res.body).toBe(200);
      // Members never see who else a group reaches.
      expect(res.json<TResourceGroup>()).toMatchObject({ id: active.id, members: [] });
      expect(
        (await call(t, 'GET', RG, person)).json<TResourceGroup[]>().map((g) => g.id),
      ).toContain(active.id);
    }
    expect((await call(t, 'GET', `${RG}/${active.id}`, outsider)).statusCode).toBe(404);
    const asStaff = await call(t, 'GET', `${RG}/${active.id}`, admin);
    expect(asStaff.json<TResourceGroup>().members).toHaveLength(3);
    // Four people: the three members and the coach who made the team (its trainer, in it too).
    expect((await call(t, 'GET', `${RG}/getUserCount/${active.id}`, admin)).json()).toBe(4);
    expect((await call(t, 'GET', `${RG}/${active.id}`, coach)).statusCode).toBe(200);
  });

  it('moves status only by the rule: archived groups vanish for members, drafts never come back', async () => {
    let group = await publish(
      t,
      editor,
      await saveGroup(t, editor, { name: 'Moves', code: 'moves', members: members() }),
    );
    const back = await call(t, 'POST', `${RG}/save`, editor, { ...group, status: 'draft' });
    expect(back.statusCode).toBe(409);
    expect(back.json<{ message: string }>().message).toBe(
      'A active resource group cannot become draft.',
    );
    group = await saveGroup(t, editor, { ...group, status: 'archived' });
    expect((await call(t, 'GET', `${RG}/${group.id}`, groupMember)).statusCode).toBe(404);
    group = await saveGroup(t, editor, { ...group, status: 'active' });
    expect((await call(t, 'GET', `${RG}/${group.id}`, groupMember)).statusCode).toBe(200);
    const fresh = await saveGroup(t, editor, { name: 'Never', code: 'never' });
    const skip = await call(t, 'POST', `${RG}/save`, editor, { ...fresh, status: 'archived' });
    expect(skip.statusCode).toBe(409);
  });

  it('refuses managing calls to members and everything when the feature is off', async () => {
    const calls: [string, string, unknown?][] = [
      ['POST', `${RG}/save`, { name: 'x', code: 'x' }],
      ['GET', `${RG}/GetContents`],
      ['POST', `${RG}/getallcontentsbyids`, []],
      ['GET', `${RG}/IsPriorityAvailable/1`],
      ['GET', `${RG}/MigrateToMultiLevelSort`],
      ['DELETE', `${RG}/${crypto.randomUUID()}`],
    ];
    for (const [method, url, body] of calls) {
      const res = await call(t, method as 'GET', url, groupMember, body);
      expect(res.statusCode, url).toBe(403);
    }
    // Editors build; only admins delete and run maintenance.
    expect((await call(t, 'DELETE', `${RG}/${crypto.randomUUID()}`, editor)).statusCode).toBe(403);
    expect((await call(t, 'GET', `${RG}/MigrateToMultiLevelSort`, editor)).statusCode).toBe(403);
    expect((await call(t, 'GET', RG)).statusCode).toBe(401);

    await setFeature(false);
    expect((await call(t, 'GET', RG, admin)).statusCode).toBe(403);
    await setFeature(true);
    expect((await call(t, 'GET', RG, admin)).statusCode).toBe(200);
  });

  const setFeature = async (on: boolean) => {
    const { features } = await t.database.db
      .selectFrom('app_config')
      .select('features')
      .where('app_name', '=', 'teams')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('app_config')
      .set({ features: toJson({ ...features, resourceGroup: on }) })
      .where('app_name', '=', 'teams')
      .execute();
    t.app.portal.webConfig.invalidate('teams');
  };

  it('checks codes, priority slots, members and versions on save', async () => {
    const a = await saveGroup(t, editor, { name: 'A', code: 'slot-a', priority: 3 });
    const sameCode = await call(t, 'POST', `${RG}/save`, editor, { name: 'B', code: 'SLOT-A' });
    expect([sameCode.statusCode, sameCode.json<{ message: string }>().message]).toEqual([
      409,
      'Another resource group of this brand has this code.',
    ]);
    const sameSlot = await call(t, 'POST', `${RG}/save`, editor, {
      name: 'B',
      code: 'slot-b',
      priority: 3,
    });
    expect([sameSlot.statusCode, sameSlot.json<{ message: string }>().message]).toEqual([
      409,
      'Another resource group holds this priority slot.',
    ]);
    expect((await call(t, 'GET', `${RG}/IsPriorityAvailable/3`, editor)).json()).toBe(false);
    expect((await call(t, 'GET', `${RG}/IsPriorityAvailable/3/${a.id}`, editor)).json()).toBe(true);
    expect((await call(t, 'GET', `${RG}/IsPriorityAvailable/4`, editor)).json()).toBe(true);
    expect((await call(t, 'GET', `${RG}/IsPriorityAvailable/11`, editor)).statusCode).toBe(400);

    const strangers = await call(t, 'POST', `${RG}/save`, editor, {
      name: 'C',
      code: 'slot-c',
      members: [{ type: 'userGroup', id: crypto.randomUUID() }],
    });
    expect(strangers.statusCode).toBe(400);
    const notItem = await call(t, 'POST', `${RG}/save`, editor, {
      ...a,
      introContentId: crypto.randomUUID(),
    });
    expect(notItem.statusCode).toBe(400);

    await saveGroup(t, editor, { ...a, description: 'first' });
    const stale = await call(t, 'POST', `${RG}/save`, editor, { ...a, description: 'second' });
    expect(stale.statusCode).toBe(409);
    for (const bad of [
      { name: '', code: 'x' },
      { name: 'x', code: 'has space' },
      { name: 'x', code: '<b>' },
      { name: 'x', code: 'x', status: 'published' },
      { name: 'x', code: 'x', members: [{ type: 'subscription', id: a.id }] },
    ]) {
      expect((await call(t, 'POST', `${RG}/save`, editor, bad)).statusCode).toBe(400);
    }
  });

  it('deletes a draft or archived group, never an active one; a bad id answers false', async () => {
    const active = await publish(t, admin, await saveGroup(t, admin, { name: 'Del', code: 'del' }));
    const refused = await call(t, 'DELETE', `${RG}/${active.id}`, admin);
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([
      409,
      'Archive the resource group before deleting it.',
    ]);
    const archived = await saveGroup(t, admin, { ...active, status: 'archived' });
    expect((await call(t, 'DELETE', `${RG}/${archived.id}`, admin)).json()).toBe(true);
    expect((await call(t, 'DELETE', `${RG}/${archived.id}`, admin)).json()).toBe(false);
    expect((await call(t, 'DELETE', `${RG}/not-a-guid`, admin)).json()).toBe(false);
  });

  it("offers the brand's user groups, accounts and events by name to pick, and names the members", async () => {
    const find = (type: string, search: string, person = admin, brand?: BrandKey) =>
      call(
        t,
        'GET',
        `${RG}/FindMemberCandidates?type=${type}&search=${search}`,
        person,
        undefined,
        brand,
      );
    // The content admin reads no user group, account or event of their own, yet picks them.
    expect((await find('userGroup', 'read')).json<TNamedMember[]>()).toContainEqual({
      type: 'userGroup',
      id: team.id,
      name: 'Readers',
    });
    expect((await find('crmAccount', 'READERS')).json<TNamedMember[]>()).toEqual([
      { type: 'crmAccount', id: accountId, name: 'Readers Inc' },
    ]);
    const events = (await find('event', '')).json<TNamedMember[]>();
    expect(events.find((event) => event.id === eventId)?.name).toMatch(/ · \S+$/);
    // The text is matched as typed: a pattern character finds nothing more.
    expect((await find('userGroup', '%25')).json()).toEqual([]);

    const group = await saveGroup(t, editor, { name: 'Named', code: 'named', members: members() });
    const named = await call(t, 'GET', `${RG}/GetMemberNames/${group.id}`, editor);
    expect(named.json<TNamedMember[]>().map((member) => member.name)).toEqual(
      expect.arrayContaining(['Readers', 'Readers Inc']),
    );

    for (const path of [`FindMemberCandidates?type=userGroup`, `GetMemberNames/${group.id}`]) {
      expect((await call(t, 'GET', `${RG}/${path}`, groupMember)).statusCode).toBe(403);
    }
    expect((await find('person', 'x')).statusCode).toBe(400);
    expect((await find('userGroup', 'x'.repeat(101))).statusCode).toBe(400);
    const other = await createPerson(t, 'Yan', ['contentAdmin'], 'profile');
    expect((await find('userGroup', 'read', other, 'profile')).json()).toEqual([]);
  });

  it('keeps groups of one brand away from another', async () => {
    const group = await saveGroup(t, editor, { name: 'Mine', code: 'brand-only' });
    const other = await createPerson(t, 'Zed', ['contentAdmin'], 'profile');
    const res = await call(t, 'GET', `${RG}/${group.id}`, other, undefined, 'profile');
    expect(res.statusCode).toBe(404);
  });
});
