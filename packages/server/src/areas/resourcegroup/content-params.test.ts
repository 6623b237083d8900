import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TContent, TEvent, TResourceGroup } from '@portal/core';
import { insertCrmAccount } from '../../../test/crm-accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { toJson } from '../../db/schema';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { createCatalogItem, createEvent, inDays } from '../event/event-test-support';
import { RG, page, publish, saveGroup, upsertContent } from './resourcegroup-test-support';

describe.each(testEngines())('content params on %s', (engine) => {
  let t: TestApp;
  let editor: TestPerson;
  let reader: TestPerson;
  let outsider: TestPerson;
  let group: TResourceGroup;
  let survey: TContent;
  let plain: TContent;
  let later: TEvent;
  let accountId: string;

  const params = (by: { token: string }, id: string) =>
    call(t, 'GET', `${RG}/contentParams/${id}`, by);

  const register = (event: TEvent, person: TestPerson) =>
    t.database.db
      .insertInto('participant')
      .values({
        app_name: 'teams',
        event_id: event.id,
        user_account_id: person.userAccountId,
        email: person.email,
        first_name: 'Rita',
        last_name: 'Reader',
        details: toJson({}),
        updated_at: new Date(),
      })
      .execute();

  beforeAll(async () => {
    t = await createTestApp({ engine });
    editor = await createPerson(t, 'Edie', ['contentEditor', 'eventAdmin']);
    reader = await createPerson(t, 'Rita', ['participant']);
    outsider = await createPerson(t, 'Otto', ['participant']);
    group = await saveGroup(t, editor, { name: 'After the workshop', code: 'after-workshop' });
    survey = await upsertContent(t, editor, group.id, {
      title: 'Tell us how it went',
      sections: page('Survey', 'Follow the link'),
      paramTypes: ['eventIdUaIdEmail', 'accountIdUaIdEmail'],
    });
    plain = await upsertContent(t, editor, group.id, {
      title: 'Reading list',
      sections: page('Books', 'Three books'),
    });
    // Two events of a catalog item naming the survey item, one of another item; the reader
    // takes part in all three, the latest by start is the one the links carry.
    const withSurvey = await createCatalogItem(t, editor, {
      name: 'Workshop',
      contentItemId: survey.id,
    });
    const other = await createCatalogItem(t, editor, { name: 'Other course' });
    const earlier = await createEvent(t, editor, {
      eventTypeId: withSurvey.id,
      startDate: inDays(-30),
    });
    later = await createEvent(t, editor, { eventTypeId: withSurvey.id, startDate: inDays(-2) });
    const unrelated = await createEvent(t, editor, {
      eventTypeId: other.id,
      startDate: inDays(-1),
    });
    for (const event of [earlier, later, unrelated]) await register(event, reader);
    group = await saveGroup(t, editor, {
      ...group,
      members: [{ type: 'event', id: later.id }],
    });
    group = await publish(t, editor, group);
    accountId = await insertCrmAccount(t, 'Riverside');
    await t.database.db
      .insertInto('user_account_crm_account')
      .values({ user_account_id: reader.userAccountId, crm_account_id: accountId })
      .execute();
  });
  afterAll(() => t.close());

  it("answers the reader's own values for the params the item declares", async () => {
    const res = await params(reader, survey.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      eventId: later.id,
      accountId,
      uaId: reader.userAccountId,
      email: reader.email.toLowerCase(),
    });
  });

  it('answers nothing for an item without params', async () => {
    expect((await params(reader, plain.id)).json()).toEqual({});
  });

  it('refuses an item out of reach as unknown, and bad or missing input', async () => {
    const unknown = await params(outsider, randomUUID());
    expect(unknown.statusCode).toBe(404);
    const outOfReach = await params(outsider, survey.id);
    expect(outOfReach.statusCode).toBe(404);
    expect(outOfReach.json().code).toBe(unknown.json().code);
    expect((await params(reader, 'nope')).statusCode).toBe(400);
    expect((await call(t, 'GET', `${RG}/contentParams/${survey.id}`)).statusCode).toBe(401);
  });

  it('leaves out the values a person has none of', async () => {
    // The staff reach the item, but take part in no event and belong to no account.
    expect((await params(editor, survey.id)).json()).toEqual({
      uaId: editor.userAccountId,
      email: editor.email.toLowerCase(),
    });
  });
});
