import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBasicUserAccountResult, TUserAccountSummary } from '@portal/core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { call, createPerson, type TestPerson } from '../crmaccount/accounts-test-support';

/** The useraccount calls of the contract beyond the account page: their input and answers. */
describe.each(testEngines())('user account maintenance and basic accounts on %s', (engine) => {
  let t: TestApp;
  let admin: TestPerson;
  let trainer: TestPerson;
  let member: TestPerson;

  beforeAll(async () => {
    t = await createTestApp({ engine, env: { API_KEYS: 'test-key' } });
    admin = await createPerson(t, 'Ada', ['securityAdmin']);
    trainer = await createPerson(t, 'Tom', ['trainer']);
    member = await createPerson(t, 'Meg', ['participant']);
  });
  afterAll(() => t.close());

  const status = async (...args: Parameters<typeof call>) => (await call(...args)).statusCode;

  it('refuses path parameters, queries and bodies of another shape (400)', async () => {
    const id = member.userAccountId;
    const base = '/api/useraccount';
    expect(await status(t, 'GET', `${base}/GetByUserAccountId/${id}/yes/true/true`, admin)).toBe(
      400,
    );
    expect(await status(t, 'GET', `${base}/GetByEmail/not-an-address/true/true/true`, admin)).toBe(
      400,
    );
    expect(await status(t, 'POST', `${base}/GetByUserAccountIds/true/true`, admin, ['x'])).toBe(
      400,
    );
    expect(await status(t, 'POST', `${base}/GetByEmails/true/true/true`, admin, { a: 1 })).toBe(
      400,
    );
    expect(await status(t, 'POST', `${base}/GetUserGroupAddedDates/nope`, admin, [id])).toBe(400);
    expect(await status(t, 'GET', `${base}/SyncAllUserAccounts/acme`, admin)).toBe(400);
    expect(await status(t, 'GET', `${base}/startAssignAppNames/teams/acme`, admin)).toBe(400);
    expect(await status(t, 'GET', `${base}/UpdateAllUserBatchMergeStatus/${id}/9`, admin)).toBe(
      400,
    );
    expect(await status(t, 'GET', `${base}/AddUserPairToBatch?fromUaId=${id}`, admin)).toBe(400);
    expect(await status(t, 'GET', `${base}/StartUserBatchMerge/not-a-guid`, admin)).toBe(400);
    expect(
      await status(t, 'GET', `${base}/GetAccountOwnerByUserAccountId/${id}?withImage=maybe`, admin),
    ).toBe(400);
    expect(await status(t, 'GET', `${base}/GetUserAccountIdByShareCode/x`, admin)).toBe(400);
  });

  it('answers false for a delete of an id that is not a GUID, and keeps the admins rule', async () => {
    const gone = await call(t, 'DELETE', '/api/useraccount/not-a-guid', admin);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toBe(false);
    expect((await call(t, 'DELETE', '/api/useraccount/DeleteByUserId/x', admin)).json()).toBe(
      false,
    );
    expect(await status(t, 'DELETE', `/api/useraccount/${member.userAccountId}`, trainer)).toBe(
      403,
    );
  });

  it('gets or creates a basic account by address, for staff and the api key only', async () => {
    const person = { email: 'New.Person@Client.example', firstName: ' Nia ', lastName: 'New' };
    const path = '/api/useraccount/GetOrCreateBasicUserAccount';
    const created = await call(t, 'POST', path, trainer, person);
    expect(created.statusCode, created.body).toBe(200);
    const first = created.json<TBasicUserAccountResult>();
    expect(first.created).toBe(true);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/useraccount/publicGetOrCreateBasicUserAccount',
      headers: { 'app-name': 'teams', 'api-key': 'test-key' },
      payload: { ...person, email: 'new.person@client.example' },
    });
    expect(again.json()).toEqual({ userAccountId: first.userAccountId, created: false });
    const found = await call(
      t,
      'GET',
      `/api/useraccount/GetByUserAccountId/${first.userAccountId}/true/false/false`,
      admin,
    );
    expect(found.json<TUserAccountSummary>()).toMatchObject({
      firstName: 'Nia',
      emails: [{ address: 'new.person@client.example' }],
    });
    expect(await status(t, 'POST', path, member, person)).toBe(403);
    expect(await status(t, 'POST', path, trainer, { ...person, lastName: '' })).toBe(400);
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/useraccount/publicGetOrCreateBasicUserAccount',
      headers: { 'app-name': 'teams', 'api-key': 'wrong' },
      payload: person,
    });
    expect(noKey.statusCode).toBe(401);
  });

  it('answers the small reads with their declared shapes', async () => {
    const refresh = await call(t, 'GET', '/api/useraccount/IsUserInfoRefreshRequired', member);
    expect(typeof refresh.json()).toBe('boolean');
    const code = await call(t, 'GET', '/api/useraccount/GenerateShareCode', member);
    expect(code.json()).toEqual({ shareCode: expect.any(String) });
    const introduced = await call(
      t,
      'PUT',
      `/api/useraccount/SetProfileIntroduced/${member.userAccountId}`,
      member,
    );
    expect(introduced.json()).toBe(true);
    expect(
      await status(
        t,
        'PUT',
        `/api/useraccount/SetProfileIntroduced/${admin.userAccountId}`,
        member,
      ),
    ).toBe(403);
    const audit = await call(t, 'GET', '/api/useraccount/TestAuditLog', admin);
    expect(audit.statusCode).toBe(403);
  });
});
