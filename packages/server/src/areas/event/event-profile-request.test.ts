import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProfileRequestActivityResult } from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';
import { insertCrmAccount } from '../../../test/crm-accounts';
import { createCatalogItem } from './event-test-support';

let t: TestApp;
let admin: TestPerson;
let trainer: TestPerson;
let ana: TestPerson;
let ben: TestPerson;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createPerson(t, 'Admin', ['eventAdmin']);
  trainer = await createPerson(t, 'Trainer', ['trainer']);
  ana = await createPerson(t, 'Ana');
  ben = await createPerson(t, 'Ben');
});
afterAll(() => t.close());

const profilesOf = (who: TestPerson) =>
  t.database.db
    .selectFrom('profile_participant as p')
    .innerJoin('profile_describer as d', 'd.participant_id', 'p.id')
    .select(['p.id', 'd.relationship'])
    .where('p.user_account_id', '=', who.userAccountId)
    .execute();

describe('profile request activities', () => {
  it("register the accounts' people and start a 360 for each, once", async () => {
    const accountId = await insertCrmAccount(t, 'East Campus');
    await t.database.db
      .insertInto('user_account_crm_account')
      .values([
        { user_account_id: ana.userAccountId, crm_account_id: accountId },
        { user_account_id: ben.userAccountId, crm_account_id: accountId },
      ])
      .execute();
    const type = await createCatalogItem(t, admin, { name: '360 request', includeProfile: true });
    const body = { eventTypeId: type.id, accountIds: [accountId] };
    const path = '/api/event/createProfileRequestActivity';
    expect((await call(t, 'POST', path, trainer, body)).statusCode).toBe(403);
    expect((await call(t, 'POST', path, admin, { accountIds: [] })).statusCode).toBe(400);

    const first = await call(t, 'POST', path, admin, body);
    const created = first.json<TProfileRequestActivityResult>();
    expect(created.participantsAdded).toBe(2);
    expect(created.event).toMatchObject({ participantCount: 2, includeProfile: true });
    expect(await profilesOf(ana)).toEqual([expect.objectContaining({ relationship: 'self' })]);

    const again = await call(t, 'POST', `${path}FromLatest`, admin, body);
    const repeated = again.json<TProfileRequestActivityResult>();
    expect(repeated.event.id).not.toBe(created.event.id);
    expect(repeated.participantsAdded).toBe(2);
    // An active 360 is kept, not doubled.
    expect(await profilesOf(ana)).toHaveLength(1);
    expect(await profilesOf(ben)).toHaveLength(1);
  });
});
