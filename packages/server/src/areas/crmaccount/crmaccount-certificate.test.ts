import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PagedResult,
  TBrandCounts,
  TCrmAccount,
  TCrmAccountCertificate,
  TCrmAccountRow,
} from '@portal/core';
import { apiHeaders, setFeatures, withFeaturesOff } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { issuePrintKey } from '../../documents/documents';
import { call, createPerson, type TestPerson } from './accounts-test-support';
import { CERTIFICATE_PRINT_SCOPE } from './crmaccount.routes';

describe.each(testEngines())('account certificates, demo data and counts on %s', (engine) => {
  let t: TestApp;
  let employee: TestPerson;
  let member: TestPerson;
  let stranger: TestPerson;
  let account: TCrmAccount;

  beforeAll(async () => {
    t = await createTestApp({ engine, demo: true });
    // Certificates are a part of the schools' and leaders' brands; this brand switches them on.
    await setFeatures(t.app, 'teams', { certificates: true });
    employee = await createPerson(t, 'Emma', ['globalDataAccess']);
    member = await createPerson(t, 'Mia', ['participant']);
    stranger = await createPerson(t, 'Sam', ['participant']);
    account = (
      await call(t, 'POST', '/api/crmaccount/upsert', employee, {
        accountName: 'Lincoln <ISD>',
        awards: [
          {
            achievementType: 'revalidation',
            name: 'Revalidated',
            awardedDate: '2025-09-15',
            schoolYear: '2025-2026',
          },
        ],
      })
    ).json<TCrmAccount>();
    await t.database.db
      .insertInto('user_account_crm_account')
      .values({ user_account_id: member.userAccountId, crm_account_id: account.id })
      .execute();
  });
  afterAll(() => t.close());

  it("fills the award type's template with escaped values for the account's people", async () => {
    const templateId = account.awards[0]?.certificateTemplateId ?? '';
    const res = await call(
      t,
      'GET',
      `/api/crmaccount/getCrmAccountCertificateData/${account.id}/${templateId}`,
      member,
    );
    expect(res.statusCode, res.body).toBe(200);
    await withFeaturesOff(t.app, 'teams', ['certificates'], async () => {
      const url = `/api/crmaccount/getCrmAccountCertificateData/${account.id}/${templateId}`;
      expect((await call(t, 'GET', url, member)).statusCode).toBe(403);
    });
    const certificate = res.json<TCrmAccountCertificate>();
    expect(certificate.html).toContain('Lincoln &lt;ISD&gt;');
    expect(certificate.html).toContain('Certificate of Revalidation');
    expect(certificate.html).toContain('09/15/25');
    expect(
      (
        await call(
          t,
          'GET',
          `/api/crmaccount/getCrmAccountCertificateData/${account.id}/${templateId}`,
          stranger,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('opens the print data with a print key for this account only', async () => {
    const templateId = account.awards[0]?.certificateTemplateId ?? '';
    const url = `/api/crmaccount/getCrmAccountCertificatePrintData/${account.id}/${templateId}`;
    expect((await t.app.inject({ url, headers: apiHeaders('teams') })).statusCode).toBe(403);
    const other = issuePrintKey(t.app, {
      brand: 'teams',
      scope: CERTIFICATE_PRINT_SCOPE,
      subjectId: templateId,
    });
    expect(
      (await t.app.inject({ url, headers: { ...apiHeaders('teams'), 'print-key': other } }))
        .statusCode,
    ).toBe(403);
    const key = issuePrintKey(t.app, {
      brand: 'teams',
      scope: CERTIFICATE_PRINT_SCOPE,
      subjectId: account.id,
    });
    const res = await t.app.inject({ url, headers: { ...apiHeaders('teams'), 'print-key': key } });
    expect(res.statusCode).toBe(200);
    expect(res.json<TCrmAccountCertificate>().accountName).toBe('Lincoln <ISD>');
  });

  it('seeds a demo district with two campuses, a team and awards', async () => {
    const found = (
      await call(t, 'GET', '/api/crmaccount/FindAccounts?search=Riverside', employee)
    ).json<PagedResult<TCrmAccountRow>>();
    expect(found.data.map((a) => a.accountName).sort()).toEqual([
      'Riverside High School',
      'Riverside Middle School',
      'Riverside Unified School District',
    ]);
    expect(found.data.find((a) => a.accountId === 'DEMO-RUSD')?.childCount).toBe(2);
  });

  it('counts accounts, groups and people of the brand for admins', async () => {
    const res = await call(t, 'GET', '/api/admin/dashboard/GetCounts', employee);
    const teams = res.json<TBrandCounts[]>().find((c) => c.appName === 'teams');
    expect(teams).toMatchObject({ crmAccounts: 4, userGroups: 1, groupMembers: 1, awards: 3 });
    expect((await call(t, 'GET', '/api/admin/dashboard/GetCounts', member)).statusCode).toBe(403);
  });
});
