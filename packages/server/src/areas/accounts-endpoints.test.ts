import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The spec's calls of the crmaccount, usergroup, useraccount and useraccountmetrics areas. */
const SPEC_CALLS = [
  'GET /api/crmaccount/FindAccountsByName',
  'GET /api/crmaccount/FindAccounts',
  'GET /api/crmaccount/CohortFindAccounts',
  'GET /api/crmaccount/GetRelated/{id}/{flag}',
  'GET /api/crmaccount/GetChildren/{id}',
  'POST /api/crmaccount/GetByIds',
  'POST /api/crmaccount/GetByAccountIds',
  'GET /api/crmaccount/GetByAccountId/{id}',
  'GET /api/crmaccount/getById/{id}',
  'GET /api/crmaccount/getActiveAccountCohortMembers/{id}',
  'POST /api/crmaccount/SetAdminUsers/{id}',
  'POST /api/crmaccount/SetTrainerUsers/{id}',
  'GET /api/crmaccount/testCrmAccountWebhook/{a}/{b}',
  'GET /api/crmaccount/AddInviteCode/{id}',
  'GET /api/crmaccount/GetSurveyLinkByUserAccountId/{a}/{b}',
  'GET /api/crmaccount/Merge/{a}/{b}/{flag}',
  'DELETE /api/crmaccount/{id}',
  'GET /api/crmaccount/SyncTrainersWithUserGroups',
  'GET /api/crmaccount/GetCrmAccountCertificatePdf/{a}/{b}',
  'GET /api/crmaccount/getCrmAccountCertificateData/{a}/{b}',
  'GET /api/crmaccount/getCrmAccountCertificatePrintData/{a}/{b}',
  'GET /api/useraccountmetrics/generateMetrics/{x}',
  'GET /api/useraccountmetrics/GetByIdFresh/{x}',
  'GET /api/useraccountmetrics/GetByIdFreshAll/{x}',
  'GET /api/useraccountmetrics/GetByIdFreshAllPrint/{a}/{b}',
  'GET /api/useraccount/GetByUserId/{a}/{b}/{f1}/{f2}',
  'GET /api/useraccount/GetByUserAccountId/{id}/{f1}/{f2}/{f3}',
  'GET /api/useraccount/GetByEmail/{email}/{f1}/{f2}/{f3}',
  'GET /api/useraccount/GetOtherByEmail/{a}/{b}',
  'POST /api/useraccount/GetByUserAccountIds/{f1}/{f2}',
  'POST /api/useraccount/GetUserGroupAddedDates/{x}',
  'POST /api/useraccount/GetByEmails/{f1}/{f2}/{f3}',
  'GET /api/useraccount/FindUsers',
  'POST /api/useraccount/UpdatePicture/{id}',
  'POST /api/useraccount/save',
  'DELETE /api/useraccount/DeleteByUserId/{id}',
  'DELETE /api/useraccount/{id}',
  'GET /api/useraccount/SyncUserAccount/{id}',
  'GET /api/useraccount/SyncAllUserAccounts/{x}',
  'GET /api/useraccount/startAssignAppNames/{a}/{b}',
  'PUT /api/useraccount/SetProfileIntroduced/{id}',
  'GET /api/useraccount/IsUserInfoRefreshRequired',
  'GET /api/useraccount/Merge/{a}/{b}',
  'GET /api/useraccount/GetAccountOwnerByUserAccountId/{id}',
  'GET /api/useraccount/UpdatePinnedNotes/{a}/{b}',
  'GET /api/useraccount/StartConvertInMemoryCampusLeaderClaims',
  'GET /api/useraccount/GetReportIdsByGroupId/{id}',
  'GET /api/useraccount/ClearCrmAccounts/{id}',
  'GET /api/useraccount/SendCohortBasicInvite/{id}',
  'GET /api/useraccount/TestAuditLog',
  'POST /api/useraccount/SetTitles/{id}',
  'GET /api/useraccount/GetShareCode/{id}',
  'GET /api/useraccount/GetByShareCode/{code}',
  'GET /api/useraccount/GetUserAccountIdByShareCode/{code}',
  'GET /api/useraccount/GenerateShareCode',
  'GET /api/useraccount/SetTestSMStoUa/{x}',
  'GET /api/useraccount/StartUserBatchMerge',
  'GET /api/useraccount/UpdateAllUserBatchMergeStatus/{a}/{b}',
  'GET /api/useraccount/AddUserPairToBatch',
  'GET /api/useraccount/PurgeUserBatchMerge',
  'GET /api/useraccount/GetDirectReportSuggestions/{id}',
  'GET /api/useraccount/GetSupervisorSuggestions/{id}',
  'POST /api/useraccount/GetOrCreateBasicUserAccount',
  'POST /api/useraccount/publicGetOrCreateBasicUserAccount',
  'GET /api/usergroup/ConvertInMemoryCohortClaims',
  'POST /api/usergroup/GetByAccountIds',
  'POST /api/usergroup/GetByIds',
  'GET /api/usergroup/GetDetailView',
  'GET /api/usergroup/GetMembership/{id}',
  'GET /api/usergroup/GenerateInviteCode/{id}/{flag}',
  'POST /api/usergroup/AddMember/{id}',
  'POST /api/usergroup/RemoveMember/{id}',
  'POST /api/usergroup/syncUserAccountGroupInfo',
  'DELETE /api/usergroup/DeleteUserGroup/{id}',
  'GET /api/usergroup/UpdateInviteCodeGroup/{a}/{b}',
  'POST /api/usergroup/UpdatePicture/{id}',
];

/** '/api/a/{id}/{f1}' and '/api/a/:id/:f1' both become '/api/a/*\/*' (any case). */
const shape = (path: string) =>
  path
    .toLowerCase()
    .replace(/\{[^}]+\}|:[^/]+/g, '*')
    .replace(/\?$/, '');

describe('the accounts, groups and user account calls of the spec', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ empty: true });
  });
  afterAll(() => t.close());

  it('exist, each with an access rule', () => {
    const declared = new Map(
      t.app.apiRoutes.flatMap((route) =>
        route.method.split(',').map((method) => [`${method} ${shape(route.url)}`, route.access] as const),
      ),
    );
    const missing = SPEC_CALLS.filter((call) => {
      const [method, path = ''] = call.split(' ');
      return !declared.has(`${method} ${shape(path)}`);
    });
    expect(missing).toEqual([]);
  });

  it('refuse visitors without a token (401) except the print data opened by a print key', async () => {
    const open = new Set(['/api/useraccount/publicgetorcreatebasicuseraccount']);
    for (const call of SPEC_CALLS) {
      const [method, path = ''] = call.split(' ');
      const url = path.replace(/\{[^}]+\}/g, 'a0000000-0000-4000-8000-000000000001');
      if (open.has(path.toLowerCase()) || /print/i.test(path)) continue;
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: apiHeaders('teams'),
      });
      expect(res.statusCode, call).toBe(401);
    }
  });
});
