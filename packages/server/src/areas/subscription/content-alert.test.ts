import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MessageStatus,
  type TContent,
  type TContentAlertResult,
  type TResourceGroup,
  type TSubscription,
} from '@portal/core';
import { connectSignedIn } from '../../../test/hub-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import {
  RG,
  page,
  publish,
  saveGroup,
  upsertContent,
} from '../resourcegroup/resourcegroup-test-support';

const SUB = '/api/subscription';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(testEngines())('content alerts on %s', (engine) => {
  let t: TestApp;
  let admin: TestPerson;
  let english: TestPerson;
  let german: TestPerson;
  let bystander: TestPerson;
  let group: TResourceGroup;
  let item: TContent;
  let subscription: TSubscription;

  const messagesTo = (email: string) =>
    t.database.db
      .selectFrom('message')
      .selectAll()
      .where('recipient', '=', email)
      .orderBy('created_at')
      .execute();
  const alert = async (contentId: string, channel = 1) => {
    const res = await call(
      t,
      'GET',
      `${RG}/sendContentAlert/${group.id}/${contentId}/${channel}`,
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TContentAlertResult>();
  };
  const tokenIn = (text: string) => {
    const path = `/unsubscriberg/request/Coaching%20notes/${group.id}`;
    const match = new RegExp(`${path}/[0-9a-f-]{36}/false/1\\?token=([\\w-]{43})`).exec(text);
    expect(match, text).not.toBeNull();
    return match![1]!;
  };

  beforeAll(async () => {
    t = await createTestApp({ engine });
    // The hub's socket needs a listening server.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await createPerson(t, 'Ada', ['contentAdmin']);
    english = await createPerson(t, 'Erin', ['participant']);
    german = await createPerson(t, 'Greta', ['participant']);
    bystander = await createPerson(t, 'Bea', ['participant']);
    await t.database.db
      .updateTable('user_account')
      .set({ language: 'de' })
      .where('id', '=', german.userAccountId)
      .execute();
    group = await saveGroup(t, admin, { name: 'Coaching notes', code: 'coaching-notes' });
    item = await upsertContent(t, admin, group.id, {
      title: 'First steps',
      sections: page('First steps', 'Read me'),
    });
    const res = await call(t, 'POST', `${SUB}/save`, admin, { resourceGroupId: group.id });
    subscription = res.json<TSubscription>();
    for (const person of [english, german]) {
      const added = await call(t, 'POST', `${SUB}/${subscription.id}/subscribers`, admin, {
        userAccountId: person.userAccountId,
      });
      expect(added.statusCode, added.body).toBe(200);
    }
  });
  afterAll(() => t.close());

  it('refuses a draft group, an item not in it, another channel and the non-staff', async () => {
    const draft = await call(t, 'GET', `${RG}/sendContentAlert/${group.id}/${item.id}/1`, admin);
    expect(draft.statusCode).toBe(409);
    expect(draft.json()).toMatchObject({
      message: 'Alerts are sent for active resource groups only.',
    });
    group = await publish(t, admin, group);
    for (const url of [
      `${RG}/sendContentAlert/${group.id}/${UNKNOWN}/1`,
      `${RG}/sendContentAlert/${UNKNOWN}/${item.id}/1`,
    ]) {
      expect((await call(t, 'GET', url, admin)).statusCode, url).toBe(404);
    }
    for (const url of [
      `${RG}/sendContentAlert/${group.id}/${item.id}/2`,
      `${RG}/sendContentAlert/${group.id}/${item.id}/x`,
      `${RG}/sendContentAlert/nope/${item.id}/1`,
    ]) {
      expect((await call(t, 'GET', url, admin)).statusCode, url).toBe(400);
    }
    const refused = await call(
      t,
      'GET',
      `${RG}/sendContentAlert/${group.id}/${item.id}/1`,
      english,
    );
    expect(refused.statusCode).toBe(403);
    expect(await messagesTo(english.email)).toEqual([]);
  });

  it('e-mails each subscriber in their language with their own unsubscribe link', async () => {
    expect(await alert(item.id)).toEqual({ queued: 2, delivered: 0, unsubscribed: 0 });
    const [toEnglish] = await messagesTo(english.email);
    const [toGerman] = await messagesTo(german.email);
    expect(await messagesTo(bystander.email)).toEqual([]);
    expect(toEnglish).toMatchObject({
      status: MessageStatus.InQueue,
      subject: 'New in Coaching notes: First steps',
      entity_id: item.id,
      entity_id2: group.id,
      user_account_id: english.userAccountId,
    });
    expect(toGerman?.subject).toBe('Neu in Coaching notes: First steps');
    expect(toEnglish?.body_text).toContain('Hello Erin,');
    expect(toEnglish?.body_text).toContain(`/resources/coaching-notes/view/${item.id}`);
    const englishToken = tokenIn(toEnglish!.body_text);
    expect(toEnglish?.body_html).toContain(`?token=${englishToken}`);
    expect(tokenIn(toGerman!.body_text)).not.toBe(englishToken);
  });

  it('stops the alerts of that group for a person who followed their link', async () => {
    const [first] = await messagesTo(english.email);
    const token = tokenIn(first!.body_text);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await call(t, 'POST', `/api/unsubscribe/${tampered}`)).statusCode).toBe(404);

    const info = await call(t, 'GET', `/api/unsubscribe/${token}`);
    expect(info.json()).toMatchObject({
      scope: 'resourceGroup',
      name: 'Coaching notes',
      unsubscribed: false,
    });
    expect((await call(t, 'POST', `/api/unsubscribe/${token}`)).json()).toMatchObject({
      unsubscribed: true,
    });
    expect((await call(t, 'POST', `/api/unsubscribe/${token}`)).json()).toMatchObject({
      unsubscribed: true,
    });

    const before = (await messagesTo(english.email)).length;
    expect(await alert(item.id)).toEqual({ queued: 1, delivered: 0, unsubscribed: 1 });
    expect(await messagesTo(english.email)).toHaveLength(before);
    const subscribers = await call(t, 'GET', `${SUB}/${subscription.id}/subscribers`, admin);
    expect(
      subscribers.json<{ email: string; unsubscribed: boolean }[]>().map((s) => s.unsubscribed),
    ).toContain(true);

    const own = await call(
      t,
      'GET',
      `${RG}/GetActiveWithNotifications/${english.userAccountId}`,
      english,
    );
    expect(own.json()).toEqual([]);
    const followState = async () =>
      (await call(t, 'GET', `${SUB}/follow/${group.id}`, english)).json();
    expect(await followState()).toEqual({ canFollow: true, following: false });
    // Following the group again on its page takes the stop back.
    expect((await call(t, 'POST', `${SUB}/follow/${group.id}`, english)).json()).toBe(true);
    expect(await followState()).toEqual({ canFollow: true, following: true });
    expect(await alert(item.id)).toMatchObject({ queued: 2, unsubscribed: 0 });
    // Stopped again, then subscribed again by the same link: the alerts come again.
    await call(t, 'POST', `/api/unsubscribe/${token}`);
    expect(await alert(item.id)).toMatchObject({ unsubscribed: 1 });
    await call(t, 'DELETE', `/api/unsubscribe/${token}`);
    expect(await alert(item.id)).toMatchObject({ queued: 2, unsubscribed: 0 });
  });

  it('lists the active groups whose alerts reach a person', async () => {
    const own = await call(
      t,
      'GET',
      `${RG}/GetActiveWithNotifications/${german.userAccountId}`,
      german,
    );
    expect(own.json()).toEqual([
      {
        resourceGroupId: group.id,
        name: 'Coaching notes',
        code: 'coaching-notes',
        subscriptionId: subscription.id,
        email: german.email,
      },
    ]);
    const asStaff = await call(
      t,
      'GET',
      `${RG}/GetActiveWithNotifications/${german.userAccountId}`,
      admin,
    );
    expect(asStaff.json()).toHaveLength(1);
    const someoneElse = await call(
      t,
      'GET',
      `${RG}/GetActiveWithNotifications/${german.userAccountId}`,
      bystander,
    );
    expect(someoneElse.statusCode).toBe(404);
    expect((await call(t, 'GET', `${RG}/GetActiveWithNotifications/nope`, german)).statusCode).toBe(
      400,
    );
    const bystanders = await call(
      t,
      'GET',
      `${RG}/GetActiveWithNotifications/${bystander.userAccountId}`,
      bystander,
    );
    expect(bystanders.json()).toEqual([]);
  });

  it('announces an item added to the active group, live to the signed-in, unless alerts are off', async () => {
    const hub = await connectSignedIn(t.app, 'teams', german.token);
    const count = async () => (await messagesTo(german.email)).length;
    const before = await count();
    const added = await upsertContent(t, admin, group.id, {
      title: 'Second steps',
      sections: page('Second steps', 'Then this'),
    });
    expect(await count()).toBe(before + 1);
    const frame = (await hub.nextFrame(5_000)) as Record<string, unknown>;
    expect(frame).toMatchObject({
      name: 'ReceiveMessage',
      text: 'Neue Ressourcen in Coaching notes: Second steps',
      colour: 'info',
    });
    // Changing an item already in the group announces nothing.
    await upsertContent(t, admin, group.id, { ...added, title: 'Second steps, revised' });
    expect(await count()).toBe(before + 1);
    expect(await alert(added.id, 3)).toEqual({ queued: 0, delivered: 1, unsubscribed: 0 });
    await hub.nextFrame(5_000);
    hub.socket.close();

    // An item of the library added by addcontent, and by replacing the group's items.
    const library = await saveGroup(t, admin, { name: 'Library shelf', code: 'library-shelf' });
    const shelved = await upsertContent(t, admin, library.id, {
      title: 'From the shelf',
      sections: page('From the shelf', 'Borrowed'),
    });
    const appended = await call(t, 'POST', `${RG}/addcontent/${group.id}`, admin, {
      contentIds: [shelved.id],
    });
    expect(appended.statusCode, appended.body).toBe(200);
    expect(await count()).toBe(before + 2);
    const third = await upsertContent(t, admin, library.id, {
      title: 'Third shelf item',
      sections: page('Third', 'More'),
    });
    const items = (await call(t, 'GET', `${RG}/getcontentsbyid/${group.id}`, admin)).json<
      { id: string; sortPath: number[] }[]
    >();
    const replaced = await call(t, 'POST', `${RG}/UpdateResourceGroupContentItems`, admin, {
      resourceGroupId: group.id,
      items: [
        ...items.map((item) => ({ contentId: item.id, sortPath: item.sortPath })),
        { contentId: third.id, sortPath: [99] },
      ],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await count()).toBe(before + 3);
    const subjects = (await messagesTo(german.email)).map((m) => m.subject);
    expect(subjects).toContain('Neu in Coaching notes: From the shelf');
    expect(subjects).toContain('Neu in Coaching notes: Third shelf item');

    await call(t, 'POST', `${SUB}/save`, admin, { ...subscription, notifications: false });
    await upsertContent(t, admin, group.id, {
      title: 'Quiet addition',
      sections: page('Quiet', 'Nobody is told'),
    });
    expect(await count()).toBe(before + 3);
  });
});
