import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PagedResult,
  TCrmAccount,
  TCrmAccountMergePreview,
  TCrmAccountRow,
} from '@portal/core';
import { withFeaturesOff } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { call, createPerson, type TestPerson } from './accounts-test-support';

describe.each(testEngines())('crm accounts on %s', (engine) => {
  let t: TestApp;
  let employee: TestPerson;
  let districtAdmin: TestPerson;
  let trainer: TestPerson;
  let stranger: TestPerson;
  let participant: TestPerson;
  let district: TCrmAccount;
  let campus: TCrmAccount;

  const save = async (body: object, who = employee) => {
    const res = await call(t, 'POST', '/api/crmaccount/upsert', who, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TCrmAccount>();
  };

  beforeAll(async () => {
    t = await createTestApp({ engine });
    employee = await createPerson(t, 'Emma', ['globalDataAccess', 'tfg']);
    districtAdmin = await createPerson(t, 'Dana', ['clientAdmin']);
    trainer = await createPerson(t, 'Theo', ['trainer']);
    stranger = await createPerson(t, 'Sam', ['clientAdmin']);
    participant = await createPerson(t, 'Pat', ['participant']);
    district = await save({
      accountName: 'Lincoln ISD',
      accountId: 'CRM-1',
      industry: 'K-12',
      owner: { name: 'Olive Owner', email: 'olive@keystonegrowth.example' },
      shippingAddress: { city: 'Austin', state: 'TX' },
      demographics: { schoolType: 'Public', hispanic: 40 },
      territories: ['South'],
      awards: [
        {
          achievementType: 'startStrong',
          name: 'Start Strong',
          awardedDate: '2025-09-01',
          schoolYear: '2025-2026',
        },
      ],
    });
    campus = await save({
      accountName: 'Lincoln High',
      accountId: 'CRM-2',
      parentAccountId: 'CRM-1',
    });
    await save({ accountName: 'Other District', accountId: 'CRM-9' });
    await call(t, 'POST', `/api/crmaccount/SetAdminUsers/${district.id}`, employee, [
      districtAdmin.userAccountId,
    ]);
    await call(t, 'POST', `/api/crmaccount/SetTrainerUsers/${campus.id}`, employee, [
      trainer.userAccountId,
    ]);
  });
  afterAll(() => t.close());

  it('stores every field and answers the hub form with owners, awards and counts', async () => {
    const res = await call(t, 'GET', `/api/crmaccount/getById/${district.id}`, employee);
    expect(res.statusCode).toBe(200);
    const account = res.json<TCrmAccount>();
    expect(account).toMatchObject({
      accountName: 'Lincoln ISD',
      ownerName: 'Olive Owner',
      ownerEmail: 'olive@keystonegrowth.example',
      shippingAddress: { city: 'Austin', state: 'TX', street: null },
      demographics: { schoolType: 'Public', hispanic: 40, caucasian: null },
      territories: ['South'],
      adminUserAccountIds: [districtAdmin.userAccountId],
      adminNames: ['Dana Tester'],
      childCount: 1,
      abilities: { edit: true, manage: true },
    });
    expect(account.awards).toMatchObject([
      { achievementType: 'startStrong', crmAccountId: district.id, schoolYear: '2025-2026' },
    ]);
    expect(account.awards[0]?.certificateTemplateId).toBeTruthy();
    const byCrmId = await call(t, 'GET', '/api/crmaccount/GetByAccountId/CRM-2', employee);
    expect(byCrmId.json<TCrmAccount>()).toMatchObject({ id: campus.id, parentId: district.id });
  });

  it('shows a district to its admin with its campuses, and nothing else', async () => {
    const found = await call(t, 'GET', '/api/crmaccount/FindAccounts?pageSize=10', districtAdmin);
    const names = found.json<PagedResult<TCrmAccountRow>>().data.map((a) => a.accountName);
    expect(names).toEqual(['Lincoln High', 'Lincoln ISD']);
    const asTrainer = await call(t, 'GET', '/api/crmaccount/FindAccounts', trainer);
    expect(asTrainer.json<PagedResult<TCrmAccountRow>>().data.map((a) => a.id)).toEqual([
      campus.id,
    ]);
    expect(
      (await call(t, 'GET', `/api/crmaccount/getById/${district.id}`, trainer)).statusCode,
    ).toBe(404);
    expect(
      (await call(t, 'GET', `/api/crmaccount/getById/${district.id}`, stranger)).statusCode,
    ).toBe(404);
    const ids = await call(t, 'POST', '/api/crmaccount/GetByIds', stranger, [
      district.id,
      campus.id,
    ]);
    expect(ids.json()).toEqual([]);
    expect((await call(t, 'GET', '/api/crmaccount/FindAccounts', participant)).statusCode).toBe(
      403,
    );
    expect((await call(t, 'GET', '/api/crmaccount/FindAccounts')).statusCode).toBe(401);
  });

  it('lets an admin edit the account but not create, merge or set people', async () => {
    const edited = await save({ ...district, industry: 'Education', awards: [] }, districtAdmin);
    expect(edited.industry).toBe('Education');
    expect(edited.awards).toEqual([]);
    expect(
      (await call(t, 'POST', '/api/crmaccount/upsert', districtAdmin, { accountName: 'New' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(t, 'POST', '/api/crmaccount/upsert', trainer, { ...campus })).statusCode,
    ).toBe(403);
    const setPeople = await call(
      t,
      'POST',
      `/api/crmaccount/SetAdminUsers/${district.id}`,
      districtAdmin,
      [],
    );
    expect(setPeople.statusCode).toBe(403);
    const stale = await call(t, 'POST', '/api/crmaccount/upsert', employee, {
      ...district,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('pages, sorts and filters the search; refuses unknown sort properties', async () => {
    const desc = await call(
      t,
      'GET',
      '/api/crmaccount/FindAccounts?sortProperty=accountName&sortAscending=false&pageSize=2',
      employee,
    );
    const page = desc.json<PagedResult<TCrmAccountRow>>();
    expect(page.count).toBe(3);
    expect(page.data.map((a) => a.accountName)).toEqual(['Other District', 'Lincoln ISD']);
    const top = await call(
      t,
      'GET',
      '/api/crmaccount/FindAccounts?topLevelOnly=true&search=lincoln',
      employee,
    );
    expect(top.json<PagedResult<TCrmAccountRow>>().data.map((a) => a.accountName)).toEqual([
      'Lincoln ISD',
    ]);
    const children = await call(t, 'GET', `/api/crmaccount/GetChildren/${district.id}`, employee);
    expect(children.json<PagedResult<TCrmAccountRow>>().data.map((a) => a.id)).toEqual([campus.id]);
    const related = await call(t, 'GET', `/api/crmaccount/GetRelated/${campus.id}/true`, employee);
    expect(related.json<PagedResult<TCrmAccountRow>>().data.map((a) => a.id)).toEqual([
      district.id,
    ]);
    expect(
      (await call(t, 'GET', '/api/crmaccount/FindAccounts?sortProperty=secret', employee))
        .statusCode,
    ).toBe(400);
    const byName = await call(t, 'GET', '/api/crmaccount/FindAccountsByName?name=other', employee);
    expect(byName.json<TCrmAccountRow[]>().map((a) => a.accountName)).toEqual(['Other District']);
  });

  it('exports the visible accounts as CSV', async () => {
    const res = await call(t, 'GET', '/api/crmaccount/ExportAccounts', trainer);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Lincoln High"');
  });

  it('previews a merge, then moves children, people, awards and codes and deletes the source', async () => {
    const source = await save({
      accountName: 'Lincoln Duplicate',
      accountId: 'CRM-3',
      awards: [
        {
          achievementType: 'resources',
          name: 'Resources',
          awardedDate: '2025-10-01',
          schoolYear: '2025-2026',
        },
      ],
    });
    await save({ accountName: 'Dup child', accountId: 'CRM-4', parentAccountId: 'CRM-3' });
    await call(t, 'POST', `/api/crmaccount/SetAdminUsers/${source.id}`, employee, [
      stranger.userAccountId,
    ]);
    await call(t, 'GET', `/api/crmaccount/AddInviteCode/${source.id}`, employee);
    const preview = await call(
      t,
      'GET',
      `/api/crmaccount/Merge/${source.id}/${district.id}/false`,
      employee,
    );
    expect(preview.json<TCrmAccountMergePreview>()).toMatchObject({
      merged: false,
      moves: { childAccounts: 1, admins: 1, awards: 1, inviteCodes: 1 },
    });
    expect(
      (
        await call(
          t,
          'GET',
          `/api/crmaccount/Merge/${source.id}/${district.id}/true`,
          districtAdmin,
        )
      ).statusCode,
    ).toBe(403);
    const merged = await call(
      t,
      'GET',
      `/api/crmaccount/Merge/${source.id}/${district.id}/true`,
      employee,
    );
    expect(merged.json<TCrmAccountMergePreview>().merged).toBe(true);
    const after = (
      await call(t, 'GET', `/api/crmaccount/getById/${district.id}`, employee)
    ).json<TCrmAccount>();
    expect(after.childCount).toBe(2);
    expect(after.adminUserAccountIds.sort()).toEqual(
      [districtAdmin.userAccountId, stranger.userAccountId].sort(),
    );
    expect(after.awards.map((a) => a.name)).toContain('Resources');
    expect(after.inviteCode).toBeTruthy();
    expect(
      (await call(t, 'GET', `/api/crmaccount/getById/${source.id}`, employee)).statusCode,
    ).toBe(404);
  });

  it('answers 403 to the cohort calls where the brand has cohorts off', async () => {
    const staff = await createPerson(t, 'Cora', ['globalDataAccess', 'securityAdmin'], 'leaders');
    const calls = [
      ['GET', '/api/crmaccount/CohortFindAccounts', undefined],
      ['GET', '/api/usergroup/ConvertInMemoryCohortClaims', undefined],
      ['POST', '/api/auth/AssignCohortAccountAdminRole', { userId: staff.userId }],
    ] as const;
    const statuses = () =>
      Promise.all(
        calls.map(async ([method, url, body]) => {
          return (await call(t, method, url, staff, body, 'leaders')).statusCode;
        }),
      );
    await withFeaturesOff(t.app, 'leaders', ['cohorts'], async () => {
      expect(await statuses()).toEqual([403, 403, 403]);
    });
    expect(await statuses()).toEqual([200, 200, 200]);
  });

  it('deletes an account for employees only; a failed delete answers false', async () => {
    const doomed = await save({ accountName: 'Doomed' });
    expect(
      (await call(t, 'DELETE', `/api/crmaccount/${doomed.id}`, districtAdmin)).statusCode,
    ).toBe(403);
    expect((await call(t, 'DELETE', `/api/crmaccount/${doomed.id}`, employee)).json()).toBe(true);
    expect((await call(t, 'DELETE', `/api/crmaccount/${doomed.id}`, employee)).json()).toBe(false);
    expect((await call(t, 'DELETE', '/api/crmaccount/not-a-guid', employee)).json()).toBe(false);
  });

  it('exports a name that reads like a formula as text (CSV injection)', async () => {
    await save({ accountName: '=HYPERLINK("http://evil.example","Open")', accountId: 'CRM-X' });
    const res = await call(t, 'GET', '/api/crmaccount/ExportAccounts', employee);
    const line = res.body.split(/\r\n/).find((l) => l.includes('CRM-X'));
    expect(line).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example"",""Open""\)","CRM-X"/);
  });
});
