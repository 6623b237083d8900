import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TResourceGroup, TSubscriber, TSubscription } from '@portal/core';
import { withFeaturesOff } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { toJson } from '../../db/schema';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { RG, publish, saveGroup } from '../resourcegroup/resourcegroup-test-support';

const SUB = '/api/subscription';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(testEngines())('content subscriptions on %s', (engine) => {
  let t: TestApp;
  let admin: TestPerson;
  let reader: TestPerson;
  let other: TestPerson;
  let schoolsPerson: TestPerson;
  let group: TResourceGroup;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    admin = await createPerson(t, 'Ada', ['contentAdmin']);
    reader = await createPerson(t, 'Rita', ['participant']);
    other = await createPerson(t, 'Omar', ['participant']);
    schoolsPerson = await createPerson(t, 'Sam', ['participant'], 'schools');
    group = await saveGroup(t, admin, { name: 'Leaders', code: 'leaders' });
  });
  afterAll(() => t.close());

  const subscribe = async (body: object) => {
    const res = await call(t, 'POST', `${SUB}/save`, admin, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TSubscription>();
  };

  it('lets the content staff keep one subscription per group, and nobody else', async () => {
    const made = await subscribe({ resourceGroupId: group.id, description: 'Leaders news' });
    expect(made).toMatchObject({
      resourceGroupId: group.id,
      resourceGroupName: 'Leaders',
      resourceGroupStatus: 'draft',
      notifications: true,
      subscriberCount: 0,
      version: 1,
    });
    const again = await call(t, 'POST', `${SUB}/save`, admin, { resourceGroupId: group.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'This resource group has a subscription already.',
    });

    const changed = await subscribe({ ...made, notifications: false });
    expect(changed).toMatchObject({ notifications: false, version: 2 });
    const stale = await call(t, 'POST', `${SUB}/save`, admin, { ...made, description: 'x' });
    expect(stale.statusCode).toBe(409);
    await subscribe({ ...changed, notifications: true });

    expect((await call(t, 'GET', SUB, admin)).json<TSubscription[]>()).toHaveLength(1);
    expect((await call(t, 'GET', `${SUB}/${made.id}`, admin)).json()).toMatchObject({
      id: made.id,
    });

    for (const [method, url, body] of [
      ['GET', SUB, undefined],
      ['GET', `${SUB}/${made.id}`, undefined],
      ['POST', `${SUB}/save`, { resourceGroupId: group.id }],
      ['DELETE', `${SUB}/${made.id}`, undefined],
      ['GET', `${SUB}/${made.id}/subscribers`, undefined],
      ['POST', `${SUB}/${made.id}/subscribers`, { userAccountId: reader.userAccountId }],
      ['GET', `${SUB}/people?search=rita`, undefined],
    ] as const) {
      expect((await call(t, method, url, reader, body)).statusCode, url).toBe(403);
      expect((await call(t, method, url, undefined, body)).statusCode, url).toBe(401);
    }
    const unknownGroup = await call(t, 'POST', `${SUB}/save`, admin, { resourceGroupId: UNKNOWN });
    expect(unknownGroup.statusCode).toBe(404);
    expect((await call(t, 'POST', `${SUB}/save`, admin, { resourceGroupId: 'x' })).statusCode).toBe(
      400,
    );
    expect((await call(t, 'GET', `${SUB}/${UNKNOWN}`, admin)).statusCode).toBe(404);
    expect((await call(t, 'GET', `${SUB}/not-an-id`, admin)).statusCode).toBe(400);
    const schoolsAdmin = await createPerson(t, 'Sid', ['contentAdmin'], 'schools');
    const otherBrand = await call(
      t,
      'GET',
      `${SUB}/${made.id}`,
      schoolsAdmin,
      undefined,
      'schools',
    );
    expect(otherBrand.statusCode).toBe(404);
    expect((await call(t, 'GET', SUB, schoolsAdmin, undefined, 'schools')).json()).toEqual([]);
  });

  it('adds people with one of their addresses, once, and lets members read the group', async () => {
    const [subscription] = (await call(t, 'GET', SUB, admin)).json<TSubscription[]>();
    const base = `${SUB}/${subscription!.id}/subscribers`;
    const found = await call(t, 'GET', `${SUB}/people?search=rita`, admin);
    expect(found.json()).toEqual([
      expect.objectContaining({ userAccountId: reader.userAccountId, emails: [reader.email] }),
    ]);
    expect((await call(t, 'GET', `${SUB}/people?search=r`, admin)).statusCode).toBe(400);

    const added = await call(t, 'POST', base, admin, { userAccountId: reader.userAccountId });
    expect(added.statusCode, added.body).toBe(200);
    const subscriber = added.json<TSubscriber>();
    expect(subscriber).toMatchObject({
      email: reader.email,
      firstName: 'Rita',
      unsubscribed: false,
    });
    const twice = await call(t, 'POST', base, admin, { userAccountId: reader.userAccountId });
    expect(twice.statusCode).toBe(409);
    const notTheirs = await call(t, 'POST', base, admin, {
      userAccountId: other.userAccountId,
      email: reader.email,
    });
    expect(notTheirs.statusCode).toBe(400);
    const strangerOfBrand = await call(t, 'POST', base, admin, {
      userAccountId: schoolsPerson.userAccountId,
    });
    expect(strangerOfBrand.statusCode).toBe(404);
    expect((await call(t, 'POST', base, admin, { userAccountId: 'nope' })).statusCode).toBe(400);

    expect((await call(t, 'GET', `${RG}/${group.id}`, reader)).statusCode).toBe(404);
    group = await publish(t, admin, group);
    expect((await call(t, 'GET', `${RG}/${group.id}`, reader)).statusCode).toBe(200);
    expect((await call(t, 'GET', `${RG}/${group.id}`, other)).statusCode).toBe(404);
    expect((await call(t, 'GET', `${RG}/getUserCount/${group.id}`, admin)).json()).toBe(1);

    const listed = (await call(t, 'GET', base, admin)).json<TSubscriber[]>();
    expect(listed.map((s) => s.userAccountId)).toEqual([reader.userAccountId]);
    const one = await call(t, 'GET', `${base}/${subscriber.id}`, admin);
    expect(one.json()).toMatchObject({ id: subscriber.id });
    expect((await call(t, 'GET', `${base}/${UNKNOWN}`, admin)).statusCode).toBe(404);

    // The address may become another of the person's own, of the same subscriber only.
    await t.database.db
      .updateTable('user_account')
      .set({
        emails: toJson([
          { address: reader.email, preferred: true, primary: true },
          { address: 'Rita.Work@Client.example', preferred: false, primary: false },
        ]),
      })
      .where('id', '=', reader.userAccountId)
      .execute();
    const moved = await call(t, 'POST', base, admin, {
      id: subscriber.id,
      userAccountId: reader.userAccountId,
      email: 'rita.work@client.example',
    });
    expect(moved.json()).toMatchObject({
      id: subscriber.id,
      email: 'rita.work@client.example',
      addresses: [reader.email, 'rita.work@client.example'],
    });
    const swapped = await call(t, 'POST', base, admin, {
      id: subscriber.id,
      userAccountId: other.userAccountId,
    });
    expect(swapped.statusCode).toBe(409);

    const withOther = await call(t, 'POST', base, admin, { userAccountId: other.userAccountId });
    const otherId = withOther.json<TSubscriber>().id;
    expect((await call(t, 'DELETE', `${base}/${otherId}`, admin)).json()).toBe(true);
    expect((await call(t, 'DELETE', `${base}/${otherId}`, admin)).statusCode).toBe(404);
    expect((await call(t, 'GET', `${RG}/${group.id}`, other)).statusCode).toBe(404);
  });

  it('lets a reader follow and leave a group whose alerts are on', async () => {
    const state = async (by: TestPerson) => {
      const res = await call(t, 'GET', `${SUB}/follow/${group.id}`, by);
      return res.statusCode === 200 ? res.json() : res.statusCode;
    };
    expect(await state(other)).toBe(404);
    expect((await call(t, 'POST', `${SUB}/follow/${group.id}`, other)).statusCode).toBe(404);
    expect(await state(reader)).toEqual({ canFollow: true, following: true });
    expect((await call(t, 'POST', `${SUB}/follow/${group.id}`, reader)).json()).toBe(true);
    expect((await call(t, 'DELETE', `${SUB}/follow/${group.id}`, reader)).json()).toBe(true);
    expect((await call(t, 'GET', `${SUB}/follow/nope`, reader)).statusCode).toBe(400);
    // Leaving the subscription took the reach it gave.
    expect((await call(t, 'POST', `${SUB}/follow/${group.id}`, reader)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', `${SUB}/follow/${group.id}`, reader)).json()).toBe(false);
    const [subscription] = (await call(t, 'GET', SUB, admin)).json<TSubscription[]>();
    await call(t, 'POST', `${SUB}/${subscription!.id}/subscribers`, admin, {
      userAccountId: reader.userAccountId,
    });
  });

  it('deletes a subscription with its subscribers', async () => {
    const spare = await saveGroup(t, admin, { name: 'Spare', code: 'spare' });
    const made = await subscribe({ resourceGroupId: spare.id });
    await call(t, 'POST', `${SUB}/${made.id}/subscribers`, admin, {
      userAccountId: other.userAccountId,
    });
    expect((await call(t, 'DELETE', `${SUB}/${made.id}`, admin)).json()).toBe(true);
    expect((await call(t, 'GET', `${SUB}/${made.id}/subscribers`, admin)).statusCode).toBe(404);
    const left = await t.database.db
      .selectFrom('content_subscriber')
      .select('id')
      .where('subscription_id', '=', made.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('answers 403 to managing subscriptions where the brand has subscriptions off', async () => {
    const made = await subscribe({
      resourceGroupId: (await saveGroup(t, admin, { name: 'Off', code: 'off' })).id,
    });
    const paths = [
      SUB,
      `${SUB}/${made.id}`,
      `${SUB}/${made.id}/subscribers`,
      `${SUB}/people?search=rita`,
    ];
    await withFeaturesOff(t.app, 'teams', ['subscriptions'], async () => {
      for (const path of paths) {
        expect((await call(t, 'GET', path, admin)).statusCode, path).toBe(403);
      }
      const save = await call(t, 'POST', `${SUB}/save`, admin, { ...made, description: 'x' });
      expect(save.statusCode).toBe(403);
    });
    expect((await call(t, 'GET', SUB, admin)).statusCode).toBe(200);
  });
});
