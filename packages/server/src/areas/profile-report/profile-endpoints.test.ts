import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** The 360 calls of the spec's endpoint list (part 2, section 7), in its path notation. */
const SPEC_ENDPOINTS: readonly (readonly [string, string])[] = [
  ['POST', '/api/insightsreport/SaveRangeSelections'],
  ['POST', '/api/insightsreport/CreateInitialReport'],
  ['GET', '/api/insightsreport/GetInsightsReportPrintData/{id}'],
  ['GET', '/api/insightsreport/SetIncomplete/{id}'],
  ['GET', '/api/profilereportconfiguration/CopyProfileReportConfigById/{id}'],
  ['GET', '/api/profiledescriberfeedback/getDescriptors/{id}'],
  ['GET', '/api/profiledescriberfeedback/getDescriptorsByParticipantId/{id}'],
  ['GET', '/api/profiledescriberfeedback/getDescribersByParticipantId/{id}'],
  ['GET', '/api/profiledescriberfeedback/getDescriberRequests/{id}'],
  ['POST', '/api/profiledescriberfeedback/submitDescriberFeedback/{id}'],
  ['POST', '/api/profiledescriberfeedback/upsertBatch'],
  ['GET', '/api/profiledescriberfeedback/getActiveDescriberBySurveyCode/{code}'],
  ['GET', '/api/profiledescriberfeedback/getDescriberFeedback/{a}/{b}'],
  ['GET', '/api/profiledescriberfeedback/reactivateDescriber/{a}/{b}'],
  ['DELETE', '/api/profiledescriberfeedback/removeDescriber/{a}/{b}'],
  ['GET', '/api/profiledescriberfeedback/Decline/{id}/{key}'],
  ['GET', '/api/profiledescriberfeedback/getCompletedByUserAccountId/{id}'],
  ['GET', '/api/profiledescriberfeedback/getCompletedByUserAccountIdCount/{id}'],
  ['GET', '/api/profiledescriberfeedback/getAllCompletedByUserAccountId/{id}'],
  ['GET', '/api/profiledescriberfeedback/GetCompletedSelfsByUserAccountId/{id}'],
  ['GET', '/api/profiledescriberfeedback/GetPotentialDescriberContactInfo/{id}'],
  ['GET', '/api/profileparticipant/getByUserAccountId/{id}'],
  ['GET', '/api/profileparticipant/ProcessProfileNotificationsAsync/{x}'],
  ['GET', '/api/profileparticipant/ResetProfileNotificationsAsync/{a}/{b}'],
  ['GET', '/api/profileparticipant/ProcessOtherProfileNotifications/{x}'],
  ['POST', '/api/profileparticipant/GetLatestStatusByUserAccountIds'],
  ['POST', '/api/profileparticipant/GetStatusByParticipantIds'],
  ['GET', '/api/profileparticipant/GetLatestStatusByUserAccountId/{id}'],
  ['GET', '/api/profileparticipant/ReactivateProfileParticipant/{id}'],
  ['DELETE', '/api/profileparticipant/DeleteParticipant/{a}/{b}'],
  ['GET', '/api/profileparticipant/UpdateNotificationCounts/{x}'],
  ['GET', '/api/profileparticipant/isSelfRequired/{id}'],
  ['GET', '/api/profileparticipant/ProcessProfileStatusUpdates/{x}'],
  ['GET', '/api/profilereport/getAllByUserAccountId/{id}'],
  ['GET', '/api/profilereport/getAllByUserAccountIdForWidget/{a}/{b}'],
  ['GET', '/api/profilereport/hasAnyReports/{id}'],
  ['GET', '/api/profilereport/getAllReportInfoByUserAccountId/{id}'],
  ['POST', '/api/profilereport/getAllByUserAccountIds'],
  ['POST', '/api/profilereport/createReport'],
  ['POST', '/api/profilereport/createQuickReport'],
  ['POST', '/api/profilereport/PreviewProfileReport'],
  ['GET', '/api/profilereport/getProfileReportData/{id}'],
  ['GET', '/api/profilereport/getProfileReportPrintData/{id}'],
  ['GET', '/api/profilereport/GetProfileReportDataByParticipantId/{id}'],
  ['GET', '/api/profilereport/getProfileTeamReportData/{id}'],
  ['GET', '/api/profilereport/getProfileTeamReportPrintData/{id}'],
  ['GET', '/api/profilereport/getReportpdf/{id}'],
  ['POST', '/api/profilereport/StartGenerateReportPdfBatch/{a}/{b}'],
  ['POST', '/api/profilereport/StartGenerateParticipantProfilePdfBatch/{a}/{b}'],
  ['GET', '/api/profilereport/GetTeamReportByGroupIdPdf/{a}/{b}/{flag}'],
  ['GET', '/api/profilereport/ProcessAutoReleaseReports'],
  ['POST', '/api/profilereport/UpdateIsExcludedBatch'],
  ['POST', '/api/profilereport/getIdsByParticipantIds'],
  ['GET', '/api/profilereport/CreateQuickReportBulk/{a}/{b}'],
  ['GET', '/api/profilereport/StartCreateQuickReportBulk/{a}/{b}'],
  ['GET', '/api/profilereport/ExportProfileData/{a}/{b}/{c}'],
  ['POST', '/api/profilereport/GetLatestProfileReportStatus'],
  ['DELETE', '/api/profilereport/DeleteProfileReport/{id}'],
  ['POST', '/api/profilereport/PreviewProfileReportFormat/{a}/{b}'],
  ['GET', '/api/profilereport/GetLatestProfileReportOtherDescribersAsync/{id}'],
  ['GET', '/api/profilereport/StartBatchReportCacheGeneration/{a}/{b}'],
  ['GET', '/api/profilereport/BatchDeleteReportCache/{a}'],
  ['POST', '/api/profilereport/GetLatestReleasedByUserAccountIds'],
  ['POST', '/api/profilereport/GetDescriberInfoAsync'],
  ['GET', '/api/profilereport/GetLatestReleaseByUserAccountId/{id}'],
  ['GET', '/api/profilereport/GetLatestProfileReportData/{id}'],
  ['GET', '/api/profilereport/GetProfileBuilderDTO/{id}'],
  ['POST', '/api/profile/'],
  ['GET', '/api/profile/getById/{id}'],
  ['GET', '/api/profile/'],
  ['POST', '/api/profile/FindByIds'],
  ['POST', '/api/profile/FindByEmails'],
  ['POST', '/api/profile/FindByParticipantIds'],
  ['DELETE', '/api/profile/{id}'],
  ['GET', '/api/profile/download/{id}'],
  ['GET', '/api/profile/FindByParticipantId/{id}'],
  ['GET', '/api/profile/findByUserAccountId/{id}'],
];

/** The spec's `{a}` and `{x?}` become Fastify's `:a`; paths compare case-insensitively. */
const asRoute = (path: string) =>
  path
    .replace(/\{(\w+)\??\}/g, ':$1')
    .replace(/\/$/, '/')
    .toLowerCase();
const shape = (url: string) => url.toLowerCase().replace(/:\w+/g, ':p');

describe('360 endpoints of the spec', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ empty: true });
  });
  afterAll(() => t.close());

  it('exist, each with a declared access rule', () => {
    const routes = t.app.apiRoutes.map((r) => ({ ...r, key: `${r.method} ${shape(r.url)}` }));
    const missing = SPEC_ENDPOINTS.filter(([method, path]) => {
      const key = `${method} ${shape(asRoute(path))}`;
      return !routes.some((r) => r.key === key && r.access);
    });
    expect(missing).toEqual([]);
    expect(SPEC_ENDPOINTS).toHaveLength(77);
    expect(routes.some((r) => r.key === 'GET /api/profilereport/nosuchcall/:p')).toBe(false);
  });
});
